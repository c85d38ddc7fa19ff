// KeyTable: several keys as one dense table (a stacked card per key below `xl`); columns no key uses are left
// out, or kept so several plans' tables line up.
import { useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { DateText, hasDate, type DateValue } from '../DateText/index.ts';
import { KeyValue, type KeyCardLabels, type KeyNames, type LimitItem } from '../KeyCard/index.ts';
import { StatusBadge, type StatusTone } from '../StatusBadge/index.ts';
import { cx } from '../private/cx.ts';
import { Table } from '../Table/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
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
  /** the key's age beside its created date, e.g. "45 days old" */
  age?: string | null;
  /**
   * a rotation policy's verdict: a "Rotation due" badge (caution) in the status column; `description` is what
   * screen readers hear in its place and names the key ("Rotation due: the key for Storm Tracker is 400 days old")
   */
  rotationDue?: { label: string; description: string } | null;
  limits?: readonly LimitItem[];
  actions?: ReactNode;
  /** accessible names of the row's Copy / Show / Hide buttons ("Copy key for Storm Tracker" …) */
  names?: KeyNames;
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
  /** keys in a SecretField (default true); false shows them as plain monospace text */
  maskKeys?: boolean;
  /** plain keys get a Copy button (default true; off for keys the server masked: there is nothing to copy) */
  copyKeys?: boolean;
  /**
   * secrets in a SecretField, masked until revealed (default true); false shows them as text — for secrets
   * that arrive masked (asterisks and the last four characters)
   */
  maskSecrets?: boolean;
  /** the user asked to see the secrets: shown on arrival, not re-masked by a timer (Hide still works) */
  revealSecrets?: boolean;
  revealTimeout?: number;
  /**
   * columns to show whether or not these keys use them (several tables of one page — one per plan — show
   * the same columns and line up); default: only the columns some key uses
   */
  columns?: Partial<Record<KeyTableColumn, boolean>>;
  /**
   * several tables of one page line up (issue 35): the same preferred column widths on every table, the key
   * and secret columns at least as wide as the page's longest key / secret, `keyChars` / `secretChars`
   * characters, the limits at least `limitChars` wide (see `limitCharsOf`) and the status at least
   * `statusChars` (pass the page's, not the table's). The layout stays automatic: a column is never narrower
   * than what it holds (a fixed layout clipped the key column in the layout matrix)
   */
  aligned?: { keyChars: number; secretChars: number; limitChars?: number; statusChars?: number };
  /** smaller rows (e.g. from 10 keys on a page); every control keeps its ≥ 24 px target */
  compact?: boolean;
  className?: string;
}

export type KeyTableColumn = 'application' | 'secret' | 'status' | 'created' | 'limits' | 'actions';

/** From this many keys the rows arrive in parts, one task each (a page with hundreds of keys stays responsive). */
export const KEY_TABLE_PROGRESSIVE_FROM = 40;
const ROWS_PER_TASK = 40;

/**
 * How many of `total` rows to render: all of them when there are few; else a first part, then the next part
 * in a task of its own until all are in (issue 16 item 2: no main-thread task over 200 ms on a page with
 * hundreds of keys). Until then the table is `aria-busy`, which also holds the page's `complete` (the
 * runtime waits for busy parts: nothing moves after it).
 */
function useRowsInParts(total: number): number {
  const [count, setCount] = useState(() => (total > KEY_TABLE_PROGRESSIVE_FROM ? ROWS_PER_TASK : total));
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setCount((c) => Math.min(total, c + ROWS_PER_TASK)), 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}

/** a limit's name longer than this wraps in the table; a shorter one stays on one line */
export const LIMIT_LABEL_NOWRAP_MAX = 24;

/**
 * How wide, in characters, the limits of several tables' keys need to be so that the tables line up: the
 * longest name (a longer one wraps, so at most LIMIT_LABEL_NOWRAP_MAX) plus the longest value.
 */
export function limitCharsOf(limits: readonly LimitItem[]): number {
  const longest = (values: readonly string[]) => values.reduce((n, v) => Math.max(n, v.length), 0);
  if (!limits.length) return 0;
  return Math.min(LIMIT_LABEL_NOWRAP_MAX, longest(limits.map((l) => l.label))) + longest(limits.map((l) => l.value));
}

function LimitList({ limits }: { limits: readonly LimitItem[] }) {
  return (
    <dl className={css.limits}>
      {limits.map((l, i) => (
        <div key={`${l.label}-${i}`} className={css.limitRow}>
          <dt className={l.label.length > LIMIT_LABEL_NOWRAP_MAX ? cx(css.limitLabel, css.limitLabelLong) : css.limitLabel}>
            {l.label}
          </dt>
          <dd className={css.limitValue}>{l.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Several keys as one dense table — application (row header), key with Copy, secret masked with Show /
 * Copy, status, created, limits, actions; below `xl` (1280 px) each key becomes a stacked card (seven columns with keys on one line do not fit at 1024 px). Columns that no
 * key uses (secret, status, created, limits, actions, application) are left out.
 */
export function KeyTable({
  keys,
  caption,
  hideCaption,
  labels,
  empty,
  maskKeys = true,
  copyKeys = true,
  maskSecrets = true,
  revealSecrets = false,
  revealTimeout,
  columns: forced = {},
  aligned,
  compact = false,
  className,
}: KeyTableProps) {
  const has = {
    application: forced.application ?? keys.some((k) => k.application),
    secret: forced.secret ?? keys.some((k) => k.secret),
    status: forced.status ?? keys.some((k) => k.status || k.rotationDue),
    created: forced.created ?? keys.some((k) => hasDate(k.created)),
    limits: forced.limits ?? keys.some((k) => (k.limits?.length ?? 0) > 0),
    actions: forced.actions ?? keys.some((k) => k.actions != null),
  };
  const columns: Array<{
    label: string;
    cell: (k: KeyTableRow) => ReactNode;
    show: boolean;
    className: string;
    cellClassName: string;
    wide?: boolean;
  }> = [
    {
      label: labels.application,
      show: has.application,
      className: css.col.application,
      cellClassName: css.cell.application,
      cell: (k) => k.application ?? '',
    },
    {
      label: labels.key,
      show: true,
      wide: true,
      className: css.col.key,
      cellClassName: css.cell.key,
      cell: (k) =>
        k.keyValue ? (
          <KeyValue
            value={k.keyValue}
            label={labels.key}
            labels={labels.keyField}
            mask={maskKeys}
            copyable={copyKeys}
            names={{ copy: k.names?.copyKey }}
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
      wide: true,
      className: css.col.secret,
      cellClassName: css.cell.secret,
      cell: (k) =>
        k.secret ? (
          <KeyValue
            value={k.secret}
            label={labels.secret}
            labels={labels.secretField}
            mask={maskSecrets}
            names={{ copy: k.names?.copySecret, reveal: k.names?.showSecret, hide: k.names?.hideSecret }}
            revealed={revealSecrets}
            timeout={revealSecrets ? 0 : revealTimeout}
            compact
          />
        ) : (
          ''
        ),
    },
    {
      label: labels.status,
      show: has.status,
      className: css.col.status,
      cellClassName: css.cell.status,
      cell: (k) =>
        k.status || k.rotationDue ? (
          <div className={css.badges}>
            {k.status ? <StatusBadge tone={k.statusTone}>{k.status}</StatusBadge> : null}
            {k.rotationDue ? (
              <span data-rotation-due="">
                <StatusBadge tone="caution" aria-hidden="true">
                  {k.rotationDue.label}
                </StatusBadge>
                <VisuallyHidden>{k.rotationDue.description}</VisuallyHidden>
              </span>
            ) : null}
          </div>
        ) : (
          ''
        ),
    },
    {
      label: labels.created,
      show: has.created,
      className: css.col.created,
      cellClassName: css.cell.created,
      cell: (k) =>
        k.age && hasDate(k.created) ? (
          <span className={css.created}>
            <DateText value={k.created} />
            <span className={css.age} data-key-age="">
              {k.age}
            </span>
          </span>
        ) : (
          <DateText value={k.created} />
        ),
    },
    {
      label: labels.limits,
      show: has.limits,
      className: css.col.limits,
      cellClassName: css.cell.limits,
      cell: (k) => (k.limits?.length ? <LimitList limits={k.limits} /> : ''),
    },
    {
      label: labels.actions,
      show: has.actions,
      className: css.col.actions,
      cellClassName: css.cell.actions,
      cell: (k) => (k.actions ? <div className={css.actions}>{k.actions}</div> : ''),
    },
  ];
  const shown = columns.filter((c) => c.show);
  // stacked cards: the key and the secret under their labels, on the card's whole width (a 24-character
  // key beside its label broke mid-key at 390 px)
  const wide = shown.flatMap((c, i) => (c.wide ? [i] : []));
  const count = useRowsInParts(keys.length);
  const rows = count < keys.length ? keys.slice(0, count) : keys;
  // every key's cells once (the same arrays while the props stay): a part added later renders its rows only
  const shownKey = shown.map((c) => c.className).join(' ');
  const cells = useMemo(
    () => keys.map((k) => shown.map((c) => c.cell(k))),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the cells read these props (shownKey: the columns)
    [keys, labels, maskKeys, copyKeys, maskSecrets, revealSecrets, revealTimeout, shownKey],
  );
  return (
    <Table
      aria-busy={count < keys.length ? true : undefined}
      caption={caption}
      hideCaption={hideCaption}
      head={shown.map((c) => c.label)}
      columnClassNames={shown.map((c) => c.className)}
      cellClassNames={shown.map((c) => c.cellClassName)}
      rows={count < keys.length ? cells.slice(0, count) : cells}
      rowKeys={rows.map((k) => k.id)}
      rowHeader={has.application}
      responsive="stack"
      stackBelow="xl"
      wideColumns={wide}
      density="compact"
      empty={empty}
      // no secret column: room for one-line limit names and actions side by side (KeyTable.css.ts › roomy)
      className={cx(css.table, aligned && css.aligned, compact && css.compact, !has.secret && css.roomy, className)}
      style={
        aligned
          ? ({
              [css.keyCharsProperty]: String(aligned.keyChars),
              [css.secretCharsProperty]: String(aligned.secretChars),
              // a key's Copy button; a secret's Show and Copy (none where the server masked them)
              [css.keyButtonsProperty]: String(copyKeys || maskKeys ? 1 : 0),
              [css.secretButtonsProperty]: String(maskSecrets ? 2 : 0),
              [css.limitCharsProperty]: String(aligned.limitChars ?? 0),
              [css.statusCharsProperty]: String(aligned.statusChars ?? 0),
            } as CSSProperties)
          : undefined
      }
    />
  );
}
