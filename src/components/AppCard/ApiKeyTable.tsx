// ApiKeyTable: an application's APIs with their keys, one row per API (the API a row header); how a key shows is
// up to the caller (masked, plain text, or a `renderKey` such as a SecretField).
import type { ReactNode } from 'react';
import { Table, type TableProps } from '../Table/index.ts';
import { Text } from '../Text/index.ts';
import { ScreenShareMask, useScreenShare } from '../ScreenShare/index.ts';
import * as css from './AppCard.css.ts';

export interface AppCardApi {
  /** the API (or plan) name */
  api: string;
  /** the key issued for it; null when none */
  keyValue: string | null;
}

export interface ApiKeyTableProps {
  apis: readonly AppCardApi[];
  /** names the table, e.g. the application's name */
  caption: ReactNode;
  /** keep the caption for screen readers only (default true: a card title or heading names it visibly) */
  hideCaption?: boolean;
  /** column headers, e.g. "API", "Key" */
  labels: { api: string; key: string };
  /**
   * how a key shows (default: as monospace text that wraps anywhere, as the server printed it), e.g. a
   * SecretField that reveals and copies it — composed by the caller, so pages that show keys as text never
   * load the SecretField; not called for an API without a key
   */
  renderKey?: (keyValue: string, api: string) => ReactNode;
  /** shown for an API without a key, e.g. "No key" (default: an empty cell) */
  noKey?: ReactNode;
  /**
   * small screens: `scroll` (default) keeps the two columns; `stack` turns each row into a block, the key
   * under its label on the block's whole width
   */
  responsive?: TableProps['responsive'];
  /** what screen readers hear for a key masked by screen-share mode (ScreenShareProvider), e.g. "hidden" */
  masked?: string;
}

/** An application's APIs with their keys: one row per API, named by the API (a row header). */
export function ApiKeyTable({
  apis,
  caption,
  hideCaption = true,
  labels,
  renderKey,
  noKey,
  responsive,
  masked = '',
}: ApiKeyTableProps) {
  const share = useScreenShare();
  return (
    <Table
      caption={caption}
      hideCaption={hideCaption}
      head={[labels.api, labels.key]}
      rows={apis.map((a) => [
        a.api,
        !a.keyValue ? (
          noKey
        ) : share.on ? (
          <ScreenShareMask masked={masked} />
        ) : renderKey ? (
          renderKey(a.keyValue, a.api)
        ) : (
          <Text font="mono" size="sm" breakWord data-key-value="">
            {a.keyValue}
          </Text>
        ),
      ])}
      rowHeader
      responsive={responsive}
      wideColumns={[1]}
      columnClassNames={[css.apiColumn, undefined]}
      fixedLayout
      density="compact"
    />
  );
}
