import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { KeyActivity } from './KeyActivity.tsx';
import { LEGACY_REPORT_SCRIPTS } from '../../lib/reportSource.ts';
import { modelFromFixture } from '../../../.storybook/support/fixtureModel.ts';
import { storyServices, WithServices, type StoryServices } from '../../../.storybook/support/accountScreens.tsx';

/** Renders the screen for a fixture page with the given stand-in services (kept out of args: they hold state). */
function screen(file: string, services: StoryServices | null) {
  function Render() {
    const model = useMemo(() => modelFromFixture<'keyActivity'>(file), []);
    return (
      <WithServices services={services}>
        <KeyActivity model={model} />
      </WithServices>
    );
  }
  return () => <Render />;
}

const meta: Meta = {
  title: 'Screens/KeyActivity',
  parameters: {
    docs: {
      description: {
        component:
          'Key activity (`/key/key-activity/<key>`): the key, its limits and the activity report. Models come from fixture pages ' +
          'through the real extractor and adapter; report data is answered from `fixtures/reports` by stand-in runtime services ' +
          '(docs/reporting.md documents the schema).',
      },
    },
  },
};
export default meta;
type Story = StoryObj;

const figure = (name: string) => within(document.body).findByRole('figure', { name }, { timeout: 8000 });

/** Period line of the report. */
const period = (canvas: HTMLElement) => within(canvas).getByTestId('report-period');

const reportServices = storyServices();
export const Report: Story = {
  render: screen('keyActivity.html', reportServices),
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
      await figure('Calls by method');
      await figure('Calls by response');
    });
    await step('chart ↔ table toggle', async () => {
      const calls = await figure('Calls over time');
      await userEvent.click(within(calls).getByRole('button', { name: 'Show as table' }));
      const table = await within(calls).findByRole('table');
      await expect(within(table).getAllByRole('row')).toHaveLength(32); // header + 31 days
      await expect(within(table).getByRole('columnheader', { name: 'Blocked calls' })).toBeVisible();
      await userEvent.click(within(calls).getByRole('button', { name: 'Show as chart' }));
      await waitFor(() => expect(within(calls).queryByRole('table')).toBeNull());
    });
  },
};

const dateSelectionServices = storyServices();
export const DateSelection: Story = {
  render: screen('keyActivity.html', dateSelectionServices),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const calls = await figure('Calls over time');
    await userEvent.click(within(calls).getByRole('button', { name: 'Show as table' }));
    await expect(within(await within(calls).findByRole('table')).getAllByRole('row')).toHaveLength(32);
    const select = canvas.getByRole('combobox', { name: 'Period' });
    await step('Last 30 days: the series for the selection replace the chart', async () => {
      await userEvent.selectOptions(select, '30');
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
  },
};

const noActivityServices = storyServices();
export const NoActivity: Story = {
  render: screen('keyActivity.noInit.html', noActivityServices),
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
  render: screen('keyActivity.trickyArgs.html', toleratedServices),
  play: async () => {
    const totals = await figure('Totals for the period');
    await expect(within(totals).getByText(/calls in the period\./)).toBeVisible();
    await figure('Calls over time');
  },
};

const legacyServices = storyServices({ failRequests: 404, legacyDraw: true });
export const LegacyFallback: Story = {
  name: "Fallback: the portal's report scripts",
  render: screen('keyActivity.html', legacyServices),
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
  render: screen('keyActivity.html', unavailableServices),
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
  render: screen('keyActivity.html', loadingServices),
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
