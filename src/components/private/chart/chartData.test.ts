import { describe, expect, it } from 'vitest';
import {
  nearestRowIndex,
  normalizeSeries,
  summarizeCategories,
  summarizeTimeSeries,
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
