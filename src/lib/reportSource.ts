// The key-activity report's source (docs/reporting.md): the request for a period or a date selection,
// the answer read as a report (reportData.ts), "unavailable" — never a throw — when the data cannot be had
// (the screen then falls back to the portal's own report scripts, listed here).
//
// Pure except for `createReportSource`, which only calls the `request` function it is given (the
// runtime's same-origin request service). No DOM, no window, no fetch of its own.
import type { FormModel } from '../model/pageData.ts';
import type { ReportConfig, ReportData } from '../model/report.ts';
import { hasData, parseReportResponse } from './reportData.ts';
import { isPlainObject } from './objects.ts';

export type ReportResult =
  { status: 'ok'; data: ReportData; source: 'inline' | 'request' } | { status: 'unavailable'; reason: string };

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

/** responses larger than this are not parsed */
export const MAX_RESPONSE_CHARS = 2_000_000;

/** The legacy scripts the hosted portal offers for its report, in load order (lib/portalScripts.ts). */
export { LEGACY_REPORT_SCRIPTS } from './portalScripts.ts';

/** The function the legacy scripts define and the page calls with its report arguments. */
export const LEGACY_INIT_FUNCTION = 'initCharts';

/** Ids the legacy scripts draw into besides the chart containers. */
export const LEGACY_DETAIL_IDS = ['detailTables', 'detailTables_multicontainer'] as const;

const FALLBACK_BASE = 'https://portal.invalid/';

const INLINE_KEYS = ['series', 'data', 'days', 'rows'] as const;

/**
 * Series the page embedded in its `initCharts(…)` call (option `series` / `data` / `days` / `rows` of the first
 * object argument, any response shape; its `breakdowns` option too), with the page's period and time zone where they say none; null when
 * the call embeds nothing readable.
 */
export function embeddedReport(config: ReportConfig): ReportData | null {
  const options = (config.legacyArgs ?? []).find(isPlainObject) ?? {};
  for (const k of INLINE_KEYS) {
    if (options[k] === undefined) continue;
    const input: Record<string, unknown> =
      k === 'series' && isPlainObject(options[k]) ? { series: options[k] } : { [k]: options[k] };
    // the breakdowns come with the series: the first view shows the same charts as a loaded selection
    if (options.breakdowns !== undefined) input.breakdowns = options.breakdowns;
    const parsed = parseReportResponse(input);
    if (parsed && hasData(parsed)) {
      return {
        ...parsed,
        from: parsed.from ?? config.from,
        to: parsed.to ?? config.to,
        timezone: parsed.timezone ?? config.timezone,
      };
    }
  }
  return null;
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

/** The page URL for a date selection (what the server's GET date form would load). */
export function selectionUrl(pageUrl: string, selection: Record<string, string>, action?: string | null): string {
  try {
    const u = new URL(action || pageUrl, pageUrl);
    for (const [k, v] of Object.entries(selection)) u.searchParams.set(k, v);
    return `${u.pathname}${u.search}`;
  } catch {
    return action || pageUrl;
  }
}

// ---------------------------------------------------------------------------------------------
// The source

/**
 * A ReportSource for a page: the series the page embedded, else GET `dataUrl` through
 * `request` (same-origin, with the user's cookies). Answers that are not 2xx JSON in the schema are
 * "unavailable" — the caller falls back to the legacy scripts.
 */
export function createReportSource(config: ReportConfig, request: RequestFn | null): ReportSource {
  return {
    config,
    async load(selection, signal) {
      const embedded = selection ? null : embeddedReport(config);
      if (embedded) return { status: 'ok', data: embedded, source: 'inline' };
      const url = requestUrl(config, selection ?? null);
      if (!url) return { status: 'unavailable', reason: 'no data URL' };
      if (!request) return { status: 'unavailable', reason: 'no request service' };
      try {
        const res = await request(url, {
          method: 'GET',
          headers: { Accept: 'application/json' },
          credentials: 'same-origin',
          signal,
        });
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
          data: {
            ...data,
            from: data.from ?? (selection ? null : config.from),
            to: data.to ?? (selection ? null : config.to),
            timezone: data.timezone ?? config.timezone,
          },
        };
      } catch (error) {
        if (signal?.aborted || (error instanceof Error && error.name === 'AbortError'))
          return { status: 'unavailable', reason: 'aborted' };
        return { status: 'unavailable', reason: error instanceof Error ? error.message : 'request failed' };
      }
    },
  };
}
