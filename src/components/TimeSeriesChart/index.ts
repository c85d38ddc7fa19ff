// TimeSeriesChart's public surface, with the chart data helpers: outside src/components/ they are imported only
// through this file.
export { TimeSeriesChart, type TimeSeriesChartProps, type TimeSeriesChartLabels } from './TimeSeriesChart.tsx';
export { preloadCharts } from '../private/chart/LazyChart.tsx';
export {
  summarizeTimeSeries,
  toTimeRows,
  type TimeSeries,
  type TimeSeriesPoint,
  type TimeValue,
  type TimeSeriesSummaryInfo,
  type SeriesStats,
} from '../private/chart/chartData.ts';
