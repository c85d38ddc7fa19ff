// The visx half of BarChart (categorical bars). Reached only through LazyChart's dynamic import.
import { useRef, useState, type KeyboardEvent } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { vars } from '../../../theme/index.ts';
import { cx } from '../cx.ts';
import { VisuallyHidden } from '../../VisuallyHidden/index.ts';
import * as css from './Chart.css.ts';
import { cleanCategories, thinTicks, type CategoryDatum } from './chartData.ts';
import { AXIS_LABEL_PROPS } from './axisLabelProps.ts';
import { useElementWidth } from './useElementWidth.ts';
import { useUniqueId } from '../../UniqueId/index.ts';

export interface BarPlotProps {
  data: readonly CategoryDatum[];
  /** `horizontal`: one row per category (best for long names); `vertical`: columns */
  orientation: 'horizontal' | 'vertical';
  height: number;
  formatValue: (value: number) => string;
  /** each category in its own palette colour instead of the first */
  multicolor?: boolean;
  label: string;
  keyboardHint?: string;
}

const FALLBACK_WIDTH = 640;
const CHAR_WIDTH = 7;
/** Longest category name shown on the horizontal chart's axis before it is shortened with "…". */
const MAX_LABEL_CHARS = 24;

function shorten(label: string): string {
  return label.length > MAX_LABEL_CHARS ? `${label.slice(0, MAX_LABEL_CHARS - 1)}…` : label;
}

export function BarPlot({ data, orientation, height, formatValue, multicolor = false, label, keyboardHint }: BarPlotProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(rootRef, FALLBACK_WIDTH);
  const hintId = useUniqueId();
  const clean = cleanCategories(data);
  const [active, setActive] = useState<{ index: number; source: 'pointer' | 'keyboard' } | null>(null);

  const maxValue = Math.max(0, ...clean.map((d) => d.value));
  const valueProbe = scaleLinear<number>({ domain: [0, maxValue > 0 ? maxValue : 1], nice: true });
  const horizontal = orientation === 'horizontal';
  const valueTicks = valueProbe.ticks(horizontal ? Math.max(2, Math.floor(width / 120)) : Math.max(2, Math.floor(height / 50)));
  const longestValue = Math.max(1, ...valueTicks.map((t) => formatValue(t).length));
  const longestLabel = Math.max(1, ...clean.map((d) => shorten(d.label).length));
  const margin = horizontal
    ? { top: 8, right: 24, bottom: 28, left: Math.min(width / 2, 12 + CHAR_WIDTH * longestLabel) }
    : { top: 12, right: 16, bottom: 32, left: Math.max(32, 12 + CHAR_WIDTH * longestValue) };
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);
  const indices = clean.map((_, i) => i);
  const band = scaleBand<number>({ domain: indices, range: horizontal ? [0, innerHeight] : [0, innerWidth], padding: 0.25 });
  const value = scaleLinear<number>({ domain: valueProbe.domain(), range: horizontal ? [0, innerWidth] : [innerHeight, 0] });
  const colorOf = (i: number) => css.seriesFill[(multicolor ? i : 0) % css.seriesCount];

  const activeDatum = active ? clean[active.index] : undefined;
  const activeText = activeDatum ? `${activeDatum.label}: ${formatValue(activeDatum.value)}` : '';

  const moveTo = (index: number) => setActive({ index: Math.min(clean.length - 1, Math.max(0, index)), source: 'keyboard' });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = active?.index ?? -1;
    const next = horizontal ? 'ArrowDown' : 'ArrowRight';
    const previous = horizontal ? 'ArrowUp' : 'ArrowLeft';
    if (event.key === next || event.key === (horizontal ? 'ArrowRight' : 'ArrowUp')) moveTo(current < 0 ? 0 : current + 1);
    else if (event.key === previous || event.key === (horizontal ? 'ArrowLeft' : 'ArrowDown'))
      moveTo(current < 0 ? clean.length - 1 : current - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(clean.length - 1);
    else if (event.key === 'Escape' && active) setActive(null);
    else return;
    event.preventDefault();
  };

  // Tooltip anchored at the end of the active bar.
  let tooltipStyle: { left: number; top: number; transform: string } | null = null;
  if (active && activeDatum) {
    const start = (band(active.index) ?? 0) + band.bandwidth() / 2;
    if (horizontal) {
      const x = margin.left + value(activeDatum.value);
      const flip = x > width * 0.66;
      tooltipStyle = {
        left: x,
        top: margin.top + start,
        transform: flip ? `translate(calc(-100% - ${vars.space.sm}), -50%)` : `translate(${vars.space.sm}, -50%)`,
      };
    } else {
      const x = margin.left + start;
      tooltipStyle = {
        left: x,
        top: margin.top + value(activeDatum.value),
        transform: `translate(-50%, calc(-100% - ${vars.space.sm}))`,
      };
    }
  }

  return (
    <div ref={rootRef} className={css.plotRoot}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a keyboard-operated group: arrows move between data points */}
      <div
        role="group"
        tabIndex={0}
        aria-label={label}
        aria-describedby={keyboardHint ? hintId : undefined}
        className={css.plotFocus}
        onKeyDown={onKeyDown}
        onBlur={() => setActive((a) => (a?.source === 'keyboard' ? null : a))}
      >
        <svg width={width} height={height} className={css.svg} aria-hidden="true" focusable="false">
          <Group left={margin.left} top={margin.top}>
            {valueTicks.map((tick) =>
              horizontal ? (
                <line key={tick} className={css.gridLine} x1={value(tick)} x2={value(tick)} y1={0} y2={innerHeight} />
              ) : (
                <line key={tick} className={css.gridLine} x1={0} x2={innerWidth} y1={value(tick)} y2={value(tick)} />
              ),
            )}
            {clean.map((d, i) => {
              const offset = band(i) ?? 0;
              const length = horizontal ? value(d.value) : innerHeight - value(d.value);
              return (
                <Bar
                  key={`${i}-${d.label}`}
                  data-testid="chart-bar"
                  className={cx(css.bar, colorOf(i), active && active.index !== i && css.barDimmed)}
                  x={horizontal ? 0 : offset}
                  y={horizontal ? offset : value(d.value)}
                  width={horizontal ? Math.max(0, length) : band.bandwidth()}
                  height={horizontal ? band.bandwidth() : Math.max(0, length)}
                  onPointerEnter={() => setActive({ index: i, source: 'pointer' })}
                  onPointerLeave={() => setActive((a) => (a?.source === 'pointer' ? null : a))}
                />
              );
            })}
          </Group>
          {horizontal ? (
            <>
              <AxisLeft
                left={margin.left}
                top={margin.top}
                scale={band}
                tickFormat={(i) => shorten(clean[Number(i)]?.label ?? '')}
                hideTicks
                axisLineClassName={css.axisLine}
                tickClassName={css.axisTick}
                tickLabelProps={AXIS_LABEL_PROPS}
              />
              <AxisBottom
                left={margin.left}
                top={margin.top + innerHeight}
                scale={value}
                tickValues={valueTicks}
                tickFormat={(v) => formatValue(Number(v))}
                axisLineClassName={css.axisLine}
                tickClassName={css.axisTick}
                tickLabelProps={AXIS_LABEL_PROPS}
              />
            </>
          ) : (
            <>
              <AxisLeft
                left={margin.left}
                top={margin.top}
                scale={value}
                tickValues={valueTicks}
                tickFormat={(v) => formatValue(Number(v))}
                axisLineClassName={css.axisLine}
                tickClassName={css.axisTick}
                tickLabelProps={AXIS_LABEL_PROPS}
              />
              <AxisBottom
                left={margin.left}
                top={margin.top + innerHeight}
                scale={band}
                tickValues={thinTicks(indices, Math.max(2, Math.floor(innerWidth / 80)))}
                tickFormat={(i) => clean[Number(i)]?.label ?? ''}
                axisLineClassName={css.axisLine}
                tickClassName={css.axisTick}
                tickLabelProps={AXIS_LABEL_PROPS}
              />
            </>
          )}
        </svg>
      </div>
      {keyboardHint && <VisuallyHidden id={hintId}>{keyboardHint}</VisuallyHidden>}
      {tooltipStyle && activeDatum && (
        <div className={css.tooltip} aria-hidden="true" data-testid="chart-tooltip" style={tooltipStyle}>
          <span className={css.tooltipTitle}>{activeDatum.label}</span> {formatValue(activeDatum.value)}
        </div>
      )}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {active?.source === 'keyboard' ? activeText : ''}
      </VisuallyHidden>
    </div>
  );
}
