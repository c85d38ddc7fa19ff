// KeyDetails: one key's details without a card (pages about a single key) — a description list of application,
// key, secret, status and created, and the limits table.
import { Stack } from '../Box/index.ts';
import { DateText, hasDate, type DateValue } from '../DateText/index.ts';
import { DescriptionList, type DescriptionItem } from '../DescriptionList/index.ts';
import { StatusBadge, type StatusTone } from '../StatusBadge/index.ts';
import { Table } from '../Table/index.ts';
import { KeyValue, type KeyCardLabels, type KeyNames, type LimitItem } from './KeyValue.tsx';

export interface KeyDetailsProps {
  /** the application the key belongs to (a row of its own; omit when it is the title) */
  application?: string | null;
  /** the key value (named `keyValue` because `key` is reserved in React) */
  keyValue: string | null;
  /** the secret, when there is one */
  secret?: string | null;
  /** free text, e.g. "active" or "waiting" */
  status?: string | null;
  /** overrides the tone guessed from the status text */
  statusTone?: StatusTone;
  created?: DateValue;
  limits?: readonly LimitItem[];
  labels: KeyCardLabels;
  /** the key in a SecretField (default true); false shows it as plain monospace text */
  maskKey?: boolean;
  /** a plain key (maskKey false) gets a Copy button (default true; off for a key the server masked) */
  copyKey?: boolean;
  /** accessible names of the Copy / Show / Hide buttons ("Copy key for Storm Tracker" …) */
  names?: KeyNames;
  /**
   * the secret in a SecretField (default true); false shows it as text — for a secret that arrives already
   * masked (e.g. asterisks and the last four characters), where reveal and copy would be meaningless
   */
  maskSecret?: boolean;
  /** the user asked to see the secret: shown on arrival and not re-masked by a timer (Hide still works) */
  revealSecret?: boolean;
  /** SecretField re-mask timeout in ms (default 30 000; 0 = never) */
  revealTimeout?: number;
  className?: string;
}

/**
 * One key's details without a card around them (pages about a single key): a description list —
 * application, key, secret, status, created; rows without data are dropped — and the limits table.
 */
export function KeyDetails({
  application,
  keyValue,
  secret,
  status,
  statusTone,
  created,
  limits = [],
  labels,
  maskKey = true,
  copyKey = true,
  names,
  maskSecret = true,
  revealSecret = false,
  revealTimeout,
  className,
}: KeyDetailsProps) {
  const items: DescriptionItem[] = [
    { label: labels.application, value: application || null },
    {
      label: labels.key,
      value: keyValue ? (
        <KeyValue
          value={keyValue}
          label={labels.key}
          labels={labels.keyField}
          mask={maskKey}
          copyable={copyKey}
          names={{ copy: names?.copyKey }}
          timeout={revealTimeout}
        />
      ) : null,
    },
    {
      label: labels.secret,
      value: secret ? (
        <KeyValue
          value={secret}
          label={labels.secret}
          labels={labels.secretField}
          mask={maskSecret}
          names={{ copy: names?.copySecret, reveal: names?.showSecret, hide: names?.hideSecret }}
          revealed={revealSecret}
          timeout={revealSecret ? 0 : revealTimeout}
        />
      ) : null,
    },
    { label: labels.status, value: status ? <StatusBadge tone={statusTone}>{status}</StatusBadge> : null },
    { label: labels.created, value: hasDate(created) ? <DateText value={created} /> : null },
  ];
  const shown = items.some((item) => item.value != null);
  return (
    <Stack space="md" className={className}>
      {shown ? <DescriptionList items={items} /> : null}
      {limits.length > 0 ? (
        <Table
          caption={labels.limits}
          rows={limits.map((l) => [l.label, l.value])}
          rowHeader
          align={['start', 'end']}
          density="compact"
        />
      ) : null}
    </Stack>
  );
}
