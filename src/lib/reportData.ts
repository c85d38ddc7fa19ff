// Reading report data (docs/reporting.md): the series and breakdowns of the documented schema and its
// tolerated shapes, from a response the key-activity screen loaded or the data a page embedded (read by the
// adapter). Tolerant and pure: junk is dropped, never thrown on; a hostile or broken answer cannot make the
// page slow or huge (the limits below).
import type { ReportBreakdown, ReportBreakdownItem, ReportData, ReportPoint, ReportSeries } from '../model/report.ts';
import { readCount, readDate, readId, readText } from './reportValues.ts';
import { isPlainObject } from './objects.ts';

// Limits (a hostile or broken response must not make the page slow or huge)

/** at most this many series and breakdowns are kept (the chart palette has eight colours) */
export const MAX_SERIES = 8;
/** at most this many points per series (a year of days, or two weeks of hours) */
export const MAX_POINTS = 400;
/** at most this many items per breakdown */
export const MAX_ITEMS = 50;

// ---------------------------------------------------------------------------------------------
// The response (schema: docs/reporting.md)

const DATE_KEYS = ['date', 'day', 'time', 'timestamp', 'period', 'x'] as const;
const VALUE_KEYS = ['value', 'count', 'calls', 'y', 'total'] as const;
const LABEL_KEYS = ['label', 'name', 'title'] as const;
const COLUMN_DATE_KEYS = ['dates', 'days', 'times', 'x', 'labels'] as const;

function pick(o: Record<string, unknown>, keys: readonly string[]): unknown {
  for (const k of keys) if (o[k] !== undefined) return o[k];
  return undefined;
}

function readPoint(p: unknown): ReportPoint | null {
  if (Array.isArray(p) && p.length >= 2) {
    const date = readDate(p[0]);
    const value = readCount(p[1]);
    return date && value !== null ? { date, value } : null;
  }
  if (isPlainObject(p)) {
    const date = readDate(pick(p, DATE_KEYS));
    const value = readCount(pick(p, VALUE_KEYS));
    return date && value !== null ? { date, value } : null;
  }
  return null;
}

/** Points sorted by date; two points for one date add up; capped at MAX_POINTS (the latest kept). */
function cleanPoints(points: (ReportPoint | null)[]): ReportPoint[] {
  const byDate = new Map<string, number>();
  for (const p of points) if (p) byDate.set(p.date, (byDate.get(p.date) ?? 0) + p.value);
  const sorted = [...byDate.entries()]
    .map(([date, value]) => ({ date, value }))
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  return sorted.slice(-MAX_POINTS);
}

function series(id: string | null, label: string | null, points: (ReportPoint | null)[]): ReportSeries | null {
  if (!id) return null;
  return { id, label, points: cleanPoints(points) };
}

/** canonical: series: [{ id, label, points: [{ date, value }] | [[date, value]] }] */
function readSeriesList(list: unknown[]): ReportSeries[] {
  return list
    .map((s, i) => {
      if (!isPlainObject(s)) return null;
      const points = Array.isArray(s.points)
        ? s.points
        : Array.isArray(s.data)
          ? s.data
          : Array.isArray(s.values)
            ? s.values
            : [];
      return series(
        readId(s.id) ?? readId(pick(s, LABEL_KEYS)) ?? `series_${i + 1}`,
        readText(pick(s, LABEL_KEYS)),
        (points as unknown[]).map(readPoint),
      );
    })
    .filter((s): s is ReportSeries => s !== null);
}

/** columns: { days: [...], calls: [...], errors: [...] } */
function readColumns(o: Record<string, unknown>): ReportSeries[] {
  const dateKey = COLUMN_DATE_KEYS.find((k) => Array.isArray(o[k]));
  if (!dateKey) return [];
  const dates = (o[dateKey] as unknown[]).map(readDate);
  return Object.entries(o)
    .filter(([k, v]) => k !== dateKey && Array.isArray(v))
    .map(([k, v]) =>
      series(
        readId(k),
        null,
        (v as unknown[]).map((value, i) => {
          const date = dates[i];
          const n = readCount(value);
          return date && n !== null ? { date, value: n } : null;
        }),
      ),
    )
    .filter((s): s is ReportSeries => s !== null);
}

/** rows: [{ date|day: …, calls: n, errors: n, … }] — every numeric field but the date is a series */
function readRows(rows: unknown[]): ReportSeries[] {
  const acc = new Map<string, (ReportPoint | null)[]>();
  for (const row of rows) {
    if (!isPlainObject(row)) continue;
    const date = readDate(pick(row, DATE_KEYS));
    if (!date) continue;
    for (const [k, v] of Object.entries(row)) {
      if ((DATE_KEYS as readonly string[]).includes(k)) continue;
      const id = readId(k);
      const n = readCount(v);
      if (!id || n === null) continue;
      const list = acc.get(id) ?? [];
      list.push({ date, value: n });
      acc.set(id, list);
    }
  }
  return [...acc.entries()].map(([id, points]) => series(id, null, points)).filter((s): s is ReportSeries => s !== null);
}

/** Google DataTable JSON: { cols: [{ id, label, type }], rows: [{ c: [{ v }] }] } — first column the date */
function readDataTable(o: Record<string, unknown>): ReportSeries[] {
  const cols = Array.isArray(o.cols) ? o.cols : [];
  const rows = Array.isArray(o.rows) ? o.rows : [];
  if (cols.length < 2) return [];
  return cols
    .slice(1)
    .map((col, j) => {
      const c = isPlainObject(col) ? col : {};
      const points = rows.map((row) => {
        const cells = isPlainObject(row) && Array.isArray(row.c) ? row.c : [];
        const cell = (i: number) => {
          const x = cells[i];
          return isPlainObject(x) ? x.v : x;
        };
        const date = readDate(cell(0));
        const n = readCount(cell(j + 1));
        return date && n !== null ? { date, value: n } : null;
      });
      return series(readId(c.id) ?? readId(c.label) ?? `series_${j + 1}`, readText(c.label), points);
    })
    .filter((s): s is ReportSeries => s !== null);
}

/** breakdowns: [{ id, label, items: [{ label, value }] }] or { method: { GET: 10, … }, … } */
function readBreakdowns(value: unknown): ReportBreakdown[] {
  const readItems = (items: unknown): ReportBreakdownItem[] => {
    const list: ReportBreakdownItem[] = Array.isArray(items)
      ? items
          .map((it) => {
            if (Array.isArray(it)) {
              const label = readText(String(it[0] ?? ''));
              const v = readCount(it[1]);
              return label && v !== null ? { label, value: v } : null;
            }
            if (!isPlainObject(it)) return null;
            const label =
              readText(pick(it, LABEL_KEYS)) ??
              (typeof it.code === 'number' || typeof it.code === 'string' ? String(it.code) : null);
            const v = readCount(pick(it, VALUE_KEYS));
            return label && v !== null ? { label, value: v } : null;
          })
          .filter((x): x is ReportBreakdownItem => x !== null)
      : isPlainObject(items)
        ? Object.entries(items)
            .map(([label, v]) => {
              const n = readCount(v);
              return readText(label) && n !== null ? { label: readText(label)!, value: n } : null;
            })
            .filter((x): x is ReportBreakdownItem => x !== null)
        : [];
    return list.slice(0, MAX_ITEMS);
  };
  if (Array.isArray(value)) {
    return value
      .map((b, i) => {
        if (!isPlainObject(b)) return null;
        const id = readId(b.id) ?? readId(pick(b, LABEL_KEYS)) ?? `breakdown_${i + 1}`;
        return { id, label: readText(pick(b, LABEL_KEYS)), items: readItems(b.items ?? b.data ?? b.values) };
      })
      .filter((b): b is ReportBreakdown => b !== null && b.items.length > 0);
  }
  if (isPlainObject(value)) {
    return Object.entries(value)
      .map(([k, items]) => ({ id: readId(k) ?? 'breakdown', label: null, items: readItems(items) }))
      .filter((b) => b.items.length > 0);
  }
  return [];
}

/** Does a report hold anything at all (a point or a breakdown)? */
export function hasData(d: ReportData): boolean {
  return d.series.some((s) => s.points.length > 0) || d.breakdowns.length > 0;
}

/**
 * Reads a report response in the documented schema or one of the tolerated shapes (docs/reporting.md):
 * canonical `{ series: [{ id, points }] , breakdowns }`, column arrays `{ series: { days, calls } }`,
 * row records `{ days|rows|data: [{ date, calls, … }] }`, a Google DataTable `{ cols, rows }`, or a bare
 * array of row records. null when nothing in it is a report.
 */
export function parseReportResponse(json: unknown): ReportData | null {
  const root: Record<string, unknown> | null = Array.isArray(json) ? { rows: json } : isPlainObject(json) ? json : null;
  if (!root) return null;
  // some services wrap the payload: { report: {…} } / { data: {…} }
  for (const k of ['report', 'result']) if (isPlainObject(root[k])) return parseReportResponse(root[k]);
  if (isPlainObject(root.data) && !Array.isArray(root.data)) return parseReportResponse(root.data);

  let list: ReportSeries[] = [];
  if (Array.isArray(root.series)) list = readSeriesList(root.series);
  else if (isPlainObject(root.series)) list = readColumns(root.series);
  else if (Array.isArray(root.cols)) list = readDataTable(root);
  else {
    const rowsKey = (['days', 'rows', 'data', 'items'] as const).find((k) => Array.isArray(root[k]));
    if (rowsKey) list = readRows(root[rowsKey] as unknown[]);
    else list = readColumns(root);
  }
  const breakdowns = readBreakdowns(root.breakdowns ?? root.breakdown).slice(0, MAX_SERIES);
  const interval =
    root.interval === 'hour' || root.interval === 'hourly'
      ? 'hour'
      : root.interval === 'day' || root.interval === 'daily' || root.daily === true
        ? 'day'
        : null;
  const data: ReportData = {
    from: readDate(root.from ?? root.start) ?? null,
    to: readDate(root.to ?? root.end) ?? null,
    timezone: readText(root.timezone ?? root.tz ?? root.timeZone, 64),
    interval,
    series: list.filter((s) => s.points.length > 0).slice(0, MAX_SERIES),
    breakdowns,
  };
  // an object that carries none of the known report fields is not a report
  const known = ['series', 'cols', 'days', 'rows', 'data', 'items', 'breakdowns', 'breakdown', 'dates', 'from', 'to'].some(
    (k) => root[k] !== undefined,
  );
  if (!known && !hasData(data)) return null;
  return data;
}

/** Is there anything to draw? (An ok report may be empty: no calls in the period.) */
export function isEmptyReport(data: ReportData): boolean {
  return (
    !data.series.some((s) => s.points.some((p) => p.value > 0)) && !data.breakdowns.some((b) => b.items.some((i) => i.value > 0))
  );
}

/** The largest value of a series (0 when it has none above zero). */
function peakOf(series: ReportSeries): number {
  return series.points.reduce((m, p) => (p.value > m ? p.value : m), 0);
}

/**
 * The series split into charts with their own value scale, so that small series do not vanish on an axis
 * made for a large one (calls in the thousands, errors in the tens): each group holds the series whose peak
 * is at least 1/`ratio` of the group's largest peak; the rest form the next group. Series without any value
 * above zero join the last group. Order is kept within and between groups (the first group holds the largest).
 */
export function groupSeriesByScale(series: readonly ReportSeries[], ratio = 10): ReportSeries[][] {
  const groups: ReportSeries[][] = [];
  let rest = [...series];
  while (rest.length) {
    const top = Math.max(...rest.map(peakOf));
    if (top <= 0) {
      const last = groups[groups.length - 1];
      if (last) last.push(...rest);
      else groups.push(rest);
      break;
    }
    const group = rest.filter((s) => peakOf(s) * ratio >= top);
    groups.push(group);
    rest = rest.filter((s) => !group.includes(s));
  }
  return groups;
}
