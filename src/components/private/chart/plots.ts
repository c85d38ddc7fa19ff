// The lazy chart chunk: everything that pulls in visx/d3. Import only through LazyChart.
export { TimeSeriesPlot, type TimeSeriesPlotProps } from './TimeSeriesPlot.tsx';
export { BarPlot, type BarPlotProps } from './BarPlot.tsx';
