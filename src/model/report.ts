// The key-activity report as data (docs/reporting.md): what the page says about its report (ReportConfig,
// read by the adapter from the page's initCharts(…) call) and the series a report holds (ReportData, read
// by src/lib/reportData.ts from a response or from series the page embedded in that call).

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
   * where the series come from: the page's `dataUrl` option (docs/reporting.md), root-relative; null when
   * the page names none (hosted portals: no endpoint is assumed) or an unsafe one
   */
  dataUrl: string | null;
  /**
   * the `initCharts` arguments, for the legacy fallback (the server's own scripts); series the page embedded
   * in them (the `series` / `data` option) are shown without a request (src/lib/reportSource.ts)
   */
  legacyArgs: unknown[] | null;
  /**
   * the portal's report scripts that draw this page's report, in load order (lib/portalScripts.ts
   * reportScriptsFor: the developer reports on /key/key-activity/ paths); null when the page has no
   * `initCharts` call or the reference names no script for its path
   */
  legacyScripts: readonly string[] | null;
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
