// TimeSeriesChart: one or more series over time as lines or grouped bars inside the shared chart frame (caption,
// text summary, table alternative); the visx drawing is a lazy chunk.
import { useMemo, useState } from 'react';
import { ChartFrame, type ChartFrameLabels } from '../private/chart/ChartFrame.tsx';
import { LazyChart } from '../private/chart/LazyChart.tsx';
import { summarizeTimeSeries, toTimeRows, type TimeSeries, type TimeSeriesSummaryInfo } from '../private/chart/chartData.ts';

export interface TimeSeriesChartLabels extends ChartFrameLabels {
  /** header of the table's date column */
  dateColumn: string;
  /** visually hidden text while the drawing loads */
  loading: string;
  /** visually hidden hint on the focusable plot (e.g. "Use the left and right arrow keys to read values.") */
  keyboardHint?: string;
}

export interface TimeSeriesChartProps {
  title: string;
  titleAs?: 'h2' | 'h3' | 'h4' | 'div';
  /** one or more series over time; up to 8 get distinct palette colours */
  series: readonly TimeSeries[];
  /** `line` (default) or `bar` (grouped bars per date) */
  variant?: 'line' | 'bar';
  /** drawing height in px (the width follows the container) */
  height?: number;
  /** the text summary from computed totals and peaks; required because a chart without words is not accessible */
  summary: (info: TimeSeriesSummaryInfo) => string;
  formatDate?: (date: Date) => string;
  formatValue?: (value: number) => string;
  /** BCP 47 locale for the default date and number formats */
  locale?: string;
  labels: TimeSeriesChartLabels;
  defaultView?: 'chart' | 'table';
  className?: string;
}

/** A time series as a line or bar chart with axes, tooltips, a text summary and a table alternative. */
export function TimeSeriesChart({
  title,
  titleAs,
  series,
  variant = 'line',
  height = 260,
  summary,
  formatDate,
  formatValue,
  locale,
  labels,
  defaultView,
  className,
}: TimeSeriesChartProps) {
  const [failed, setFailed] = useState(false);
  const fmtDate = useMemo(
    () => formatDate ?? new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format,
    [formatDate, locale],
  );
  const fmtValue = useMemo(() => formatValue ?? new Intl.NumberFormat(locale).format, [formatValue, locale]);
  const rows = useMemo(() => toTimeRows(series), [series]);
  const info = useMemo(() => summarizeTimeSeries(series), [series]);
  const table = {
    columns: [{ label: labels.dateColumn }, ...series.map((s) => ({ label: s.label, numeric: true }))],
    rows: rows.map((row) => [fmtDate(row.x), ...row.values.map((v) => (v == null ? '' : fmtValue(v)))]),
  };
  const isEmpty = rows.length === 0;

  return (
    <ChartFrame
      title={title}
      titleAs={titleAs}
      summary={isEmpty ? undefined : summary(info)}
      table={table}
      isEmpty={isEmpty}
      labels={labels}
      defaultView={defaultView}
      forceTable={failed}
      className={className}
    >
      <LazyChart
        kind="timeSeries"
        series={series}
        variant={variant}
        height={height}
        formatDate={fmtDate}
        formatValue={fmtValue}
        label={title}
        keyboardHint={labels.keyboardHint}
        loadingLabel={labels.loading}
        onError={() => setFailed(true)}
      />
    </ChartFrame>
  );
}
