export { TimeSeriesChart, type TimeSeriesChartProps, type TimeSeriesChartLabels } from './TimeSeriesChart.tsx';
export { BarChart, type BarChartProps, type BarChartLabels } from './BarChart.tsx';
export { ChartFrame, ChartDataTable, type ChartFrameProps, type ChartFrameLabels, type ChartTable, type ChartTableColumn, type ChartView } from './ChartFrame.tsx';
export { LazyChart, preloadCharts, type LazyChartProps } from './LazyChart.tsx';
export {
  summarizeTimeSeries, summarizeCategories, toTimeRows,
  type TimeSeries, type TimeSeriesPoint, type TimeValue, type CategoryDatum,
  type TimeSeriesSummaryInfo, type CategorySummaryInfo, type SeriesStats,
} from './chartData.ts';
