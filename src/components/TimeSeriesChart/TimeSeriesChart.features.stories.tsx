import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TimeSeriesChart } from './index.ts';
import { chartLabels, dailySeries, formatDay } from '../../../stories/support/chartStoryData.ts';

const summary = (info: { total: number; series: { label: string; peak: { x: Date; y: number } | null }[] }) =>
  `${info.total.toLocaleString('en-GB')} calls in total. ` +
  info.series.map((s) => (s.peak ? `${s.label} peaked at ${s.peak.y} on ${formatDay(s.peak.x)}.` : '')).join(' ');

const meta = {
  title: 'Components/TimeSeriesChart/Features',
  component: TimeSeriesChart,
  args: { title: 'Calls per day', series: dailySeries(14), formatDate: formatDay, locale: 'en-GB', summary, labels: chartLabels },
} satisfies Meta<typeof TimeSeriesChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = { args: { series: dailySeries(14).slice(0, 1) } };

export const SeveralSeries: Story = {};

export const Bars: Story = { args: { variant: 'bar', series: dailySeries(7) } };

export const ManyPoints: Story = { args: { title: 'Calls per day, last 90 days', series: dailySeries(90) } };

export const SinglePoint: Story = { args: { series: dailySeries(1) } };

export const TableView: Story = {
  args: { defaultView: 'table', series: dailySeries(7) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Calls per day' });
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
  },
};

export const Empty: Story = { args: { series: [{ id: 'calls', label: 'Calls', points: [] }] } };

export const KeyboardTooltip: Story = {
  args: { series: dailySeries(7) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plot = await canvas.findByRole('group', { name: 'Calls per day' });
    await userEvent.tab(); // the "Show as table" toggle
    await userEvent.tab();
    await expect(plot).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const tooltip = await canvas.findByTestId('chart-tooltip');
    await expect(tooltip).toHaveTextContent('2 Mar');
    await expect(canvas.getByText(/^2 Mar: Calls \d+, Blocked calls \d+$/)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByTestId('chart-tooltip')).toBeNull());
  },
};

export const ToggleTable: Story = {
  args: { series: dailySeries(5) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    const table = canvas.getByRole('table', { name: 'Calls per day' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Calls', 'Blocked calls']);
    await expect(canvas.getByRole('button', { name: 'Show as chart' })).toBeInTheDocument();
  },
};
