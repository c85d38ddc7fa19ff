import type { ReactNode } from 'react';
import { DateText, hasDate, type DateValue } from '../DateText/index.ts';
import { KeyValue, type KeyCardLabels, type LimitItem } from '../KeyCard/index.ts';
import { StatusBadge, type StatusTone } from '../StatusBadge/index.ts';
import { Table } from '../Table/index.ts';
import * as css from './KeyTable.css.ts';

export interface KeyTableRow {
  /** stable row id (e.g. the key's delete URL or the key itself) */
  id: string;
  application?: string | null;
  keyValue: string | null;
  secret?: string | null;
  status?: string | null;
  statusTone?: StatusTone;
  created?: DateValue;
  limits?: readonly LimitItem[];
  actions?: ReactNode;
}

export interface KeyTableLabels extends KeyCardLabels {
  /** header of the actions column, e.g. "Actions" */
  actions: string;
}

export interface KeyTableProps {
  keys: readonly KeyTableRow[];
  /** names the table (e.g. the plan: "Forecast API — Basic plan") */
  caption: ReactNode;
  hideCaption?: boolean;
  labels: KeyTableLabels;
  /** shown in the table when there are no keys (e.g. "You have not been issued keys for this API.") */
  empty?: ReactNode;
  maskKeys?: boolean;
  revealTimeout?: number;
  className?: string;
}

function LimitList({ limits }: { limits: readonly LimitItem[] }) {
  return (
    <dl className={css.limits}>
      {limits.map((l, i) => (
        <div key={`${l.label}-${i}`} className={css.limitRow}>
          <dt className={css.limitLabel}>{l.label}</dt>
          <dd className={css.limitValue}>{l.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Several keys as one table; on small screens each key becomes a stacked block. Columns that no key
 * uses (secret, limits, actions, application) are left out.
 */
export function KeyTable({
  keys,
  caption,
  hideCaption,
  labels,
  empty,
  maskKeys = true,
  revealTimeout,
  className,
}: KeyTableProps) {
  const has = {
    application: keys.some((k) => k.application),
    secret: keys.some((k) => k.secret),
    status: keys.some((k) => k.status),
    created: keys.some((k) => hasDate(k.created)),
    limits: keys.some((k) => (k.limits?.length ?? 0) > 0),
    actions: keys.some((k) => k.actions != null),
  };
  const columns: Array<{ label: string; cell: (k: KeyTableRow) => ReactNode; show: boolean }> = [
    { label: labels.application, show: has.application, cell: (k) => k.application ?? '' },
    {
      label: labels.key,
      show: true,
      cell: (k) =>
        k.keyValue ? (
          <KeyValue
            value={k.keyValue}
            label={labels.key}
            labels={labels.keyField}
            mask={maskKeys}
            timeout={revealTimeout}
            compact
          />
        ) : (
          ''
        ),
    },
    {
      label: labels.secret,
      show: has.secret,
      cell: (k) =>
        k.secret ? (
          <KeyValue value={k.secret} label={labels.secret} labels={labels.secretField} mask timeout={revealTimeout} compact />
        ) : (
          ''
        ),
    },
    {
      label: labels.status,
      show: has.status,
      cell: (k) => (k.status ? <StatusBadge tone={k.statusTone}>{k.status}</StatusBadge> : ''),
    },
    { label: labels.created, show: has.created, cell: (k) => <DateText value={k.created} /> },
    { label: labels.limits, show: has.limits, cell: (k) => (k.limits?.length ? <LimitList limits={k.limits} /> : '') },
    { label: labels.actions, show: has.actions, cell: (k) => (k.actions ? <div className={css.actions}>{k.actions}</div> : '') },
  ];
  const shown = columns.filter((c) => c.show);
  return (
    <Table
      caption={caption}
      hideCaption={hideCaption}
      head={shown.map((c) => c.label)}
      rows={keys.map((k) => shown.map((c) => c.cell(k)))}
      rowKeys={keys.map((k) => k.id)}
      responsive="stack"
      empty={empty}
      className={className}
    />
  );
}
