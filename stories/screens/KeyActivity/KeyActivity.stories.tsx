import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { KeyActivity } from '../../../src/screens/KeyActivity/KeyActivity.tsx';
import { LEGACY_REPORT_SCRIPTS } from '../../../src/lib/reportSource.ts';
import { modelFromFixture } from '../../support/fixtureModel.ts';
import { fromFixtures } from '../../support/fixtureSource.tsx';
import { storyServices, WithServices, type StoryServices } from '../../support/accountScreens.tsx';

/** The fixture pages as pages that name their data endpoint (the `dataUrl` option; hosted portals name none). */
const DATA_URL: Record<string, string> = {
  'keyActivity.html': '/key/key-activity/k3y0000aaaa1111/data.json',
  'keyActivity.noInit.html': '/key/key-activity/k3y4444cccc5555/data.json',
  'keyActivity.trickyArgs.html': '/key/key-activity/k3y2222bbbb3333/data.json',
};

/**
 * Renders the screen for a fixture page with the given stand-in services (kept out of args: they hold state).
 * `data`: the page names its data endpoint; `otherPath`: a key-activity page off /key/key-activity/.
 */
function screen(file: string, services: StoryServices | null, options: { data?: boolean; otherPath?: boolean } = {}) {
  function Render() {
    const model = useMemo(() => {
      const m = modelFromFixture<'keyActivity'>(file);
      if (options.data) m.screen.report = { ...m.screen.report, dataUrl: DATA_URL[file] ?? null };
      if (options.otherPath) m.screen.report = { ...m.screen.report, legacyScripts: null };
      return m;
    }, []);
    return (
      <WithServices services={services}>
        <KeyActivity model={model} />
      </WithServices>
    );
  }
  return fromFixtures(() => <Render />, file);
}

const meta: Meta = {
  title: 'Screens/KeyActivity',
  parameters: {
    // a screen's props are data (the model from a fixture page): nothing to control
    controls: { disable: true },
    docs: {
      description: {
        component:
          'Key activity (`/key/key-activity/<key>`): the key, its limits and the activity report. Models come from fixture pages ' +
          "through the real extractor and adapter. On hosted portals the page gives no data: the portal's own report scripts draw " +
          'the report into a themed frame (story "Portal report scripts"). Pages that name data in the documented form ' +
          '(docs/reporting.md) get the themed charts; that data is answered from `fixtures/reports` by stand-in runtime services.',
      },
    },
  },
};
export default meta;
type Story = StoryObj;

const figure = (name: string) => within(document.body).findByRole('figure', { name }, { timeout: 8000 });

/** Period line of the report. */
const period = (canvas: HTMLElement) => within(canvas).getByTestId('report-period');

const portalServices = storyServices({ legacyDraw: true });
export const PortalReportScripts: Story = {
  name: 'Portal report scripts (hosted portals: the default)',
  render: screen('keyActivity.html', portalServices),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("no data is requested; the scripts load in order, then the page's initCharts call", async () => {
      await waitFor(() => expect(canvasElement.querySelector('[data-legacy-report="drawn"]')).not.toBeNull());
      await expect(canvas.getByText("This report is drawn by the portal's own report scripts.")).toBeVisible();
      await expect(portalServices.log).toEqual([
        ...LEGACY_REPORT_SCRIPTS.map((s) => `script ${s}`),
        'call initCharts("k3y0000aaaa1111", "2017-08-01", "2017-08-31", {"tz":"UTC","daily":true})',
      ]);
      for (const id of ['chart_calls', 'chart_errors', 'detailTables', 'detailTables_multicontainer'])
        await expect(canvasElement.querySelector(`#${id}`)).not.toBeNull();
    });
    await step('the report tabs of the page, the active one marked; a tab is a keyboard-reachable link', async () => {
      const tabs = canvas.getByRole('navigation', { name: 'Report views' });
      const errors = within(tabs).getByRole('link', { name: 'Errors' });
      await expect(within(tabs).getByRole('link', { name: 'Calls' })).toHaveAttribute('aria-current', 'true');
      await userEvent.click(errors);
      await expect(errors).toHaveAttribute('aria-current', 'true');
    });
    await step("a period is applied with the button: the selected period's page is loaded", async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Period' }), '30');
      await expect(portalServices.log.filter((l) => l.startsWith('navigate'))).toEqual([]);
      await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
      await waitFor(() => expect(portalServices.log.at(-1)).toBe('navigate /key/key-activity/k3y0000aaaa1111?range=30'));
    });
  },
};

const otherPathServices = storyServices({ legacyDraw: true });
export const OtherReportPage: Story = {
  name: 'Key-activity page off /key/key-activity/ (reports script not named by the reference)',
  render: screen('keyActivity.html', otherPathServices, { otherPath: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("This page's report is drawn by a portal script this theme does not load."),
    ).toBeVisible();
    await expect(otherPathServices.log).toEqual([]);
  },
};

const reportServices = storyServices();
export const Report: Story = {
  name: 'Report data in the documented form (themed charts)',
  render: screen('keyActivity.html', reportServices, { data: true }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the key details come from the page', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Key Activity' })).toBeVisible();
      await expect(canvas.getByRole('heading', { level: 2, name: 'Weather API' })).toBeVisible();
      await expect(canvas.getByText('k3y0000aaaa1111')).toBeVisible();
      await expect(canvas.getByRole('table', { name: 'Limits' })).toBeVisible();
    });
    await step("the page's period is requested and drawn", async () => {
      const calls = await figure('Calls over time');
      await expect(reportServices.log[0]).toBe(
        'request /key/key-activity/k3y0000aaaa1111/data.json?from=2017-08-01&to=2017-08-31',
      );
      await expect(period(canvasElement)).toHaveTextContent('From Aug 1, 2017 to Aug 31, 2017');
      await expect(within(calls).getByText(/calls in total; the busiest day was/)).toBeVisible();
      // blocked calls and errors (tens) on a scale of their own, not flattened on the calls axis
      await figure('Blocked calls and Errors over time');
      await figure('Calls by method');
      await figure('Calls by response');
    });
    await step('chart ↔ table toggle', async () => {
      const calls = await figure('Calls over time');
      await userEvent.click(within(calls).getByRole('button', { name: 'Show as table' }));
      const table = await within(calls).findByRole('table');
      await expect(within(table).getAllByRole('row')).toHaveLength(32); // header + 31 days
      await expect(within(table).getByRole('columnheader', { name: 'Calls' })).toBeVisible();
      await userEvent.click(within(calls).getByRole('button', { name: 'Show as chart' }));
      await waitFor(() => expect(within(calls).queryByRole('table')).toBeNull());
    });
  },
};

const dateSelectionServices = storyServices();
export const DateSelection: Story = {
  name: 'Date selection (documented data: one request per Update)',
  render: screen('keyActivity.html', dateSelectionServices, { data: true }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const calls = await figure('Calls over time');
    await userEvent.click(within(calls).getByRole('button', { name: 'Show as table' }));
    await expect(within(await within(calls).findByRole('table')).getAllByRole('row')).toHaveLength(32);
    const select = canvas.getByRole('combobox', { name: 'Period' });
    await step('Last 30 days: the series for the selection replace the chart', async () => {
      await userEvent.selectOptions(select, '30');
      await expect(dateSelectionServices.log).toHaveLength(1); // a change alone loads nothing
      await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
      await waitFor(() =>
        expect(dateSelectionServices.log).toContain('request /key/key-activity/k3y0000aaaa1111/data.json?range=30'),
      );
      await waitFor(() => expect(period(canvasElement)).toHaveTextContent('From Aug 2, 2017 to Aug 31, 2017'));
      await waitFor(() => expect(within(within(calls).getByRole('table')).getAllByRole('row')).toHaveLength(31));
    });
    await step('Last 7 days, with the button', async () => {
      await userEvent.selectOptions(select, '7');
      await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
      await waitFor(() => expect(period(canvasElement)).toHaveTextContent('From Aug 25, 2017 to Aug 31, 2017'));
      await waitFor(() => expect(within(within(calls).getByRole('table')).getAllByRole('row')).toHaveLength(8));
    });
    await expect(dateSelectionServices.log.filter((l) => l.startsWith('navigate'))).toEqual([]);
    // one request per Update
    await expect(dateSelectionServices.log.filter((l) => l.startsWith('request'))).toHaveLength(3);
  },
};

const noActivityServices = storyServices();
export const NoActivity: Story = {
  render: screen('keyActivity.noInit.html', noActivityServices, { data: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No activity in this period.')).toBeVisible();
    await expect(noActivityServices.log).toEqual(['request /key/key-activity/k3y4444cccc5555/data.json']);
    // four dd values: no secret, no limits table, no date selector
    await expect(canvas.queryByRole('group', { name: 'Secret' })).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

const toleratedServices = storyServices();
export const ToleratedResponse: Story = {
  name: 'Tolerated response shape (row records)',
  render: screen('keyActivity.trickyArgs.html', toleratedServices, { data: true }),
  play: async () => {
    const totals = await figure('Totals for the period');
    await expect(within(totals).getByText(/calls in the period\./)).toBeVisible();
    await figure('Calls over time');
  },
};

const legacyServices = storyServices({ failRequests: 404, legacyDraw: true });
export const LegacyFallback: Story = {
  name: "Named data that cannot be had: the portal's report scripts",
  render: screen('keyActivity.html', legacyServices, { data: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-legacy-report="drawn"]')).not.toBeNull());
    await expect(canvas.getByText("This report is drawn by the portal's own report scripts.")).toBeVisible();
    await expect(legacyServices.log).toEqual([
      'request /key/key-activity/k3y0000aaaa1111/data.json?from=2017-08-01&to=2017-08-31',
      ...LEGACY_REPORT_SCRIPTS.map((s) => `script ${s}`),
      'call initCharts("k3y0000aaaa1111", "2017-08-01", "2017-08-31", {"tz":"UTC","daily":true})',
    ]);
    for (const id of ['chart_calls', 'chart_errors', 'detailTables', 'detailTables_multicontainer']) {
      await expect(canvasElement.querySelector(`#${id}`)).not.toBeNull();
    }
  },
};

const unavailableServices = storyServices({ failRequests: 500, failAssets: true });
export const Unavailable: Story = {
  name: 'Unavailable (no data, scripts blocked)',
  render: screen('keyActivity.html', unavailableServices, { data: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The activity report could not be loaded.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-legacy-report]')).toBeNull();
    // the key details still show
    await expect(canvas.getByText('Storm Tracker')).toBeVisible();
  },
};

// requests never answer while the story is looked at: the loading state
const loadingServices = storyServices({ delay: 600_000 });
export const Loading: Story = {
  render: screen('keyActivity.html', loadingServices, { data: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getAllByRole('status').find((el) => el.textContent === 'Loading the activity report...');
    await expect(status).toBeDefined();
    await expect(canvas.getByRole('region', { name: 'Report' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const WithoutRuntime: Story = {
  name: 'Without the runtime (no services)',
  render: screen('keyActivity.html', null),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The activity report could not be loaded.')).toBeVisible();
  },
};
