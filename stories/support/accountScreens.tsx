// Story support for the account screens: stand-in runtime services (what src/runtime provides on a
// portal page) whose requests are answered from fixtures/reports, whose asset loads and legacy calls
// are recorded, and whose navigations are logged instead of leaving the story.
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ServicesContext, type PortalServices } from '../../src/screens/services.ts';
import { modelFromFixture, type FixtureOptions } from './fixtureModel.ts';
import { fromFixtures } from './fixtureSource.tsx';
import type { ContentType, ScreenModel } from '../../src/model/screenModel.ts';
import reportIndex from '../../fixtures/reports/index.json';

// eager on purpose (52 KB, account screens only): a report must answer a play function's request at once,
// also on a loaded machine (lazy chunks here made KeyActivity's waits time out under load)
const reportFiles = import.meta.glob('../../fixtures/reports/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

interface ReportEntry {
  file: string;
  request: string | null;
  page: string | null;
  covers: string;
}

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
  const routes =
    options.reports ??
    Object.fromEntries((reportIndex as ReportEntry[]).filter((r) => r.request).map((r) => [r.request!, r.file]));
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
      if (options.failRequests)
        return new Response('<!DOCTYPE html><title>Error</title>', {
          status: options.failRequests,
          headers: { 'Content-Type': 'text/html' },
        });
      const file = routes[url];
      if (!file)
        return new Response('<!DOCTYPE html><title>Not Found</title>', { status: 404, headers: { 'Content-Type': 'text/html' } });
      return new Response(reportFixture(file), { status: 200, headers: { 'Content-Type': 'application/json' } });
    },
    callLegacy(name, args) {
      // like the runtime's: false while the function is not defined (the reports script not loaded yet)
      if (!log.some((l) => l.startsWith('script ') && l.endsWith('/MasheryDeveloperReports.js'))) return false;
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

// ---------------------------------------------------------------------------------------------
// Screen stories from fixture pages

/** A story render function: the screen for a fixture page's model (built once per mount). */
export function fixtureRender<K extends ContentType>(
  Screen: ComponentType<{ model: ScreenModel<K> }>,
  file: string,
  options: FixtureOptions = {},
  services: PortalServices | null = null,
) {
  function Render() {
    const model = useMemo(() => modelFromFixture<K>(file, options), []);
    return (
      <WithServices services={services}>
        <Screen model={model} />
      </WithServices>
    );
  }
  return fromFixtures(() => <Render />, file);
}

/** Records native form submissions in a play function (and keeps the story page from navigating away). */
export function recordSubmissions() {
  const submissions: { action: string | null; method: string | null; fields: [string, string][]; prevented: boolean }[] = [];
  const listener = (event: Event) => {
    const form = event.target as HTMLFormElement;
    submissions.push({
      action: form.getAttribute('action'),
      method: form.getAttribute('method'),
      fields: [...new FormData(form).entries()].map(([k, v]) => [k, String(v)] as [string, string]),
      prevented: event.defaultPrevented,
    });
    event.preventDefault();
  };
  document.addEventListener('submit', listener);
  return { submissions, stop: () => document.removeEventListener('submit', listener) };
}

/** The password checklist's rules as { label: met }. */
export function checklistStates(list: HTMLElement): Record<string, boolean> {
  return Object.fromEntries(
    Array.from(list.querySelectorAll('li')).map((li) => {
      const text = li.textContent ?? '';
      return [text.replace(/: (met|not met)$/, ''), li.getAttribute('data-met') === 'true'];
    }),
  );
}

export interface ConfirmFlow {
  /** the server form's (destructive) submit button */
  submit: string;
  /** the spec's question, asked once on the page */
  question: string;
  /** the object the page names (an application, a key) */
  objectName?: string;
  /** what the submission must send */
  action: string;
  fields: [string, string][];
}

/**
 * Play-function steps for a deletion page that is the one confirmation (issue 13): the question and the
 * object are on the page with Cancel beside the destructive submit; submitting sends the server form natively
 * to its action with exactly its fields, and no second question (no dialog) comes in between.
 */
export async function playConfirmFlow(
  canvasElement: HTMLElement,
  step: (name: string, fn: () => Promise<void>) => Promise<void> | void,
  flow: ConfirmFlow,
) {
  const canvas = within(canvasElement);
  const page = within(document.body);
  const rec = recordSubmissions();
  try {
    await step('The page asks once: the question, the object and Cancel are on it', async () => {
      await expect(canvas.getByText(flow.question)).toBeVisible();
      if (flow.objectName) await expect(canvas.getAllByText(flow.objectName)[0]).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Cancel' })).toBeVisible();
      await expect(rec.submissions).toEqual([]);
    });
    await step('The destructive submit sends the server form with exactly its fields, no dialog first', async () => {
      await userEvent.click(canvas.getByRole('button', { name: flow.submit }));
      await waitFor(() => expect(rec.submissions.filter((s) => !s.prevented)).toHaveLength(1));
      await expect(page.queryByRole('alertdialog')).toBeNull();
      const sent = rec.submissions.find((s) => !s.prevented)!;
      await expect(sent.action).toBe(flow.action);
      await expect(sent.method).toBe('post');
      await expect(sent.fields).toEqual(flow.fields);
    });
  } finally {
    rec.stop();
  }
}

/**
 * Play-function steps for a confirm dialog in front of a server form (membership removal keeps its dialog): Cancel keeps the page and
 * submits nothing; Confirm submits the form natively to its action with exactly the expected fields.
 */
export async function playConfirmDialogFlow(
  canvasElement: HTMLElement,
  step: (name: string, fn: () => Promise<void>) => Promise<void> | void,
  flow: ConfirmFlow & { confirm: string },
) {
  const canvas = within(canvasElement);
  const page = within(document.body);
  const rec = recordSubmissions();
  try {
    await step('Cancel keeps the page and submits nothing', async () => {
      await userEvent.click(canvas.getByRole('button', { name: flow.submit }));
      const dialog = await page.findByRole('alertdialog', {}, { timeout: 8000 });
      // the dialog fades in: wait until it is shown
      await waitFor(() => expect(within(dialog).getByText(flow.question)).toBeVisible());
      if (flow.objectName) await expect(within(dialog).getByText(flow.objectName)).toBeVisible();
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
      await expect(rec.submissions.filter((s) => !s.prevented)).toEqual([]);
      await waitFor(() => expect(canvas.getByRole('button', { name: flow.submit })).toHaveFocus());
    });
    await step('Escape cancels too', async () => {
      await userEvent.click(canvas.getByRole('button', { name: flow.submit }));
      await page.findByRole('alertdialog', {}, { timeout: 8000 });
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
      await expect(rec.submissions.filter((s) => !s.prevented)).toEqual([]);
    });
    await step('Confirm submits the server form with exactly its fields', async () => {
      await userEvent.click(canvas.getByRole('button', { name: flow.submit }));
      const dialog = await page.findByRole('alertdialog', {}, { timeout: 8000 });
      await userEvent.click(within(dialog).getByRole('button', { name: flow.confirm }));
      await waitFor(() => expect(rec.submissions.filter((s) => !s.prevented)).toHaveLength(1));
      const sent = rec.submissions.find((s) => !s.prevented)!;
      await expect(sent.action).toBe(flow.action);
      await expect(sent.method).toBe('post');
      await expect(sent.fields).toEqual(flow.fields);
    });
  } finally {
    rec.stop();
  }
}
