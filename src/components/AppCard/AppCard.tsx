// AppCard: an application as a card — its name with the creation date, its APIs and keys (ApiKeyTable), actions.
import type { ReactNode } from 'react';
import { Card } from '../Card/index.ts';
import { DateText, hasDate, type DateValue } from '../DateText/index.ts';
import type { HeadingLevel, HeadingSize } from '../Heading/index.ts';
import { Text } from '../Text/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { ApiKeyTable, type ApiKeyTableProps, type AppCardApi } from './ApiKeyTable.tsx';
import * as css from './AppCard.css.ts';

export interface AppCardLabels {
  /** e.g. "Created" (shown before the date, beside the name) */
  created: string;
  /** caption of the API/key table (visually hidden), e.g. "APIs and keys"; default: the application's name */
  apis?: string;
  /** column headers, e.g. "API", "Key" */
  api: string;
  key: string;
  /** what screen readers hear for a masked key (`keyDisplay: 'masked'`), e.g. "hidden" */
  masked: string;
  /** shown for an API without a key, e.g. "No key" (default: an empty cell) */
  noKey?: string;
  /** shown instead of the table when the application has no APIs, e.g. "No APIs yet." */
  noApis?: string;
}

/**
 * `masked` (default): a fixed mask, the key never in the DOM (pages where keys are hidden); `plain`: the key
 * as monospace text (pages where the server shows keys). `renderKey` replaces both.
 */
export type KeyDisplay = 'masked' | 'plain';

export interface AppCardProps extends Pick<ApiKeyTableProps, 'renderKey'> {
  /** the application's name */
  name: string;
  headingLevel?: HeadingLevel;
  /** visual size of the name (default `lg`) */
  headingSize?: HeadingSize;
  created?: DateValue;
  apis: readonly AppCardApi[];
  keyDisplay?: KeyDisplay;
  labels: AppCardLabels;
  /** edit, delete, add APIs, view keys … */
  actions?: ReactNode;
  as?: 'article' | 'section' | 'div' | 'li';
  className?: string;
}

const MASK = '•'.repeat(12);

/** An application: its name with the creation date beside it, its APIs with their keys, and actions. */
export function AppCard({
  name,
  headingLevel = 3,
  headingSize,
  created,
  apis,
  keyDisplay = 'masked',
  renderKey,
  labels,
  actions,
  as = 'article',
  className,
}: AppCardProps) {
  const masked = () => (
    <>
      <span className={css.masked} aria-hidden="true">
        {MASK}
      </span>
      <VisuallyHidden>{labels.masked}</VisuallyHidden>
    </>
  );
  return (
    <Card
      as={as}
      title={name}
      headingLevel={headingLevel}
      headingSize={headingSize}
      meta={
        hasDate(created) ? (
          <Text tone="muted" size="sm">
            {labels.created} <DateText value={created} />
          </Text>
        ) : undefined
      }
      actions={actions}
      className={className}
    >
      {apis.length ? (
        <ApiKeyTable
          apis={apis}
          caption={labels.apis ?? name}
          labels={labels}
          masked={labels.masked}
          renderKey={renderKey ?? (keyDisplay === 'masked' ? masked : undefined)}
          // below md a block per API, the key under its label: beside the API name a 24-character key broke
          // mid-key at 390 px
          responsive="stack"
          noKey={labels.noKey ? <span className={css.noKey}>{labels.noKey}</span> : undefined}
        />
      ) : labels.noApis ? (
        <Text as="p" tone="muted">
          {labels.noApis}
        </Text>
      ) : null}
    </Card>
  );
}
