// The props the charts give visx's tick labels, so they take font and colour from the theme's axis class.
import { axisLabel } from './Chart.css.ts';

/** Tick labels take font and colour from the axis class (theme variables), not visx's inline defaults. */
export const AXIS_LABEL_PROPS = { className: axisLabel, fill: undefined, fontFamily: undefined, fontSize: undefined } as const;
