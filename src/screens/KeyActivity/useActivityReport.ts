// The report's life cycle on the key-activity screen: read the page's configuration, load the series
// through the runtime's request service, reload them for a date selection (latest wins), and when
// the data cannot be had, fall back to the portal's own report scripts (loaded through the asset
// service, in order, then `initCharts(…)` called with the page's parsed arguments).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FormModel, ReportInit } from '../../adapter/types.ts';
import type { PortalServices } from '../services.ts';
import {
  LEGACY_INIT_FUNCTION, LEGACY_REPORT_SCRIPTS, createReportSource, readReportConfig, type ReportConfig, type ReportData,
} from './reportSource.ts';

export type ReportView =
  /** first load in progress */
  | { kind: 'loading' }
  /** data to draw; `updating` while a date selection loads (the previous data stays on screen) */
  | { kind: 'ready'; data: ReportData; updating: boolean; source: 'inline' | 'request' }
  /** the portal's own scripts draw the report into the legacy container */
  | { kind: 'legacy'; phase: 'loading' | 'drawn' }
  /** nothing can show the report */
  | { kind: 'unavailable' };

export interface ActivityReport {
  view: ReportView;
  config: ReportConfig;
  /**
   * Loads the report for a date selection. Returns false when it cannot (no data source) — the caller
   * then lets the date form go to the server (a normal page load of the selected period).
   */
  select(selection: Record<string, string>): boolean;
}

export interface UseActivityReportInput {
  init: ReportInit | null;
  /** the page URL (model.url) */
  url: string;
  dateSelector: FormModel | null;
  services: PortalServices | null;
}

/** Loads the legacy report scripts in order, then calls the page's initCharts; true when it ran. */
export async function runLegacyReport(services: PortalServices, args: readonly unknown[]): Promise<boolean> {
  for (const script of LEGACY_REPORT_SCRIPTS) await services.assets.loadScript(script, { ordered: true });
  return services.callLegacy?.(LEGACY_INIT_FUNCTION, args) ?? false;
}

export function useActivityReport({ init, url, dateSelector, services }: UseActivityReportInput): ActivityReport {
  // keyed by the call text, not the object: a re-rendered model of the same page must not reload the report
  const callText = init?.call ?? null;
  const config = useMemo(() => readReportConfig(init, url), [callText, url]);
  const source = useMemo(() => createReportSource(config, services ? (u, i) => services.request(u, i) : null), [config, services]);
  const [view, setView] = useState<ReportView>({ kind: 'loading' });
  const current = useRef<AbortController | null>(null);
  const alive = useRef(true);

  const fallBack = useCallback(async () => {
    if (!services || !config.legacyArgs) {
      setView({ kind: 'unavailable' });
      return;
    }
    setView({ kind: 'legacy', phase: 'loading' });
    let drawn = false;
    try {
      drawn = await runLegacyReport(services, config.legacyArgs);
    } catch (error) {
      console.warn('Key activity: the portal\'s report scripts could not be loaded.', error);
    }
    if (!alive.current) return;
    setView(drawn ? { kind: 'legacy', phase: 'drawn' } : { kind: 'unavailable' });
  }, [services, config]);

  useEffect(() => {
    alive.current = true;
    const controller = new AbortController();
    current.current = controller;
    setView({ kind: 'loading' });
    void source.load(null, controller.signal).then((result) => {
      if (controller.signal.aborted || !alive.current) return;
      if (result.status === 'ok') setView({ kind: 'ready', data: result.data, updating: false, source: result.source });
      else {
        console.warn(`Key activity: report data unavailable (${result.reason}); using the portal's report scripts.`);
        void fallBack();
      }
    });
    return () => {
      alive.current = false;
      controller.abort();
    };
  }, [source, fallBack]);

  const select = useCallback((selection: Record<string, string>): boolean => {
    if (!config.dataUrl || !services) return false;
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    // the drawn report (ours or the legacy one) stays on screen while the selection loads
    setView((v) => (v.kind === 'ready' ? { ...v, updating: true } : v.kind === 'legacy' ? v : { kind: 'loading' }));
    void source.load(selection, controller.signal).then((result) => {
      if (controller.signal.aborted || !alive.current) return;
      if (result.status === 'ok') {
        setView({ kind: 'ready', data: result.data, updating: false, source: result.source });
        return;
      }
      // The selected period could not be read as data: let the server render it (in place when allowed).
      console.warn(`Key activity: report data for the selection unavailable (${result.reason}); loading the page.`);
      setView((v) => (v.kind === 'ready' ? { ...v, updating: false } : v.kind === 'legacy' ? v : { kind: 'unavailable' }));
      services.navigate(selectionUrl(url, selection, dateSelector?.action));
    });
    return true;
  }, [config, services, source, url, dateSelector]);

  return { view, config, select };
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
