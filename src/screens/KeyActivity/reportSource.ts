// The key-activity report as data. The hosted portal feeds its report with its own scripts and an
// inline `initCharts(…)` call whose response fields are not documented, so this module states ONE
// assumed schema (docs/reporting.md), reads it tolerantly, and reports "unavailable" — never throws —
// when the data cannot be had; the screen then falls back to the server's own report scripts.
//
// Pure except for `createReportSource`, which only calls the `request` function it is given (the
// runtime's same-origin request service). No DOM, no window, no fetch of its own.
import type { FormModel, ReportInit } from '../../adapter/types.ts';

// ---------------------------------------------------------------------------------------------
// Types

/** What the page says about its report (the parsed `initCharts(…)` arguments), ready to use. */
export interface ReportConfig {
  /** the API key the report is for (first string argument) */
  key: string | null;
  /** start and end of the period as the page wrote them (yyyy-mm-dd or ISO date-time) */
  from: string | null;
  to: string | null;
  /** time zone named by the page (`tz` / `timezone` option) */
  timezone: string | null;
  /**
   * where the series come from: the page's `dataUrl` option, else the assumed endpoint
   * `<key-activity page path>/data.json` (docs/reporting.md); root-relative or null when unsafe
   */
  dataUrl: string | null;
  /** true when `dataUrl` is the assumed endpoint, not one the page named */
  assumedEndpoint: boolean;
  /** series the page embedded in its call (the `series` / `data` option), shown without a request */
  inline: ReportData | null;
  /** the `initCharts` arguments, for the legacy fallback (the server's own scripts) */
  legacyArgs: unknown[] | null;
}

export interface ReportPoint {
  /** yyyy-mm-dd for daily data, else an ISO date-time */
  date: string;
  value: number;
}

export interface ReportSeries {
  /** `calls`, `blocked`, `errors` … (lower case) */
  id: string;
  /** the response's own label, when it has one (the screen labels known ids itself) */
  label: string | null;
  points: ReportPoint[];
}

export interface ReportBreakdownItem {
  label: string;
  value: number;
}

export interface ReportBreakdown {
  /** `method`, `response` … */
  id: string;
  label: string | null;
  items: ReportBreakdownItem[];
}

export interface ReportData {
  from: string | null;
  to: string | null;
  timezone: string | null;
  interval: 'day' | 'hour' | null;
  series: ReportSeries[];
  breakdowns: ReportBreakdown[];
}

export type ReportResult =
  | { status: 'ok'; data: ReportData; source: 'inline' | 'request' }
  | { status: 'unavailable'; reason: string };

export interface ReportSource {
  readonly config: ReportConfig;
  /**
   * The report for a selection of the date selector (its field values). Without `selection` the page's
   * own period (inline data when the page embedded it). Never rejects; an aborted load resolves as
   * unavailable with reason 'aborted'.
   */
  load(selection?: Record<string, string> | null, signal?: AbortSignal): Promise<ReportResult>;
}

export type RequestFn = (url: string, init?: RequestInit) => Promise<Response>;

// ---------------------------------------------------------------------------------------------
// Limits (a hostile or broken response must not make the page slow or huge)

/** at most this many series and breakdowns are kept (the chart palette has eight colours) */
export const MAX_SERIES = 8;
/** at most this many points per series (a year of days, or two weeks of hours) */
export const MAX_POINTS = 400;
/** at most this many items per breakdown */
export const MAX_ITEMS = 50;
/** responses larger than this are not parsed */
export const MAX_RESPONSE_CHARS = 2_000_000;

/** The legacy scripts the hosted portal offers for its report (server-markup §1.4, spec §7), in load order. */
export const LEGACY_REPORT_SCRIPTS = [
  'https://www.google.com/jsapi',
  '/public/Mashery/scripts/Mashery/source/underscore.js',
  '/public/Mashery/scripts/MasheryAdmin/Reports/config/defaults.js',
  '/public/Mashery/scripts/MasheryAdmin/Reports/config/packages/developer_drillin.js',
  '/public/Mashery/scripts/MasheryDeveloperReports.js',
] as const;

/** The function the legacy scripts define and the page calls with its report arguments. */
export const LEGACY_INIT_FUNCTION = 'initCharts';

/** Ids the legacy scripts draw into besides the chart containers (server-markup §3.7). */
export const LEGACY_DETAIL_IDS = ['detailTables', 'detailTables_multicontainer'] as const;

// ---------------------------------------------------------------------------------------------
// Small readers

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const FALLBACK_BASE = 'https://portal.invalid/';

/** A number from a number or a numeric string ("5,000", " 12 "); null otherwise. Negative counts are dropped. */
export function readCount(value: unknown): number | null {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && /^\s*-?[\d,]*\.?\d+\s*$/.test(value)) n = Number(value.replace(/[,\s]/g, ''));
  else return null;
  return Number.isFinite(n) && n >= 0 ? n : null;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const GOOGLE_DATE = /^Date\(\s*(\d{4})\s*,\s*(\d{1,2})\s*,\s*(\d{1,2})(?:\s*,\s*(\d{1,2})\s*(?:,\s*(\d{1,2})\s*(?:,\s*(\d{1,2})\s*)?)?)?\)$/;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A report date as yyyy-mm-dd (midnight values) or an ISO date-time string; null when unreadable.
 * Accepts yyyy-mm-dd, ISO date-times, epoch milliseconds (or seconds), and Google DataTable
 * `Date(y, m, d[, h, min, s])` strings (month counted from 0).
 */
export function readDate(value: unknown): string | null {
  if (typeof value === 'string') {
    const s = value.trim();
    const day = ISO_DAY.exec(s);
    if (day) {
      const d = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
      return Number.isNaN(d.getTime()) || d.getUTCDate() !== Number(day[3]) ? null : s;
    }
    const g = GOOGLE_DATE.exec(s);
    if (g) {
      const [y, m, d, h = '0', min = '0', sec = '0'] = g.slice(1).map((x) => x ?? '0') as string[];
      const date = new Date(Date.UTC(Number(y), Number(m), Number(d), Number(h), Number(min), Number(sec)));
      return fromTime(date.getTime());
    }
    if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(s)) {
      // a date-time without a zone is read as UTC (report times are the portal's, not the browser's)
      const iso = s.replace(' ', 'T');
      const t = Date.parse(/Z$|[+-]\d{2}:?\d{2}$/.test(iso) ? iso : `${iso}Z`);
      return Number.isNaN(t) ? null : fromTime(t);
    }
    if (/^\d{9,13}$/.test(s)) return readDate(Number(s));
    return null;
  }
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) {
    // seconds before ~2286 are below 1e10; milliseconds above
    return fromTime(value < 1e10 ? value * 1000 : value);
  }
  return null;
}

/** yyyy-mm-dd for a UTC midnight, else the ISO date-time. */
function fromTime(t: number): string | null {
  if (!Number.isFinite(t)) return null;
  const d = new Date(t);
  if (Number.isNaN(d.getTime())) return null;
  if (d.getUTCHours() === 0 && d.getUTCMinutes() === 0 && d.getUTCSeconds() === 0 && d.getUTCMilliseconds() === 0) {
    return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  }
  return d.toISOString();
}

const ID_RE = /[^a-z0-9_-]+/g;
/** A series / breakdown id: lower case, letters, digits, `_` and `-` only. */
export function readId(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const id = value.trim().toLowerCase().replace(/\s+/g, '_').replace(ID_RE, '').slice(0, 40);
  return id || null;
}

const readText = (value: unknown, max = 120): string | null =>
  typeof value === 'string' && value.trim() ? value.trim().replace(/\s+/g, ' ').slice(0, max) : null;

/** A same-origin URL as root-relative path + query; null for other hosts, other schemes or junk. */
export function sameOriginPath(url: unknown, pageUrl: string): string | null {
  if (typeof url !== 'string' || !url.trim()) return null;
  try {
    const page = new URL(pageUrl, FALLBACK_BASE);
    const u = new URL(url.trim(), page);
    if (u.origin !== page.origin || (u.protocol !== 'http:' && u.protocol !== 'https:')) return null;
    return `${u.pathname}${u.search}`;
  } catch {
    return null;
  }
}

/** `path?query` with `params` set (replacing existing values of the same names); empty values dropped. */
export function withParams(url: string, params: Record<string, string>): string {
  const u = new URL(url, FALLBACK_BASE);
  for (const [k, v] of Object.entries(params)) {
    if (v === '') u.searchParams.delete(k);
    else u.searchParams.set(k, v);
  }
  return `${u.pathname}${u.search}`;
}

// ---------------------------------------------------------------------------------------------
// The page's configuration

const DATA_URL_KEYS = ['dataUrl', 'dataURL', 'data_url', 'url', 'source'] as const;
const TZ_KEYS = ['tz', 'timezone', 'timeZone'] as const;
const INLINE_KEYS = ['series', 'data', 'days', 'rows'] as const;

/** The assumed data endpoint for a key-activity page: its own path plus `/data.json`. */
export function assumedEndpoint(pageUrl: string): string | null {
  try {
    const u = new URL(pageUrl, FALLBACK_BASE);
    if (!/\/key\/key-activity\//i.test(u.pathname)) return null;
    return `${u.pathname.replace(/\/+$/, '')}/data.json`;
  } catch {
    return null;
  }
}

/**
 * Reads the report configuration from the parsed `initCharts(…)` arguments (positional strings
 * key, from, to; the first object argument holds options) and the page URL.
 */
export function readReportConfig(init: ReportInit | null, pageUrl: string): ReportConfig {
  const args = init?.args ?? null;
  const strings = (args ?? []).filter((a): a is string => typeof a === 'string');
  const options = (args ?? []).find(isObject) ?? {};
  const dates = strings.map((s) => readDate(s));
  // the key is the first string that is not a date; the period the first two date strings
  const key = strings.find((_, i) => dates[i] === null)?.trim() || null;
  const period = dates.filter((d): d is string => d !== null);
  const named = DATA_URL_KEYS.map((k) => sameOriginPath(options[k], pageUrl)).find((u) => u !== null) ?? null;
  const fallback = named ? null : assumedEndpoint(pageUrl);
  const tz = TZ_KEYS.map((k) => readText(options[k], 64)).find((t) => t !== null) ?? null;
  let inline: ReportData | null = null;
  for (const k of INLINE_KEYS) {
    if (options[k] === undefined) continue;
    const parsed = parseReportResponse(k === 'series' && isObject(options[k]) ? { series: options[k] } : { [k]: options[k] });
    if (parsed && hasData(parsed)) {
      inline = { ...parsed, from: parsed.from ?? period[0] ?? null, to: parsed.to ?? period[1] ?? null, timezone: parsed.timezone ?? tz };
      break;
    }
  }
  return {
    key,
    from: period[0] ?? null,
    to: period[1] ?? null,
    timezone: tz,
    dataUrl: named ?? fallback,
    assumedEndpoint: !named && fallback !== null,
    inline,
    legacyArgs: args,
  };
}

/** The date selector's current values (selected option / value of each field, hidden fields included). */
export function selectionOf(form: FormModel | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (!form) return out;
  for (const h of form.hidden) if (h.name) out[h.name] = h.value;
  for (const f of form.fields) {
    if (!f.name) continue;
    if ((f.type === 'checkbox' || f.type === 'radio') && !f.checked) continue;
    out[f.name] = f.value;
  }
  return out;
}

/** The request URL for a load: the page's period on the first load, the selector's fields after a change. */
export function requestUrl(config: ReportConfig, selection: Record<string, string> | null): string | null {
  if (!config.dataUrl) return null;
  if (selection) return withParams(config.dataUrl, selection);
  const params: Record<string, string> = {};
  if (config.from) params.from = config.from;
  if (config.to) params.to = config.to;
  return withParams(config.dataUrl, params);
}

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
  if (isObject(p)) {
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
  return list.map((s, i) => {
    if (!isObject(s)) return null;
    const points = Array.isArray(s.points) ? s.points : Array.isArray(s.data) ? s.data : Array.isArray(s.values) ? s.values : [];
    return series(readId(s.id) ?? readId(pick(s, LABEL_KEYS)) ?? `series_${i + 1}`, readText(pick(s, LABEL_KEYS)), (points as unknown[]).map(readPoint));
  }).filter((s): s is ReportSeries => s !== null);
}

/** columns: { days: [...], calls: [...], errors: [...] } */
function readColumns(o: Record<string, unknown>): ReportSeries[] {
  const dateKey = COLUMN_DATE_KEYS.find((k) => Array.isArray(o[k]));
  if (!dateKey) return [];
  const dates = (o[dateKey] as unknown[]).map(readDate);
  return Object.entries(o)
    .filter(([k, v]) => k !== dateKey && Array.isArray(v))
    .map(([k, v]) => series(readId(k), null, (v as unknown[]).map((value, i) => {
      const date = dates[i];
      const n = readCount(value);
      return date && n !== null ? { date, value: n } : null;
    })))
    .filter((s): s is ReportSeries => s !== null);
}

/** rows: [{ date|day: …, calls: n, errors: n, … }] — every numeric field but the date is a series */
function readRows(rows: unknown[]): ReportSeries[] {
  const acc = new Map<string, (ReportPoint | null)[]>();
  for (const row of rows) {
    if (!isObject(row)) continue;
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
  return cols.slice(1).map((col, j) => {
    const c = isObject(col) ? col : {};
    const points = rows.map((row) => {
      const cells = isObject(row) && Array.isArray(row.c) ? row.c : [];
      const cell = (i: number) => { const x = cells[i]; return isObject(x) ? x.v : x; };
      const date = readDate(cell(0));
      const n = readCount(cell(j + 1));
      return date && n !== null ? { date, value: n } : null;
    });
    return series(readId(c.id) ?? readId(c.label) ?? `series_${j + 1}`, readText(c.label), points);
  }).filter((s): s is ReportSeries => s !== null);
}

/** breakdowns: [{ id, label, items: [{ label, value }] }] or { method: { GET: 10, … }, … } */
function readBreakdowns(value: unknown): ReportBreakdown[] {
  const readItems = (items: unknown): ReportBreakdownItem[] => {
    const list: ReportBreakdownItem[] = Array.isArray(items)
      ? items.map((it) => {
        if (Array.isArray(it)) { const label = readText(String(it[0] ?? '')); const v = readCount(it[1]); return label && v !== null ? { label, value: v } : null; }
        if (!isObject(it)) return null;
        const label = readText(pick(it, LABEL_KEYS)) ?? (typeof it.code === 'number' || typeof it.code === 'string' ? String(it.code) : null);
        const v = readCount(pick(it, VALUE_KEYS));
        return label && v !== null ? { label, value: v } : null;
      }).filter((x): x is ReportBreakdownItem => x !== null)
      : isObject(items)
        ? Object.entries(items).map(([label, v]) => { const n = readCount(v); return readText(label) && n !== null ? { label: readText(label)!, value: n } : null; })
          .filter((x): x is ReportBreakdownItem => x !== null)
        : [];
    return list.slice(0, MAX_ITEMS);
  };
  if (Array.isArray(value)) {
    return value.map((b, i) => {
      if (!isObject(b)) return null;
      const id = readId(b.id) ?? readId(pick(b, LABEL_KEYS)) ?? `breakdown_${i + 1}`;
      return { id, label: readText(pick(b, LABEL_KEYS)), items: readItems(b.items ?? b.data ?? b.values) };
    }).filter((b): b is ReportBreakdown => b !== null && b.items.length > 0);
  }
  if (isObject(value)) {
    return Object.entries(value)
      .map(([k, items]) => ({ id: readId(k) ?? 'breakdown', label: null, items: readItems(items) }))
      .filter((b) => b.items.length > 0);
  }
  return [];
}

function hasData(d: ReportData): boolean {
  return d.series.some((s) => s.points.length > 0) || d.breakdowns.length > 0;
}

/**
 * Reads a report response in the documented schema or one of the tolerated shapes (docs/reporting.md):
 * canonical `{ series: [{ id, points }] , breakdowns }`, column arrays `{ series: { days, calls } }`,
 * row records `{ days|rows|data: [{ date, calls, … }] }`, a Google DataTable `{ cols, rows }`, or a bare
 * array of row records. null when nothing in it is a report.
 */
export function parseReportResponse(json: unknown): ReportData | null {
  const root: Record<string, unknown> | null = Array.isArray(json) ? { rows: json } : isObject(json) ? json : null;
  if (!root) return null;
  // some services wrap the payload: { report: {…} } / { data: {…} }
  for (const k of ['report', 'result']) if (isObject(root[k])) return parseReportResponse(root[k]);
  if (isObject(root.data) && !Array.isArray(root.data)) return parseReportResponse(root.data);

  let list: ReportSeries[] = [];
  if (Array.isArray(root.series)) list = readSeriesList(root.series);
  else if (isObject(root.series)) list = readColumns(root.series);
  else if (Array.isArray(root.cols)) list = readDataTable(root);
  else {
    const rowsKey = (['days', 'rows', 'data', 'items'] as const).find((k) => Array.isArray(root[k]));
    if (rowsKey) list = readRows(root[rowsKey] as unknown[]);
    else list = readColumns(root);
  }
  const breakdowns = readBreakdowns(root.breakdowns ?? root.breakdown).slice(0, MAX_SERIES);
  const interval = root.interval === 'hour' || root.interval === 'hourly' ? 'hour'
    : root.interval === 'day' || root.interval === 'daily' || root.daily === true ? 'day' : null;
  const data: ReportData = {
    from: readDate(root.from ?? root.start) ?? null,
    to: readDate(root.to ?? root.end) ?? null,
    timezone: readText(root.timezone ?? root.tz ?? root.timeZone, 64),
    interval,
    series: list.filter((s) => s.points.length > 0).slice(0, MAX_SERIES),
    breakdowns,
  };
  // an object that carries none of the known report fields is not a report
  const known = ['series', 'cols', 'days', 'rows', 'data', 'items', 'breakdowns', 'breakdown', 'dates', 'from', 'to'].some((k) => root[k] !== undefined);
  if (!known && !hasData(data)) return null;
  return data;
}

/** Is there anything to draw? (An ok report may be empty: no calls in the period.) */
export function isEmptyReport(data: ReportData): boolean {
  return !data.series.some((s) => s.points.some((p) => p.value > 0)) && !data.breakdowns.some((b) => b.items.some((i) => i.value > 0));
}

// ---------------------------------------------------------------------------------------------
// The source

/**
 * A ReportSource for a page: inline data when the page embedded it, else GET `dataUrl` through
 * `request` (same-origin, with the user's cookies). Answers that are not 2xx JSON in the schema are
 * "unavailable" — the caller falls back to the legacy scripts.
 */
export function createReportSource(config: ReportConfig, request: RequestFn | null): ReportSource {
  return {
    config,
    async load(selection, signal) {
      if (!selection && config.inline) return { status: 'ok', data: config.inline, source: 'inline' };
      const url = requestUrl(config, selection ?? null);
      if (!url) return { status: 'unavailable', reason: 'no data URL' };
      if (!request) return { status: 'unavailable', reason: 'no request service' };
      try {
        const res = await request(url, { method: 'GET', headers: { Accept: 'application/json' }, credentials: 'same-origin', signal });
        if (!res.ok) return { status: 'unavailable', reason: `HTTP ${res.status}` };
        const text = await res.text();
        if (text.length > MAX_RESPONSE_CHARS) return { status: 'unavailable', reason: 'response too large' };
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          return { status: 'unavailable', reason: 'response is not JSON' };
        }
        const data = parseReportResponse(json);
        if (!data) return { status: 'unavailable', reason: 'response is not a report' };
        return {
          status: 'ok',
          source: 'request',
          data: { ...data, from: data.from ?? (selection ? null : config.from), to: data.to ?? (selection ? null : config.to), timezone: data.timezone ?? config.timezone },
        };
      } catch (error) {
        if (signal?.aborted || (error instanceof Error && error.name === 'AbortError')) return { status: 'unavailable', reason: 'aborted' };
        return { status: 'unavailable', reason: error instanceof Error ? error.message : 'request failed' };
      }
    },
  };
}
