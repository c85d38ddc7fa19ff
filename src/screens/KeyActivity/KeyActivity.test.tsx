// The key-activity screen with stand-in runtime services. Without data in the documented form (hosted
// portals: no endpoint is assumed, no request made) the portal's report scripts are loaded in order and
// initCharts is called with the page's arguments; a date selection loads the selected period's page; failing
// that, an honest "unavailable". When the page names a data URL, the report loads through the request service
// (fixtures/reports), and a date selection (applied by the form's button: one request per submit) reloads it
// (latest wins) or — when that data cannot be had — loads the selected period as a page.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KeyActivity } from './KeyActivity.tsx';
import { LEGACY_REPORT_SCRIPTS } from '../../lib/reportSource.ts';
import { ServicesContext, type PortalServices } from '../services.ts';
import { modelOf, reportText, reports } from '../../../test/screens/account/fixtures.ts';

function services(
  options: {
    fail?: (url: string) => boolean;
    failAssets?: boolean;
    noLegacy?: boolean;
    /** the page's own scripts defined initCharts already (a first load) */
    preDefined?: boolean;
    delay?: (url: string) => number;
  } = {},
) {
  const log: string[] = [];
  const s: PortalServices & { log: string[] } = {
    log,
    assets: {
      loadScript: vi.fn(async (url: string) => {
        log.push(`script ${url}`);
        if (options.failAssets) throw new Error('blocked');
      }),
      loadStyle: vi.fn(async () => {}),
      reloadScript: vi.fn(async () => {}),
    },
    navigate: vi.fn((url: string) => {
      log.push(`navigate ${url}`);
    }),
    signOut: () => true,
    request: vi.fn(async (url: string, init?: RequestInit) => {
      log.push(`request ${url}`);
      const ms = options.delay?.(url) ?? 0;
      if (ms) {
        await new Promise<void>((resolve, reject) => {
          const t = setTimeout(resolve, ms);
          init?.signal?.addEventListener('abort', () => {
            clearTimeout(t);
            reject(new DOMException('aborted', 'AbortError'));
          });
        });
      }
      const hit = reports.find((r) => r.request === url);
      if (options.fail?.(url) || !hit)
        return new Response('<html></html>', { status: 404, headers: { 'Content-Type': 'text/html' } });
      return new Response(reportText(hit.file), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  };
  if (!options.noLegacy)
    // like the runtime's: false while the function is not defined (the reports script not loaded yet)
    s.callLegacy = vi.fn((name: string, args: readonly unknown[]) => {
      if (!options.preDefined && !log.includes(`script ${LEGACY_REPORT_SCRIPTS.at(-1)}`)) return false;
      log.push(`call ${name} ${JSON.stringify(args)}`);
      return true;
    });
  return s;
}

/** the page as one that names its data endpoint (the `dataUrl` option of its initCharts call) */
const DATA_URL: Record<string, string> = {
  'keyActivity.html': '/key/key-activity/k3y0000aaaa1111/data.json',
  'keyActivity.noInit.html': '/key/key-activity/k3y4444cccc5555/data.json',
};

function renderWith(file: string, s: PortalServices | null, options: { data?: boolean; otherPath?: boolean } = {}) {
  const model = modelOf(file, 'keyActivity');
  if (options.data) model.screen.report = { ...model.screen.report, dataUrl: DATA_URL[file] ?? null };
  // a key-activity page off the /key/key-activity/ path: the reference names no reports script for it
  if (options.otherPath) model.screen.report = { ...model.screen.report, legacyScripts: null };
  return render(
    <ServicesContext.Provider value={s}>
      <KeyActivity model={model} />
    </ServicesContext.Provider>,
  );
}

/** picks a period and applies it with the date form's button */
async function selectPeriod(value: string) {
  const form = screen.getByRole('form', { name: 'Date range' });
  await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Period' }), value);
  await userEvent.click(within(form).getByRole('button'));
}

const figure = (name: string) => screen.findByRole('figure', { name }, { timeout: 5000 });
const tableRows = async (name: string) => {
  const fig = await figure(name);
  const toggle = within(fig).queryByRole('button', { name: 'Show as table' });
  if (toggle) await userEvent.click(toggle);
  return within(within(fig).getByRole('table')).getAllByRole('row').length - 1;
};

describe('key activity', () => {
  it("shows the key (application, key, secret, status, created, limits) and the page's period from the report", async () => {
    const s = services();
    renderWith('keyActivity.html', s, { data: true });
    expect(screen.getByRole('heading', { level: 2, name: 'Weather API' })).toBeTruthy();
    expect(screen.getByText('Storm Tracker')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Secret' })).toBeTruthy();
    expect(screen.getByText('active')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Limits' })).toBeTruthy();
    expect(await tableRows('Calls over time')).toBe(31);
    expect(s.log).toEqual(['request /key/key-activity/k3y0000aaaa1111/data.json?from=2017-08-01&to=2017-08-31']);
    expect(screen.getByTestId('report-period').textContent).toBe('From Aug 1, 2017 to Aug 31, 2017. Times are in UTC.');
    // summary text of the main chart names the total and the busiest day
    const calls = await figure('Calls over time');
    expect(
      within(calls).getByText(/^[\d,]+ calls in total; the busiest day was \w{3} \d{1,2}, 2017 with [\d,]+ calls\.$/),
    ).toBeTruthy();
    // the breakdowns with their own table columns
    expect(await tableRows('Calls by method')).toBe(4);
    expect(within(await figure('Calls by method')).getByRole('columnheader', { name: 'Method' })).toBeTruthy();
    expect(await tableRows('Calls by response')).toBe(3);
  });

  it('a date selection reloads the data for the selected period (and the chart with it): one request per submit', async () => {
    const s = services();
    renderWith('keyActivity.html', s, { data: true });
    expect(await tableRows('Calls over time')).toBe(31);
    // picking a period alone loads nothing (no change of context on input); the button applies it, once
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '30');
    expect(s.log).toHaveLength(1);
    await userEvent.click(within(screen.getByRole('form', { name: 'Date range' })).getByRole('button'));
    await waitFor(async () => expect(await tableRows('Calls over time')).toBe(30));
    expect(s.log).toEqual([
      'request /key/key-activity/k3y0000aaaa1111/data.json?from=2017-08-01&to=2017-08-31',
      'request /key/key-activity/k3y0000aaaa1111/data.json?range=30',
    ]);
    expect(screen.getByTestId('report-period').textContent).toContain('From Aug 2, 2017 to Aug 31, 2017');
    expect(s.navigate).not.toHaveBeenCalled();
  });

  it('the latest selection wins when an earlier one answers later', async () => {
    const s = services({ delay: (url) => (url.endsWith('range=30') ? 200 : 0) });
    renderWith('keyActivity.html', s, { data: true });
    await figure('Calls over time');
    await selectPeriod('30');
    await selectPeriod('7');
    await waitFor(async () => expect(await tableRows('Calls over time')).toBe(7));
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(await tableRows('Calls over time')).toBe(7);
  });

  it("when a selection's data cannot be had, the selected period is loaded as a page", async () => {
    const s = services({ fail: (url) => url.includes('range=30') });
    renderWith('keyActivity.html', s, { data: true });
    await figure('Calls over time');
    await selectPeriod('30');
    await waitFor(() => expect(s.navigate).toHaveBeenCalledWith('/key/key-activity/k3y0000aaaa1111?range=30'));
  });

  it("no data (hosted portals): no request; the report scripts load in order, then initCharts with the page's arguments, into the server's chart ids", async () => {
    const s = services();
    const { container } = renderWith('keyActivity.html', s);
    await waitFor(() => expect(container.querySelector('[data-legacy-report="drawn"]')).not.toBeNull());
    expect(s.log).toEqual([
      ...LEGACY_REPORT_SCRIPTS.map((u) => `script ${u}`),
      'call initCharts ["k3y0000aaaa1111","2017-08-01","2017-08-31",{"tz":"UTC","daily":true}]',
    ]);
    expect(s.assets.loadScript).toHaveBeenCalledWith(LEGACY_REPORT_SCRIPTS[0], { ordered: true });
    for (const id of ['chart_calls', 'chart_errors', 'detailTables', 'detailTables_multicontainer'])
      expect(container.querySelector(`#${id}`)).not.toBeNull();
    // the date selector stays: a selection loads the selected period's page (its initCharts call draws it)
    await selectPeriod('30');
    await waitFor(() => expect(s.navigate).toHaveBeenCalledWith('/key/key-activity/k3y0000aaaa1111?range=30'));
    expect(s.request).not.toHaveBeenCalled();
  });

  it("first load: the page's own scripts defined initCharts already — it is called, nothing is loaded", async () => {
    const s = services({ preDefined: true });
    const { container } = renderWith('keyActivity.html', s);
    await waitFor(() => expect(container.querySelector('[data-legacy-report="drawn"]')).not.toBeNull());
    expect(s.log).toEqual(['call initCharts ["k3y0000aaaa1111","2017-08-01","2017-08-31",{"tz":"UTC","daily":true}]']);
    expect(s.assets.loadScript).not.toHaveBeenCalled();
  });

  it('the report tabs of the page are offered in the frame, the active one marked', async () => {
    const model = modelOf('keyActivity.html', 'keyActivity');
    model.screen.reportTabs = [
      { label: 'Calls', url: 'https://x.example/key/key-activity/k#calls', fragment: '#calls', active: true, option: false },
      { label: 'Errors', url: 'https://x.example/key/key-activity/k#errors', fragment: '#errors', active: false, option: false },
    ];
    render(
      <ServicesContext.Provider value={services()}>
        <KeyActivity model={model} />
      </ServicesContext.Provider>,
    );
    const nav = await screen.findByRole('navigation', { name: 'Report views' });
    const calls = within(nav).getByRole('link', { name: 'Calls' });
    const errors = within(nav).getByRole('link', { name: 'Errors' });
    expect(calls.getAttribute('href')).toBe('#calls');
    expect(calls.getAttribute('aria-current')).toBe('true');
    await userEvent.click(errors);
    expect(errors.getAttribute('aria-current')).toBe('true');
    expect(calls.getAttribute('aria-current')).toBeNull();
    expect(errors.closest('li')?.className).toBe('active');
  });

  it('the charts loader on another host may fail (strict CSP, offline): the portal scripts still run', async () => {
    const s = services();
    s.assets.loadScript = vi.fn(async (url: string) => {
      s.log.push(`script ${url}`);
      if (url === LEGACY_REPORT_SCRIPTS[0]) throw new Error('blocked by CSP');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = renderWith('keyActivity.html', s);
    await waitFor(() => expect(container.querySelector('[data-legacy-report="drawn"]')).not.toBeNull());
    expect(s.log.at(-1)).toMatch(/^call initCharts /);
    warn.mockRestore();
  });

  it('a key-activity page off /key/key-activity/ uses a reports script the reference does not name: none is loaded', async () => {
    const s = services();
    const { container } = renderWith('keyActivity.html', s, { otherPath: true });
    expect(await screen.findByText("This page's report is drawn by a portal script this theme does not load.")).toBeTruthy();
    expect(s.assets.loadScript).not.toHaveBeenCalled();
    expect(s.request).not.toHaveBeenCalled();
    // only the page's own function was asked for
    expect(s.callLegacy).toHaveBeenCalledWith('initCharts', expect.any(Array), { pageOwn: true });
    expect(container.querySelector('[data-legacy-report]')).toBeNull();
  });

  it('a page off /key/key-activity/ that defines its own report function: it is called inside the themed frame', async () => {
    const s = services({ preDefined: true });
    const frames: (Element | null)[] = [];
    s.callLegacy = vi.fn((name: string, args: readonly unknown[], options?: { pageOwn?: boolean }) => {
      frames.push(document.querySelector('[data-legacy-report] .reports .chart'));
      s.log.push(`call ${name} ${JSON.stringify(args)} ${JSON.stringify(options ?? {})}`);
      return true;
    });
    const { container } = renderWith('keyActivity.html', s, { otherPath: true });
    await waitFor(() => expect(container.querySelector('[data-legacy-report="drawn"]')).not.toBeNull());
    expect(s.log).toEqual([expect.stringMatching(/^call initCharts \["k3y0000aaaa1111".*\] \{"pageOwn":true\}$/)]);
    expect(frames[0]).not.toBeNull(); // the frame's chart elements were in the document when it ran
    expect(s.assets.loadScript).not.toHaveBeenCalled();
    expect(screen.queryByText("This page's report is drawn by a portal script this theme does not load.")).toBeNull();
  });

  it.each([
    { name: 'the scripts are blocked', opts: { fail: () => true, failAssets: true } },
    { name: 'the runtime cannot call legacy functions', opts: { fail: () => true, noLegacy: true } },
  ])('unavailable when $name (the key details stay)', async ({ opts }) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = renderWith('keyActivity.html', services(opts));
    expect(await screen.findByText('The activity report could not be loaded.')).toBeTruthy();
    warn.mockRestore();
    expect(container.querySelector('[data-legacy-report]')).toBeNull();
    expect(screen.getByText('k3y0000aaaa1111')).toBeTruthy();
  });

  it('a page without an initCharts call and without data: unavailable, no scripts, no request', async () => {
    const s = services();
    renderWith('keyActivity.noInit.html', s);
    expect(await screen.findByText('The activity report could not be loaded.')).toBeTruthy();
    expect(s.assets.loadScript).not.toHaveBeenCalled();
    expect(s.request).not.toHaveBeenCalled();
  });

  it('an empty period says so', async () => {
    renderWith('keyActivity.noInit.html', services(), { data: true });
    expect(await screen.findByText('No activity in this period.')).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('without the runtime (Storybook, tests): unavailable, never blank', async () => {
    renderWith('keyActivity.html', null);
    expect(await screen.findByText('The activity report could not be loaded.')).toBeTruthy();
  });
});
