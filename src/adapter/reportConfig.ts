// The key-activity report's configuration: what the page's `initCharts(…)` call (parsed as literals by the
// extractor, never run) says about the report — key, period, time zone, where the data comes from (a data URL only
// when the page names one), which portal scripts draw it otherwise — for the screen model
// (docs/reporting.md › The configuration the page provides). Series the page embeds in the call are read with the
// report data, when the report loads (src/lib/reportSource.ts: embeddedReport).
import { reportScriptsFor } from '../lib/portalScripts.ts';
import { readDate, readText } from '../lib/reportValues.ts';
import type { ReportInit } from '../model/pageData.ts';
import type { ReportConfig } from '../model/report.ts';
import { isPlainObject } from '../lib/objects.ts';

const FALLBACK_BASE = 'https://portal.invalid/';

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

const DATA_URL_KEYS = ['dataUrl', 'dataURL', 'data_url', 'url', 'source'] as const;
const TZ_KEYS = ['tz', 'timezone', 'timeZone'] as const;

/**
 * Reads the report configuration from the parsed `initCharts(…)` arguments (positional strings
 * key, from, to; the first object argument holds options) and the page URL.
 */
export function readReportConfig(init: ReportInit | null, pageUrl: string): ReportConfig {
  const args = init?.args ?? null;
  const strings = (args ?? []).filter((a): a is string => typeof a === 'string');
  // Stryker disable next-line ArrayDeclaration: equivalent — a string is no options object
  const options = (args ?? []).find(isPlainObject) ?? {};
  const dates = strings.map((s) => readDate(s));
  // the key is the first string that is not a date; the period the first two date strings
  const key = strings.find((_, i) => dates[i] === null)?.trim() || null;
  const period = dates.filter((d): d is string => d !== null);
  // only an endpoint the page names: hosted portals give none, and the theme does not guess one
  const named = DATA_URL_KEYS.map((k) => sameOriginPath(options[k], pageUrl)).find((u) => u !== null) ?? null;
  const tz = TZ_KEYS.map((k) => readText(options[k], 64)).find((t) => t !== null) ?? null;
  return {
    key,
    from: period[0] ?? null,
    to: period[1] ?? null,
    timezone: tz,
    dataUrl: named,
    legacyArgs: args,
    legacyScripts: args ? reportScriptsFor(pageUrl) : null,
  };
}
