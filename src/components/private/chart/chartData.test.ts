import { describe, expect, it } from 'vitest';
import {
  dateTicks,
  nearestRowIndex,
  normalizeSeries,
  summarizeCategories,
  summarizeTimeSeries,
  tickCapacity,
  thinTicks,
  toTimeRows,
} from './chartData.ts';

const day = (d: number) => `2024-03-0${d}T00:00:00Z`;

describe('toTimeRows', () => {
  it('merges the x positions of all series in time order, with null where a series has no value', () => {
    const rows = toTimeRows([
      {
        id: 'a',
        label: 'Calls',
        points: [
          { x: day(3), y: 5 },
          { x: day(1), y: 2 },
        ],
      },
      { id: 'b', label: 'Blocked', points: [{ x: day(2), y: 1 }] },
    ]);
    expect(rows.map((r) => r.x.toISOString().slice(0, 10))).toEqual(['2024-03-01', '2024-03-02', '2024-03-03']);
    expect(rows.map((r) => r.values)).toEqual([
      [2, null],
      [null, 1],
      [5, null],
    ]);
  });

  it('drops invalid dates and non-finite values instead of throwing', () => {
    const rows = toTimeRows([
      {
        id: 'a',
        label: 'Calls',
        points: [
          { x: 'not a date', y: 4 },
          { x: day(1), y: Number.NaN },
          { x: day(2), y: 7 },
        ],
      },
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.values).toEqual([7]);
  });

  it('adds up two points of one series at the same time', () => {
    const rows = toTimeRows([
      {
        id: 'a',
        label: 'Calls',
        points: [
          { x: day(1), y: 2 },
          { x: new Date(day(1)), y: 3 },
        ],
      },
    ]);
    expect(rows[0]!.values).toEqual([5]);
  });

  it('accepts Date, ISO string and epoch milliseconds', () => {
    const t = Date.parse(day(4));
    const [s] = normalizeSeries([
      {
        id: 'a',
        label: 'A',
        points: [
          { x: t, y: 1 },
          { x: new Date(t), y: 2 },
          { x: day(4), y: 3 },
        ],
      },
    ]);
    expect(s!.points.every((p) => p.x.getTime() === t)).toBe(true);
  });
});

describe('summaries', () => {
  it('computes totals, peaks and the time span per series and overall', () => {
    const info = summarizeTimeSeries([
      {
        id: 'a',
        label: 'Calls',
        points: [
          { x: day(1), y: 2 },
          { x: day(2), y: 9 },
          { x: day(3), y: 4 },
        ],
      },
      { id: 'b', label: 'Blocked', points: [{ x: day(2), y: 1 }] },
    ]);
    expect(info.total).toBe(16);
    expect(info.series[0]).toMatchObject({ label: 'Calls', total: 15, count: 3, peak: { y: 9 } });
    expect(info.series[0]!.peak!.x.toISOString()).toBe('2024-03-02T00:00:00.000Z');
    expect(info.series[1]).toMatchObject({ total: 1, count: 1 });
    expect(info.start!.toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(info.end!.toISOString()).toBe('2024-03-03T00:00:00.000Z');
  });

  it('reports no peak and no span for empty data', () => {
    const info = summarizeTimeSeries([{ id: 'a', label: 'Calls', points: [] }]);
    expect(info).toMatchObject({ total: 0, start: null, end: null });
    expect(info.series[0]!.peak).toBeNull();
  });

  it('summarises categories: total, largest, count', () => {
    expect(
      summarizeCategories([
        { label: 'GET', value: 3 },
        { label: 'POST', value: 8 },
        { label: 'bad', value: Number.POSITIVE_INFINITY },
      ]),
    ).toEqual({ total: 11, peak: { label: 'POST', value: 8 }, count: 2 });
    expect(summarizeCategories([])).toEqual({ total: 0, peak: null, count: 0 });
  });
});

describe('nearestRowIndex and thinTicks', () => {
  const rows = toTimeRows([{ id: 'a', label: 'A', points: [1, 2, 3, 4].map((d) => ({ x: day(d), y: d })) }]);
  it('finds the nearest row to a time', () => {
    expect(nearestRowIndex(rows, Date.parse(day(1)) - 1000)).toBe(0);
    expect(nearestRowIndex(rows, Date.parse(day(2)) + 3600_000)).toBe(1);
    expect(nearestRowIndex(rows, Date.parse(day(3)) - 3600_000)).toBe(2);
    expect(nearestRowIndex(rows, Date.parse(day(4)) + 9e9)).toBe(3);
    expect(nearestRowIndex([], 0)).toBe(-1);
  });
  it('keeps at most the requested number of evenly spaced ticks', () => {
    expect(thinTicks([1, 2, 3], 5)).toEqual([1, 2, 3]);
    expect(thinTicks([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 4)).toEqual([1, 4, 7, 10]);
  });
});

describe('date ticks that never overlap (#13: "Oct 31Nov 1")', () => {
  const fmt = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const format = (d: Date) => fmt.format(d);
  const days = (from: string, n: number) => Array.from({ length: n }, (_, i) => new Date(Date.parse(from) + i * 86_400_000));
  const CHAR = 7;
  const GAP = 16;
  /** the label boxes as the axis lays them out (centred on their date's position) */
  const overlapping = (dates: Date[], ticks: Date[], width: number) => {
    const step = width / Math.max(1, dates.length - 1);
    const boxes = ticks.map((t) => {
      const x = dates.findIndex((d) => d.getTime() === t.getTime()) * step;
      const w = format(t).length * CHAR;
      return [x - w / 2, x + w / 2] as const;
    });
    return boxes.filter((b, i) => i > 0 && b[0] < boxes[i - 1]![1]).length;
  };

  it('tickCapacity: how many labels of that length fit side by side', () => {
    expect(tickCapacity(1000, ['Oct 31'], CHAR, GAP)).toBe(Math.floor((1000 + GAP) / (6 * CHAR + GAP)));
    expect(tickCapacity(10, ['September 30'], CHAR)).toBe(1);
    expect(tickCapacity(300, [], CHAR)).toBeGreaterThan(1);
  });

  it('a month boundary never puts two neighbouring days side by side when they do not fit', () => {
    const dates = days('2026-10-29T00:00:00Z', 30);
    for (const width of [300, 600, 1000, 1200]) {
      const ticks = dateTicks(dates, width, format, CHAR);
      expect(ticks[0]).toEqual(dates[0]);
      expect(overlapping(dates, ticks, width), `width ${width}`).toBe(0);
      // evenly spaced by position: the same number of days between every pair of ticks
      const gaps = new Set(ticks.slice(1).map((t, i) => Math.round((t.getTime() - ticks[i]!.getTime()) / 86_400_000)));
      expect(gaps.size).toBeLessThanOrEqual(1);
    }
    // "Oct 31" and "Nov 1" are both ticks only when there is room for every day
    const narrow = dateTicks(dates, 600, format, CHAR).map(format);
    expect(narrow.includes('Oct 31') && narrow.includes('Nov 1')).toBe(false);
  });

  it('every day when there is room; one tick for one day; none for no data', () => {
    const week = days('2026-11-21T00:00:00Z', 7);
    expect(dateTicks(week, 1000, format, CHAR)).toEqual(week);
    expect(dateTicks(week.slice(0, 1), 100, format, CHAR)).toEqual(week.slice(0, 1));
    expect(dateTicks([], 100, format, CHAR)).toEqual([]);
    // 90 days in 300 px: few, readable labels
    const quarter = days('2026-08-29T00:00:00Z', 90);
    const ticks = dateTicks(quarter, 300, format, CHAR);
    expect(ticks.length).toBeLessThanOrEqual(tickCapacity(300, quarter.map(format), CHAR));
    expect(overlapping(quarter, ticks, 300)).toBe(0);
  });
});
