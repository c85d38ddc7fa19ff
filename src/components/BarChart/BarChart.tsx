// BarChart: categorical bars inside the shared chart frame (caption, text summary, table alternative); the visx
// drawing is a lazy chunk (private/chart/LazyChart.tsx).
import { useMemo, useState } from 'react';
import { ChartFrame, type ChartFrameLabels } from '../private/chart/ChartFrame.tsx';
import { LazyChart } from '../private/chart/LazyChart.tsx';
import {
  cleanCategories,
  summarizeCategories,
  type CategoryDatum,
  type CategorySummaryInfo,
} from '../private/chart/chartData.ts';

export interface BarChartLabels extends ChartFrameLabels {
  /** header of the table's category column */
  categoryColumn: string;
  /** header of the table's value column */
  valueColumn: string;
  loading: string;
  keyboardHint?: string;
}

export interface BarChartProps {
  title: string;
  titleAs?: 'h2' | 'h3' | 'h4' | 'div';
  data: readonly CategoryDatum[];
  /** `horizontal` (default; long category names stay readable) or `vertical` */
  orientation?: 'horizontal' | 'vertical';
  /** drawing height in px; horizontal charts default to a height that fits every category */
  height?: number;
  multicolor?: boolean;
  summary: (info: CategorySummaryInfo) => string;
  formatValue?: (value: number) => string;
  locale?: string;
  labels: BarChartLabels;
  defaultView?: 'chart' | 'table';
  className?: string;
}

/** Categorical bars with tooltips, a text summary and a table alternative. */
export function BarChart({
  title,
  titleAs,
  data,
  orientation = 'horizontal',
  height,
  multicolor,
  summary,
  formatValue,
  locale,
  labels,
  defaultView,
  className,
}: BarChartProps) {
  const [failed, setFailed] = useState(false);
  const fmtValue = useMemo(() => formatValue ?? new Intl.NumberFormat(locale).format, [formatValue, locale]);
  const clean = useMemo(() => cleanCategories(data), [data]);
  const info = useMemo(() => summarizeCategories(data), [data]);
  const isEmpty = clean.length === 0;
  const plotHeight = height ?? (orientation === 'horizontal' ? Math.max(120, 36 + clean.length * 32) : 260);

  return (
    <ChartFrame
      title={title}
      titleAs={titleAs}
      summary={isEmpty ? undefined : summary(info)}
      table={{
        columns: [{ label: labels.categoryColumn }, { label: labels.valueColumn, numeric: true }],
        rows: clean.map((d) => [d.label, fmtValue(d.value)]),
      }}
      isEmpty={isEmpty}
      labels={labels}
      defaultView={defaultView}
      forceTable={failed}
      className={className}
    >
      <LazyChart
        kind="bar"
        data={clean}
        orientation={orientation}
        height={plotHeight}
        multicolor={multicolor}
        formatValue={fmtValue}
        label={title}
        keyboardHint={labels.keyboardHint}
        loadingLabel={labels.loading}
        onError={() => setFailed(true)}
      />
    </ChartFrame>
  );
}
