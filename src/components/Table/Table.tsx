// Table: a captioned data table that scrolls sideways in a focusable region when it overflows, or stacks each row
// on small screens.
import { forwardRef, memo, useMemo, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../private/cx.ts';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css.ts';
import * as styles from './Table.css.ts';
import { useHorizontalOverflow } from './useOverflow.ts';
import { useUniqueId } from '../UniqueId/index.ts';

export type CellAlign = 'start' | 'center' | 'end';

export interface TableProps extends Omit<HTMLAttributes<HTMLTableElement>, 'children'> {
  /** the table's name; rendered as `<caption>` */
  caption?: ReactNode;
  /** keep the caption for screen readers only */
  hideCaption?: boolean;
  /** accessible name of the scroll area when there is no caption (e.g. server tables without one) */
  label?: string;
  /** column headings; optional because editor tables and limit tables often have none */
  head?: readonly ReactNode[] | null;
  rows: readonly (readonly ReactNode[])[];
  /** render the first cell of every row as a row header (`th scope="row"`) */
  rowHeader?: boolean;
  /** alignment per column, e.g. `['start', 'end']` for label/number tables */
  align?: readonly CellAlign[];
  /**
   * small screens: `scroll` (default) keeps the table and scrolls it sideways inside a labelled region that is
   * keyboard-focusable when it overflows; `stack` turns each row into a block of "heading value" lines.
   */
  responsive?: 'scroll' | 'stack';
  /**
   * with `responsive="stack"` (and `fixedLayout`): the width from which the rows are a table — `md` (default),
   * `lg` or `xl`, for a table of many columns that is cramped at 768 (or 1024) px
   */
  stackBelow?: 'md' | 'lg' | 'xl';
  /**
   * with `responsive="stack"`: columns whose value goes under its label on the whole row's width instead
   * of beside it (long unbreakable values such as API keys: a 24-character key fits one line at 320 px)
   */
  wideColumns?: readonly number[];
  density?: 'compact' | 'comfortable';
  striped?: boolean;
  /** shown in a single full-width cell when there are no rows */
  empty?: ReactNode;
  /** stable row keys (default: index) */
  rowKeys?: readonly string[];
  /**
   * a class per column on its header cell (e.g. widths, so that several tables of the same kind line up);
   * with `fixedLayout` the header's widths decide the columns
   */
  columnClassNames?: readonly (string | undefined)[];
  /** a class per column on its body cells (e.g. where a stacked row places each cell) */
  cellClassNames?: readonly (string | undefined)[];
  /** `table-layout: fixed` from `md` on (columns as wide as their header cells say, not their content) */
  fixedLayout?: boolean;
}

/** A data table with caption, optional head, and a responsive strategy. Cells are rendered as given (text stays text). */
export const Table = forwardRef<HTMLTableElement, TableProps>(function Table(
  {
    caption,
    hideCaption = false,
    label,
    head,
    rows,
    rowHeader = false,
    align = [],
    responsive = 'scroll',
    stackBelow = 'md',
    wideColumns,
    density = 'comfortable',
    striped = false,
    empty,
    rowKeys,
    columnClassNames,
    cellClassNames,
    fixedLayout = false,
    className,
    ...rest
  },
  ref,
) {
  const captionId = useUniqueId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const overflowing = useHorizontalOverflow(scrollRef);
  const stack = responsive === 'stack';
  const columnCount = Math.max(head?.length ?? 0, ...rows.map((r) => r.length), 1);
  const headLabels = (head ?? []).map((h) => (typeof h === 'string' || typeof h === 'number' ? String(h) : undefined));
  // `display: block` in stacked mode can drop native table semantics, so say them explicitly.
  const role = (r: string) => (stack ? r : undefined);
  const hasCaption = caption != null && caption !== '';
  // What every row's rendering depends on besides its cells, as one value that keeps its identity while
  // none of it changes: a row whose cells are the same array is then not rendered again (a table that
  // grows in parts — KeyTable — renders each new part only, not every row so far once more).
  const shapeKey = [
    density,
    striped,
    stack,
    rowHeader,
    align.join(','),
    (wideColumns ?? []).join(','),
    headLabels.join('\u0000'),
    (cellClassNames ?? []).join(' '),
  ].join('|');
  const shape = useMemo<RowShape>(
    () => ({ density, striped, stack, rowHeader, align, wideColumns, headLabels, cellClassNames }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- shapeKey stands for every input
    [shapeKey],
  );

  const table = (
    <table
      ref={ref}
      {...rest}
      role={role('table')}
      className={cx(
        styles.table({ density, striped }),
        stack && (stackBelow === 'xl' ? styles.stackedToXl : stackBelow === 'lg' ? styles.stackedToLg : styles.stacked),
        fixedLayout && (stack && stackBelow === 'lg' ? styles.fixedLayoutLg : styles.fixedLayout),
        className,
      )}
    >
      {hasCaption ? (
        <caption id={captionId} className={cx(styles.caption, hideCaption && visuallyHidden)}>
          {caption}
        </caption>
      ) : null}
      {head && head.length > 0 ? (
        <thead role={role('rowgroup')}>
          <tr role={role('row')}>
            {head.map((h, i) => (
              <th
                key={i}
                scope="col"
                role={role('columnheader')}
                className={cx(styles.cell({ density, align: align[i] ?? 'start' }), styles.headCell, columnClassNames?.[i])}
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
      ) : null}
      <tbody role={role('rowgroup')}>
        {rows.length === 0 && empty != null ? (
          <tr role={role('row')}>
            <td role={role('cell')} colSpan={columnCount} className={cx(styles.cell({ density }), styles.emptyCell)}>
              {empty}
            </td>
          </tr>
        ) : null}
        {rows.map((row, r) => (
          <TableRow key={rowKeys?.[r] ?? r} cells={row} shape={shape} />
        ))}
      </tbody>
    </table>
  );

  if (stack) return table;
  const named = hasCaption || Boolean(label);
  const scrollable = overflowing && named;
  return (
    <div
      ref={scrollRef}
      className={styles.scroller}
      // Only a scrolling table is a tab stop (keyboard users can then scroll it) and a named region.
      role={scrollable ? 'region' : undefined}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- an overflowing table scrolls by keyboard (axe scrollable-region-focusable)
      tabIndex={overflowing ? 0 : undefined}
      aria-labelledby={scrollable && hasCaption && !label ? captionId : undefined}
      aria-label={scrollable && label ? label : undefined}
    >
      {table}
    </div>
  );
});

interface RowShape {
  density: 'compact' | 'comfortable';
  striped: boolean;
  stack: boolean;
  rowHeader: boolean;
  align: readonly CellAlign[];
  wideColumns: readonly number[] | undefined;
  headLabels: readonly (string | undefined)[];
  cellClassNames: readonly (string | undefined)[] | undefined;
}

/** One body row; rendered again only when its cells (the same array: compared by identity) or the shape change. */
const TableRow = memo(function TableRow({ cells, shape }: { cells: readonly ReactNode[]; shape: RowShape }) {
  const { density, striped, stack, rowHeader, align, wideColumns, headLabels, cellClassNames } = shape;
  const role = (r: string) => (stack ? r : undefined);
  return (
    <tr role={role('row')} className={striped ? styles.stripedRow : undefined}>
      {cells.map((value, c) => {
        const cellClass = cx(
          styles.cell({ density, align: align[c] ?? 'start' }),
          rowHeader && c === 0 && styles.rowHeaderCell,
          cellClassNames?.[c],
        );
        const dataLabel = stack ? headLabels[c] : undefined;
        return rowHeader && c === 0 ? (
          <th key={c} scope="row" role={role('rowheader')} data-label={dataLabel} className={cellClass}>
            {value}
          </th>
        ) : (
          <td
            key={c}
            role={role('cell')}
            data-label={dataLabel}
            data-wide={stack && wideColumns?.includes(c) ? '' : undefined}
            className={cellClass}
          >
            {stack && dataLabel ? <span>{value}</span> : value}
          </td>
        );
      })}
    </tr>
  );
});
