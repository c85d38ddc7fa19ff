// The visx half of TimeSeriesChart. Heavy (d3 scales + shapes + axes), so it is only reached through
// LazyChart's dynamic import and never from a component's index.ts.
import { useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear, scaleTime } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { vars } from '../../../theme/index.ts';
import { cx } from '../cx.ts';
import { VisuallyHidden } from '../../VisuallyHidden/index.ts';
import * as css from './Chart.css.ts';
import { AXIS_LABEL_PROPS } from './axisLabelProps.ts';
import { dateTicks, nearestRowIndex, toTimeRows, type TimeRow, type TimeSeries } from './chartData.ts';
import { useElementWidth } from './useElementWidth.ts';
import { useUniqueId } from '../../UniqueId/index.ts';

export interface TimeSeriesPlotProps {
  series: readonly TimeSeries[];
  variant: 'line' | 'bar';
  height: number;
  formatDate: (date: Date) => string;
  formatValue: (value: number) => string;
  /** accessible name of the focusable plot */
  label: string;
  /** visually hidden usage hint read when the plot gets focus (e.g. "Use the arrow keys …") */
  keyboardHint?: string;
}

const MARGIN = { top: 12, right: 16, bottom: 32 };
const FALLBACK_WIDTH = 640;
/** Rough width of one tick-label character in px at the axis font size, to size the left margin. */
const CHAR_WIDTH = 7;
const SHOW_DOTS_MAX_ROWS = 40;

type Source = 'pointer' | 'keyboard';

/** One line of the tooltip / announcement: "date: series value, series value". */
function describeRow(
  row: TimeRow,
  series: readonly TimeSeries[],
  formatDate: (d: Date) => string,
  formatValue: (v: number) => string,
): string {
  const values = series
    .map((s, i) => (row.values[i] == null ? null : `${s.label} ${formatValue(row.values[i]!)}`))
    .filter(Boolean);
  return `${formatDate(row.x)}: ${values.join(', ')}`;
}

export function TimeSeriesPlot({ series, variant, height, formatDate, formatValue, label, keyboardHint }: TimeSeriesPlotProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(rootRef, FALLBACK_WIDTH);
  const hintId = useUniqueId();
  const rows = useMemo(() => toTimeRows(series), [series]);
  const [active, setActive] = useState<{ index: number; source: Source } | null>(null);

  const maxY = Math.max(0, ...rows.flatMap((r) => r.values.map((v) => v ?? 0)));
  const yScaleProbe = scaleLinear<number>({ domain: [0, maxY > 0 ? maxY : 1], nice: true });
  const yTicks = yScaleProbe.ticks(Math.max(2, Math.floor(height / 50)));
  const left = Math.max(32, 12 + CHAR_WIDTH * Math.max(...yTicks.map((t) => formatValue(t).length), 1));
  const innerWidth = Math.max(0, width - left - MARGIN.right);
  const innerHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  const yScale = scaleLinear<number>({ domain: yScaleProbe.domain(), range: [innerHeight, 0] });

  const times = rows.map((r) => r.x.getTime());
  const first = times[0] ?? 0;
  const last = times[times.length - 1] ?? 0;
  // A single point still needs a time span to draw in: pad it by half a day on each side.
  const halfDay = 12 * 60 * 60 * 1000;
  const timeScale = scaleTime<number>({
    domain: first === last ? [new Date(first - halfDay), new Date(last + halfDay)] : [new Date(first), new Date(last)],
    range: [0, innerWidth],
  });
  const bandScale = scaleBand<number>({ domain: times, range: [0, innerWidth], padding: 0.2 });
  const groupScale = scaleBand<number>({ domain: series.map((_, i) => i), range: [0, bandScale.bandwidth()], padding: 0.1 });

  const xCenter = (index: number): number => {
    const time = times[index] ?? 0;
    return variant === 'bar' ? (bandScale(time) ?? 0) + bandScale.bandwidth() / 2 : timeScale(new Date(time));
  };

  const activeRow = active ? rows[active.index] : undefined;
  const activeText = activeRow ? describeRow(activeRow, series, formatDate, formatValue) : '';

  const moveTo = (index: number) => setActive({ index: Math.min(rows.length - 1, Math.max(0, index)), source: 'keyboard' });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = active?.index ?? -1;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowUp':
        moveTo(current < 0 ? 0 : current + 1);
        break;
      case 'ArrowLeft':
      case 'ArrowDown':
        moveTo(current < 0 ? rows.length - 1 : current - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(rows.length - 1);
        break;
      case 'Escape':
        if (!active) return;
        setActive(null);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const onPointerMove = (event: PointerEvent<SVGRectElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = event.clientX - box.left;
    let index: number;
    if (variant === 'bar') {
      const step = bandScale.step();
      index = step > 0 ? Math.floor((x - bandScale.paddingOuter() * step) / step) : 0;
    } else {
      index = nearestRowIndex(rows, timeScale.invert(x).getTime());
    }
    if (index >= 0 && index < rows.length) setActive({ index, source: 'pointer' });
  };

  const tooltipX = active ? left + xCenter(active.index) : 0;
  const tooltipOnLeft = tooltipX > width / 2;

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
          <Group left={left} top={MARGIN.top}>
            {yTicks.map((tick) => (
              <line key={tick} className={css.gridLine} x1={0} x2={innerWidth} y1={yScale(tick)} y2={yScale(tick)} />
            ))}
            {variant === 'bar'
              ? rows.map((row, rowIndex) =>
                  row.values.map((value, seriesIndex) =>
                    value == null ? null : (
                      <Bar
                        key={`${row.x.getTime()}-${seriesIndex}`}
                        data-testid="chart-bar"
                        className={cx(
                          css.bar,
                          css.seriesFill[seriesIndex % css.seriesCount],
                          active && active.index !== rowIndex && css.barDimmed,
                        )}
                        x={(bandScale(row.x.getTime()) ?? 0) + (groupScale(seriesIndex) ?? 0)}
                        y={yScale(value)}
                        width={groupScale.bandwidth()}
                        height={Math.max(0, innerHeight - yScale(value))}
                      />
                    ),
                  ),
                )
              : series.map((s, seriesIndex) => {
                  const points = rows.filter((r) => r.values[seriesIndex] != null);
                  return (
                    <g key={s.id}>
                      <LinePath<TimeRow>
                        data={points}
                        x={(r) => timeScale(r.x)}
                        y={(r) => yScale(r.values[seriesIndex] ?? 0)}
                        className={cx(css.line, css.seriesStroke[seriesIndex % css.seriesCount])}
                      />
                      {rows.length <= SHOW_DOTS_MAX_ROWS &&
                        points.map((r) => (
                          <circle
                            key={r.x.getTime()}
                            className={cx(css.dot, css.seriesFill[seriesIndex % css.seriesCount])}
                            cx={timeScale(r.x)}
                            cy={yScale(r.values[seriesIndex] ?? 0)}
                            r={3}
                          />
                        ))}
                    </g>
                  );
                })}
            {active && activeRow && (
              <g data-testid="chart-cursor">
                <line className={css.cursorLine} x1={xCenter(active.index)} x2={xCenter(active.index)} y1={0} y2={innerHeight} />
                {variant === 'line' &&
                  activeRow.values.map((value, seriesIndex) =>
                    value == null ? null : (
                      <circle
                        key={seriesIndex}
                        className={cx(css.dot, css.seriesFill[seriesIndex % css.seriesCount])}
                        cx={xCenter(active.index)}
                        cy={yScale(value)}
                        r={5}
                      />
                    ),
                  )}
              </g>
            )}
            <rect
              className={css.overlay}
              width={innerWidth}
              height={innerHeight}
              onPointerMove={onPointerMove}
              onPointerLeave={() => setActive((a) => (a?.source === 'pointer' ? null : a))}
            />
          </Group>
          <AxisLeft
            left={left}
            top={MARGIN.top}
            scale={yScale}
            tickValues={yTicks}
            tickFormat={(v) => formatValue(Number(v))}
            axisLineClassName={css.axisLine}
            tickClassName={css.axisTick}
            tickLabelProps={AXIS_LABEL_PROPS}
          />
          {variant === 'bar' ? (
            <AxisBottom
              left={left}
              top={MARGIN.top + innerHeight}
              scale={bandScale}
              tickValues={dateTicks(
                rows.map((r) => r.x),
                innerWidth,
                formatDate,
                CHAR_WIDTH,
              ).map((d) => d.getTime())}
              tickFormat={(t) => formatDate(new Date(Number(t)))}
              axisLineClassName={css.axisLine}
              tickClassName={css.axisTick}
              tickLabelProps={AXIS_LABEL_PROPS}
            />
          ) : (
            <AxisBottom
              left={left}
              top={MARGIN.top + innerHeight}
              scale={timeScale}
              tickValues={dateTicks(
                rows.map((r) => r.x),
                innerWidth,
                formatDate,
                CHAR_WIDTH,
              )}
              tickFormat={(t) => formatDate(t instanceof Date ? t : new Date(Number(t)))}
              axisLineClassName={css.axisLine}
              tickClassName={css.axisTick}
              tickLabelProps={AXIS_LABEL_PROPS}
            />
          )}
        </svg>
      </div>
      {keyboardHint && <VisuallyHidden id={hintId}>{keyboardHint}</VisuallyHidden>}
      {active && activeRow && (
        <div
          className={css.tooltip}
          aria-hidden="true"
          data-testid="chart-tooltip"
          style={{
            left: tooltipX,
            top: MARGIN.top,
            transform: tooltipOnLeft ? `translateX(calc(-100% - ${vars.space.sm}))` : `translateX(${vars.space.sm})`,
          }}
        >
          <div className={css.tooltipTitle}>{formatDate(activeRow.x)}</div>
          {series.map((s, i) =>
            activeRow.values[i] == null ? null : (
              <div key={s.id} className={css.tooltipRow}>
                <span className={cx(css.swatch, css.seriesSwatch[i % css.seriesCount])} />
                <span>{s.label}</span>
                <strong>{formatValue(activeRow.values[i]!)}</strong>
              </div>
            ),
          )}
        </div>
      )}
      {/* Keyboard exploration is announced; pointer hovering is not (it would chatter). */}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {active?.source === 'keyboard' ? activeText : ''}
      </VisuallyHidden>
      {series.length > 1 && (
        <ul className={css.legend}>
          {series.map((s, i) => (
            <li key={s.id} className={css.legendItem}>
              <span className={cx(css.swatch, css.seriesSwatch[i % css.seriesCount])} aria-hidden="true" />
              {s.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
