// The only door to the chart chunk: both plots come from one dynamic import of plots.ts, so the
// first chart on a page loads visx/d3 once and later charts reuse it.
import { lazy, Suspense, type ReactNode } from 'react';
import { LazyBoundary } from '../../LazyBoundary/index.ts';
import { VisuallyHidden } from '../../VisuallyHidden/index.ts';
import { placeholder } from './Chart.css.ts';
import type { BarPlotProps, TimeSeriesPlotProps } from './plots.ts';

let chunk: ReturnType<typeof importPlots> | null = null;
function importPlots() {
  return import('./plots.ts');
}

/** Starts loading the chart chunk (idempotent); call on idle when a page will show charts. */
export function preloadCharts(): Promise<unknown> {
  chunk ??= importPlots();
  return chunk;
}

const LazyTimeSeriesPlot = lazy(() => (chunk ??= importPlots()).then((m) => ({ default: m.TimeSeriesPlot })));
const LazyBarPlot = lazy(() => (chunk ??= importPlots()).then((m) => ({ default: m.BarPlot })));

function PlotPlaceholder({ height, label }: { height: number; label: string }) {
  return (
    <div className={placeholder} style={{ height }} aria-busy="true" data-testid="chart-placeholder">
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}

interface LazyCommon {
  /** visually hidden text while the chart chunk loads */
  loadingLabel: string;
  /** called when the chunk or the plot fails; the frame then shows the table */
  onError?: () => void;
}

export type LazyChartProps =
  ({ kind: 'timeSeries' } & TimeSeriesPlotProps & LazyCommon) | ({ kind: 'bar' } & BarPlotProps & LazyCommon);

/** Renders a placeholder of the final height at once, then the visx plot when its chunk arrives. */
export function LazyChart(props: LazyChartProps) {
  const fallback = <PlotPlaceholder height={props.height} label={props.loadingLabel} />;
  let plot: ReactNode;
  if (props.kind === 'timeSeries') {
    const { kind: _kind, loadingLabel: _loading, onError: _onError, ...rest } = props;
    plot = <LazyTimeSeriesPlot {...rest} />;
  } else {
    const { kind: _kind, loadingLabel: _loading, onError: _onError, ...rest } = props;
    plot = <LazyBarPlot {...rest} />;
  }
  return (
    <LazyBoundary fallback={null} warning="Chart could not be drawn; showing its table instead." onError={props.onError}>
      <Suspense fallback={fallback}>{plot}</Suspense>
    </LazyBoundary>
  );
}
