// The values report data is made of — dates, counts, ids, labels — read tolerantly: anything unreadable is
// null, never a throw. Used for responses and embedded series (reportData.ts) and for the page's own report
// arguments (src/adapter/reportConfig.ts).

/** A number from a number or a numeric string ("5,000", " 12 "); null otherwise. Negative counts are dropped. */
export function readCount(value: unknown): number | null {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && /^\s*-?[\d,]*\.?\d+\s*$/.test(value)) n = Number(value.replace(/[,\s]/g, ''));
  else return null;
  return Number.isFinite(n) && n >= 0 ? n : null;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const GOOGLE_DATE =
  /^Date\(\s*(\d{4})\s*,\s*(\d{1,2})\s*,\s*(\d{1,2})(?:\s*,\s*(\d{1,2})\s*(?:,\s*(\d{1,2})\s*(?:,\s*(\d{1,2})\s*)?)?)?\)$/;

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

/** A label or name from the data: trimmed, whitespace collapsed, at most `max` characters; null when empty. */
export const readText = (value: unknown, max = 120): string | null =>
  typeof value === 'string' && value.trim() ? value.trim().replace(/\s+/g, ' ').slice(0, max) : null;
