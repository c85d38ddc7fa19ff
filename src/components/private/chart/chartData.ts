// Pure data helpers shared by the charts, their summaries and their table alternatives.
// Inputs come from server reports, so every value is treated as untrusted: invalid dates and
// non-finite numbers are dropped instead of throwing.

export type TimeValue = Date | string | number;

export interface TimeSeriesPoint {
  x: TimeValue;
  y: number;
}

export interface TimeSeries {
  id: string;
  /** shown in the legend, the tooltip and the table header */
  label: string;
  points: readonly TimeSeriesPoint[];
}

export interface CategoryDatum {
  label: string;
  value: number;
}

/** One x position of a time-series chart with the value of every series (null where a series has none). */
export interface TimeRow {
  x: Date;
  values: (number | null)[];
}

export interface SeriesStats {
  id: string;
  label: string;
  total: number;
  /** the largest value and where it happened; null for a series without points */
  peak: { x: Date; y: number } | null;
  count: number;
}

export interface TimeSeriesSummaryInfo {
  series: SeriesStats[];
  /** sum over all series */
  total: number;
  /** first and last x over all series; null when there is no data */
  start: Date | null;
  end: Date | null;
}

export interface CategorySummaryInfo {
  total: number;
  /** the largest category; null when there is no data */
  peak: CategoryDatum | null;
  count: number;
}

export function toDate(value: TimeValue): Date | null {
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Series with their points converted to dates, sorted by time, invalid points dropped. */
export function normalizeSeries(
  series: readonly TimeSeries[],
): { id: string; label: string; points: { x: Date; y: number }[] }[] {
  return series.map((s) => ({
    id: s.id,
    label: s.label,
    points: s.points
      .map((p) => ({ x: toDate(p.x), y: p.y }))
      .filter((p): p is { x: Date; y: number } => p.x !== null && Number.isFinite(p.y))
      .sort((a, b) => a.x.getTime() - b.x.getTime()),
  }));
}

/** All distinct x positions over every series, in time order, with each series' value at that x. */
export function toTimeRows(series: readonly TimeSeries[]): TimeRow[] {
  const normal = normalizeSeries(series);
  const byTime = new Map<number, (number | null)[]>();
  normal.forEach((s, i) => {
    for (const p of s.points) {
      const key = p.x.getTime();
      let row = byTime.get(key);
      if (!row) {
        row = normal.map(() => null);
        byTime.set(key, row);
      }
      // Two points of one series at the same time add up (e.g. two report rows for one day).
      row[i] = (row[i] ?? 0) + p.y;
    }
  });
  return [...byTime.entries()].sort(([a], [b]) => a - b).map(([time, values]) => ({ x: new Date(time), values }));
}

export function hasTimeData(series: readonly TimeSeries[]): boolean {
  return toTimeRows(series).length > 0;
}

export function summarizeTimeSeries(series: readonly TimeSeries[]): TimeSeriesSummaryInfo {
  const rows = toTimeRows(series);
  const stats: SeriesStats[] = series.map((s, i) => {
    let total = 0;
    let count = 0;
    let peak: SeriesStats['peak'] = null;
    for (const row of rows) {
      const y = row.values[i];
      if (y === null || y === undefined) continue;
      total += y;
      count += 1;
      if (!peak || y > peak.y) peak = { x: row.x, y };
    }
    return { id: s.id, label: s.label, total, peak, count };
  });
  return {
    series: stats,
    total: stats.reduce((sum, s) => sum + s.total, 0),
    start: rows[0]?.x ?? null,
    end: rows[rows.length - 1]?.x ?? null,
  };
}

export function cleanCategories(data: readonly CategoryDatum[]): CategoryDatum[] {
  return data.filter((d) => Number.isFinite(d.value));
}

export function summarizeCategories(data: readonly CategoryDatum[]): CategorySummaryInfo {
  const clean = cleanCategories(data);
  let peak: CategoryDatum | null = null;
  for (const d of clean) if (!peak || d.value > peak.value) peak = d;
  return { total: clean.reduce((sum, d) => sum + d.value, 0), peak, count: clean.length };
}

/** Index of the row whose x is nearest to `time` (rows sorted by x); -1 for no rows. */
export function nearestRowIndex(rows: readonly TimeRow[], time: number): number {
  if (rows.length === 0) return -1;
  let lo = 0;
  let hi = rows.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (rows[mid]!.x.getTime() < time) lo = mid + 1;
    else hi = mid;
  }
  if (lo > 0 && Math.abs(rows[lo - 1]!.x.getTime() - time) <= Math.abs(rows[lo]!.x.getTime() - time)) return lo - 1;
  return lo;
}

/** At most `max` evenly spaced items (always including the first), for readable band-axis ticks. */
export function thinTicks<T>(items: readonly T[], max: number): T[] {
  if (items.length <= max || max < 1) return [...items];
  const step = Math.ceil(items.length / max);
  return items.filter((_, i) => i % step === 0);
}

/**
 * How many axis labels fit side by side in `width` px: each label takes its own width (the longest label's
 * characters × `charWidth`) plus `gap`. At least 1 (the first label is always shown).
 */
export function tickCapacity(width: number, labels: readonly string[], charWidth: number, gap = 16): number {
  const longest = Math.max(1, ...labels.map((l) => l.length));
  return Math.max(1, Math.floor((width + gap) / (longest * charWidth + gap)));
}

/**
 * Date ticks that never overlap: every k-th row's date, k chosen so that the labels fit in `width`
 * (tickCapacity). Chosen by position in the data, not by calendar (a d3 time scale's "every 2 days" restarts
 * on the 1st, which put "Oct 31" and "Nov 1" side by side).
 */
export function dateTicks(dates: readonly Date[], width: number, format: (d: Date) => string, charWidth: number): Date[] {
  if (dates.length === 0) return [];
  const max = tickCapacity(width, dates.map(format), charWidth);
  return thinTicks(dates, max);
}
