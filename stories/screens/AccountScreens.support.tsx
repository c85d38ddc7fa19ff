// Story support for the account screens: stand-in runtime services (what src/runtime provides on a
// portal page) whose requests are answered from fixtures/reports, whose asset loads and legacy calls
// are recorded, and whose navigations are logged instead of leaving the story.
import type { ReactNode } from 'react';
import { ServicesContext, type PortalServices } from '../../src/screens/services.ts';
import reportIndex from '../../fixtures/reports/index.json';

const reportFiles = import.meta.glob('../../fixtures/reports/*.json', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

interface ReportEntry { file: string; request: string | null; page: string | null; covers: string }

export function reportFixture(file: string): string {
  const text = reportFiles[`../../fixtures/reports/${file}`];
  if (text === undefined) throw new Error(`No report fixture fixtures/reports/${file}`);
  return text;
}

export interface StoryServicesOptions {
  /** request URL → report fixture file; default: the `request` of each entry in fixtures/reports/index.json */
  reports?: Record<string, string>;
  /** answer every request with this status (e.g. 404: the data cannot be had) */
  failRequests?: number;
  /** milliseconds before a request answers (to see the loading state) */
  delay?: number;
  /** the asset loader fails (e.g. the report scripts are blocked) */
  failAssets?: boolean;
  /** what the stand-in legacy `initCharts` draws into each chart container id */
  legacyDraw?: boolean;
}

export interface StoryServices extends PortalServices {
  /** every request URL, asset URL, legacy call and navigation, in order */
  log: string[];
}

/** Runtime services for a story (see the file comment). */
export function storyServices(options: StoryServicesOptions = {}): StoryServices {
  const log: string[] = [];
  const routes = options.reports ?? Object.fromEntries((reportIndex as ReportEntry[]).filter((r) => r.request).map((r) => [r.request!, r.file]));
  const wait = () => new Promise((resolve) => setTimeout(resolve, options.delay ?? 0));
  const services: StoryServices = {
    log,
    assets: {
      async loadScript(url) {
        log.push(`script ${url}`);
        await wait();
        if (options.failAssets) throw new Error(`could not load script ${url}`);
      },
      async loadStyle(url) {
        log.push(`style ${url}`);
      },
      async reloadScript(url) {
        log.push(`script ${url}`);
      },
    },
    navigate(url) {
      log.push(`navigate ${url}`);
    },
    signOut() {
      log.push('signOut');
      return true;
    },
    async request(url) {
      log.push(`request ${url}`);
      await wait();
      if (options.failRequests) return new Response('<!DOCTYPE html><title>Error</title>', { status: options.failRequests, headers: { 'Content-Type': 'text/html' } });
      const file = routes[url];
      if (!file) return new Response('<!DOCTYPE html><title>Not Found</title>', { status: 404, headers: { 'Content-Type': 'text/html' } });
      return new Response(reportFixture(file), { status: 200, headers: { 'Content-Type': 'application/json' } });
    },
    callLegacy(name, args) {
      log.push(`call ${name}(${args.map((a) => JSON.stringify(a)).join(', ')})`);
      if (options.legacyDraw) {
        // Stand-in for the portal's reporting script: it writes into the containers it is pointed at.
        for (const el of Array.from(document.querySelectorAll('[data-legacy-report] .chart'))) {
          el.textContent = `${name}: report for ${String(args[0])} drawn by the portal's script`;
        }
      }
      return true;
    },
  };
  return services;
}

export function WithServices({ services, children }: { services: PortalServices | null; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}
