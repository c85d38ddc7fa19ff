export { BarChart, type BarChartProps, type BarChartLabels } from './BarChart.tsx';
export { preloadCharts } from '../private/chart/LazyChart.tsx';
export { summarizeCategories, type CategoryDatum, type CategorySummaryInfo } from '../private/chart/chartData.ts';
