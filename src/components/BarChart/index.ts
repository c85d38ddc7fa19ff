// BarChart's public surface, with the chart helpers it shares with TimeSeriesChart (preloadCharts,
// summarizeCategories): outside src/components/ they are imported only through this file.
export { BarChart, type BarChartProps, type BarChartLabels } from './BarChart.tsx';
export { preloadCharts } from '../private/chart/LazyChart.tsx';
export { summarizeCategories, type CategoryDatum, type CategorySummaryInfo } from '../private/chart/chartData.ts';
