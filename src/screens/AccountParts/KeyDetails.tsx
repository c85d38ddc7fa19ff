// One key's details (key pages and the my-keys list): application, key, secret, status, created and
// the limits table. Values are server text rendered as text; the secret is a SecretField (masked until
// revealed, copyable — shown on arrival where the user asked to see it); masked values the server printed
// (asterisks + last four) are shown as they are.
import { DescriptionList, type DescriptionItem } from '../../components/DescriptionList/index.ts';
import { SecretField } from '../../components/SecretField/index.ts';
import { StatusBadge } from '../../components/StatusBadge/index.ts';
import { Table } from '../../components/Table/index.ts';
import { Text } from '../../components/Text/index.ts';
import type { KeyFieldLabels, LimitRow } from '../../adapter/types.ts';
import { DateText } from './DateText.tsx';
import { secretLabels, type AccountLabels } from './labels.ts';
import * as styles from './AccountParts.css.ts';

export interface KeyDetailValues {
  api?: string | null;
  application: string | null;
  key: string | null;
  secret: string | null;
  status: string | null;
  created: { value: string | null; text: string } | null;
  limits: LimitRow[];
}

export interface KeyDetailsProps {
  detail: KeyDetailValues;
  fieldLabels: KeyFieldLabels;
  labels: AccountLabels;
  /** show the API row (key pages whose API is not already the section heading) */
  showApi?: boolean;
  /** the server printed masked values (asterisks + the last four characters): no reveal/copy */
  masked?: boolean;
  /** the caption of the limits table, e.g. "Limits for Storm Tracker" (defaults to the field label) */
  limitsCaption?: string;
  /** icon-only reveal / copy buttons (dense lists); their texts stay the accessible names */
  compact?: boolean;
  /** leave out the application row (a card whose title already names it) */
  hideApplication?: boolean;
  /** the user asked to see the secret (secret-reveal page, "Show Keys & Secrets"): shown on arrival */
  revealSecret?: boolean;
}

export function KeyDetails({ detail, fieldLabels, labels, showApi = false, masked = false, limitsCaption, compact = false, hideApplication = false, revealSecret = false }: KeyDetailsProps) {
  const items: DescriptionItem[] = [];
  if (showApi && detail.api) items.push({ id: 'api', label: fieldLabels.api, value: detail.api });
  if (detail.application && !hideApplication) items.push({ id: 'application', label: fieldLabels.application, value: detail.application });
  if (detail.key) items.push({ id: 'key', label: fieldLabels.key, value: <Text font="mono" breakWord>{detail.key}</Text> });
  if (detail.secret) {
    items.push({
      id: 'secret',
      label: fieldLabels.secret,
      value: masked
        ? <Text font="mono" breakWord>{detail.secret}</Text>
        : (
          <SecretField
            value={detail.secret}
            label={fieldLabels.secret}
            hideLabel
            labels={secretLabels(labels)}
            compact={compact}
            // asked for: shown on arrival and not re-masked by a timer (the user can still hide it)
            defaultRevealed={revealSecret}
            timeout={revealSecret ? 0 : undefined}
          />
        ),
    });
  }
  if (detail.status) items.push({ id: 'status', label: fieldLabels.status, value: <StatusBadge>{detail.status}</StatusBadge> });
  if (detail.created) items.push({ id: 'created', label: fieldLabels.created, value: <DateText date={detail.created} /> });
  return (
    <div className={styles.keyDetails}>
      {items.length ? <DescriptionList items={items} layout="responsive" /> : null}
      {detail.limits.length ? (
        <Table
          caption={limitsCaption ?? fieldLabels.limits}
          rows={detail.limits.map((r) => [r.label, r.value])}
          rowHeader
          align={['start', 'end']}
          density="compact"
        />
      ) : null}
    </div>
  );
}
