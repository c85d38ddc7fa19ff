// ChartFrame: the accessible shell around every chart — a figure with caption, text summary and empty state, and
// a toggle between the drawing and an equivalent table. Knows nothing of visx.
import { useState, type ReactNode } from 'react';
import { Button } from '../../Button/index.ts';
import { cx } from '../cx.ts';
import * as css from './Chart.css.ts';
import { useUniqueId } from '../../UniqueId/index.ts';

export interface ChartFrameLabels {
  /** toggle text while the chart shows (e.g. "Show as table") */
  showTable: string;
  /** toggle text while the table shows (e.g. "Show as chart") */
  showChart: string;
  /** shown instead of the chart when there is no data */
  empty: string;
}

export interface ChartTableColumn {
  label: string;
  /** right-aligned, tabular figures */
  numeric?: boolean;
}

export interface ChartTable {
  columns: ChartTableColumn[];
  /** rows of already-formatted cell texts, one per column */
  rows: string[][];
}

export type ChartView = 'chart' | 'table';

export interface ChartFrameProps {
  /** names the figure and captions the table */
  title: string;
  /** render the title as a heading element (`h2`…`h4`) or plain text (`div`, default) inside the figcaption */
  titleAs?: 'h2' | 'h3' | 'h4' | 'div';
  /** the text summary (e.g. "1,204 calls in total, peak 311 on 3 March") */
  summary?: string;
  /** the same data as a real table: the "show as table" alternative */
  table: ChartTable;
  isEmpty: boolean;
  labels: ChartFrameLabels;
  /** which view shows first (default chart) */
  defaultView?: ChartView;
  /** show only the table (e.g. the drawing failed to load); hides the toggle */
  forceTable?: boolean;
  /** the drawn chart (usually a LazyChart) */
  children: ReactNode;
  className?: string;
}

/**
 * The accessible shell around every chart: a figure with a caption, a text summary, an empty state,
 * and a toggle between the drawing and an equivalent `<table>` (which is also the fallback when the
 * drawing cannot load). Knows nothing of visx, so it renders at once.
 */
export function ChartFrame({
  title,
  titleAs = 'div',
  summary,
  table,
  isEmpty,
  labels,
  defaultView = 'chart',
  forceTable = false,
  children,
  className,
}: ChartFrameProps) {
  const [chosenView, setView] = useState<ChartView>(defaultView);
  const view: ChartView = forceTable ? 'table' : chosenView;
  const captionId = useUniqueId();
  const summaryId = useUniqueId();
  const regionId = useUniqueId();
  const TitleTag = titleAs;

  return (
    <figure className={cx(css.frame, className)} aria-labelledby={captionId} aria-describedby={summary ? summaryId : undefined}>
      <div className={css.header}>
        <figcaption id={captionId}>
          <TitleTag className={css.caption}>{title}</TitleTag>
        </figcaption>
        {!isEmpty && !forceTable && (
          <Button
            size="sm"
            variant="soft"
            tone="neutral"
            aria-controls={regionId}
            onClick={() => setView((v) => (v === 'chart' ? 'table' : 'chart'))}
          >
            {view === 'chart' ? labels.showTable : labels.showChart}
          </Button>
        )}
      </div>
      {summary && (
        <p id={summaryId} className={css.summary}>
          {summary}
        </p>
      )}
      <div id={regionId}>
        {isEmpty ? (
          <p className={css.empty}>{labels.empty}</p>
        ) : view === 'table' ? (
          <ChartDataTable title={title} table={table} />
        ) : (
          children
        )}
      </div>
    </figure>
  );
}

/** The table alternative: a captioned table in a keyboard-scrollable region. */
export function ChartDataTable({ title, table }: { title: string; table: ChartTable }) {
  const captionId = useUniqueId();
  return (
    <div className={css.tableScroll} tabIndex={0} role="region" aria-labelledby={captionId}>
      <table className={css.table}>
        <caption id={captionId} className={css.tableCaption}>
          {title}
        </caption>
        <thead>
          <tr>
            {table.columns.map((c, i) => (
              <th key={i} scope="col" className={c.numeric ? css.numeric : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row" className={table.columns[c]?.numeric ? css.numeric : undefined}>
                    {cell}
                  </th>
                ) : (
                  <td key={c} className={table.columns[c]?.numeric ? css.numeric : undefined}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
