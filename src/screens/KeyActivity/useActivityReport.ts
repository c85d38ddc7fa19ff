// The report's life cycle on the key-activity screen, as React state: load the series through the
// runtime's request service (the adapter read the page's configuration; src/lib/reportSource.ts makes the
// requests and reads the answers) when the page gives them in the documented form, reload them for a date
// selection (latest wins); otherwise — the hosted portal's case — the portal's own report scripts draw it
// (loaded through the asset service, in order, then `initCharts(…)` called with the page's parsed arguments),
// and a date selection loads the selected period's page.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CHARTS_LOADER } from '../../lib/portalScripts.ts';
import { LEGACY_INIT_FUNCTION, createReportSource, selectionUrl } from '../../lib/reportSource.ts';
import type { FormModel, ReportConfig, ReportData, ReportInit } from '../../model/screenModel.ts';
import type { PortalServices } from '../services.ts';

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
   * Loads the report for a date selection: as data when the page gives a data URL, else the selected
   * period's page through the runtime's navigation. Returns false when it cannot (no runtime services) — the
   * caller then lets the date form go to the server (a normal page load of the selected period).
   */
  select(selection: Record<string, string>): boolean;
  /**
   * Runs the portal's report (scripts, then initCharts) — called by the themed frame once it is in the
   * document, so the script finds its chart elements.
   */
  drawLegacy(): Promise<void>;
}

export interface UseActivityReportInput {
  /** the page's initCharts(…) call: which report this is */
  init: ReportInit | null;
  /** the report configuration the adapter read from it (screen.report) */
  report: ReportConfig;
  /** the page URL (model.url) */
  url: string;
  dateSelector: FormModel | null;
  services: PortalServices | null;
}

/**
 * Calls the page's initCharts for the theme's frame; true when it ran. On a first load the page's own
 * scripts have defined it already (the page called it inline): it is called at once, nothing is loaded.
 * Otherwise (in place: scripts of fetched pages do not run) the portal's report scripts are loaded in order
 * first. The charts loader is on another host (blocked by a strict CSP, or offline): its failure is not
 * fatal — the portal's own script decides whether it can draw without it. Any other script that fails is.
 */
export async function runLegacyReport(
  services: PortalServices,
  scripts: readonly string[],
  args: readonly unknown[],
): Promise<boolean> {
  if (!services.callLegacy) return false;
  if (services.callLegacy(LEGACY_INIT_FUNCTION, args)) return true;
  for (const script of scripts) {
    try {
      await services.assets.loadScript(script, { ordered: true });
    } catch (error) {
      if (script !== CHARTS_LOADER) throw error;
      console.warn('Key activity: the charts loader could not be loaded; trying the report scripts without it.', error);
    }
  }
  return services.callLegacy(LEGACY_INIT_FUNCTION, args);
}

export function useActivityReport({ init, report, url, dateSelector, services }: UseActivityReportInput): ActivityReport {
  // keyed by the call text, not the object: a re-rendered model of the same page must not reload the report
  const callText = init?.call ?? null;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the call text and the URL say which report `report` is
  const config = useMemo(() => report, [callText, url]);
  const source = useMemo(
    () => createReportSource(config, services ? (u, i) => services.request(u, i) : null),
    [config, services],
  );
  const [view, setView] = useState<ReportView>({ kind: 'loading' });
  // another source (another report) starts from 'loading' again: set while rendering, before its load starts
  const [viewSource, setViewSource] = useState(source);
  if (viewSource !== source) {
    setViewSource(source);
    setView({ kind: 'loading' });
  }
  const current = useRef<AbortController | null>(null);
  const alive = useRef(true);

  // the portal's scripts draw into the themed frame: show the frame first; it calls drawLegacy once mounted
  const fallBack = useCallback(() => {
    // (a page off /key/key-activity/ too: its own report function, when it defined one, draws into the frame)
    setView(!services?.callLegacy || !config.legacyArgs ? { kind: 'unavailable' } : { kind: 'legacy', phase: 'loading' });
  }, [services, config]);

  const drawLegacy = useCallback(async () => {
    if (!services || !config.legacyArgs) return;
    let drawn = false;
    try {
      drawn = config.legacyScripts
        ? await runLegacyReport(services, config.legacyScripts, config.legacyArgs)
        : // other key-activity pages use a reports script the reference does not name — only the
          // page's own function (a first load) can draw; the message says so otherwise
          (services.callLegacy?.(LEGACY_INIT_FUNCTION, config.legacyArgs, { pageOwn: true }) ?? false);
    } catch (error) {
      console.warn("Key activity: the portal's report scripts could not be loaded.", error);
    }
    if (!alive.current) return;
    setView(drawn ? { kind: 'legacy', phase: 'drawn' } : { kind: 'unavailable' });
  }, [services, config]);

  useEffect(() => {
    alive.current = true;
    const controller = new AbortController();
    current.current = controller;
    void source.load(null, controller.signal).then((result) => {
      if (controller.signal.aborted || !alive.current) return;
      if (result.status === 'ok') setView({ kind: 'ready', data: result.data, updating: false, source: result.source });
      else {
        // no data URL is the hosted portal's normal case: its scripts draw the report (no warning)
        if (config.dataUrl)
          console.warn(`Key activity: report data unavailable (${result.reason}); using the portal's report scripts.`);
        fallBack();
      }
    });
    return () => {
      alive.current = false;
      controller.abort();
    };
  }, [source, fallBack, config]);

  const select = useCallback(
    (selection: Record<string, string>): boolean => {
      if (!services) return false;
      if (!config.dataUrl) {
        // the portal's scripts draw the period the page names: load the selected period's page, as the
        // server's form would (in place when allowed); the new page's initCharts(…) draws it
        services.navigate(selectionUrl(url, selection, dateSelector?.action));
        return true;
      }
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
    },
    [config, services, source, url, dateSelector],
  );

  return { view, config, select, drawLegacy };
}
