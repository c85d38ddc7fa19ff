import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TimeSeriesChart, type TimeSeriesChartLabels } from './index.ts';

const labels: TimeSeriesChartLabels = {
  showTable: 'Show as table',
  showChart: 'Show as chart',
  empty: 'No activity in this period.',
  dateColumn: 'Date',
  loading: 'Loading chart',
  keyboardHint: 'Use the arrow keys to read values.',
};
const series = [
  {
    id: 'calls',
    label: 'Calls',
    points: [
      { x: '2024-03-01T00:00:00Z', y: 120 },
      { x: '2024-03-02T00:00:00Z', y: 311 },
      { x: '2024-03-03T00:00:00Z', y: 95 },
    ],
  },
  { id: 'blocked', label: 'Blocked', points: [{ x: '2024-03-02T00:00:00Z', y: 4 }] },
];
const formatDate = (d: Date) => d.toISOString().slice(0, 10);

describe('TimeSeriesChart', () => {
  it('is a figure named by its title, with the text summary built from the data', () => {
    render(
      <TimeSeriesChart
        title="Calls per day"
        series={series}
        formatDate={formatDate}
        summary={(info) => `${info.total} calls; peak ${info.series[0]!.peak!.y}`}
        labels={labels}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Calls per day' });
    expect(within(figure).getByText('530 calls; peak 311')).toBeTruthy();
  });

  it('loads the drawing lazily and explores it by keyboard with announced values', async () => {
    const user = userEvent.setup();
    render(
      <TimeSeriesChart
        title="Calls per day"
        series={series}
        formatDate={formatDate}
        formatValue={String}
        summary={() => 'summary'}
        labels={labels}
      />,
    );
    const plot = await screen.findByRole('group', { name: 'Calls per day' });
    expect(plot.getAttribute('aria-describedby')).toBeTruthy();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(plot);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('2024-03-01: Calls 120')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('2024-03-02: Calls 311, Blocked 4')).toBeTruthy();
    expect(screen.getByTestId('chart-tooltip').textContent).toContain('311');
    await user.keyboard('{End}');
    expect(screen.getByText('2024-03-03: Calls 95')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('chart-tooltip')).toBeNull();
  });

  it('switches to an equivalent captioned table and back', async () => {
    const user = userEvent.setup();
    render(
      <TimeSeriesChart
        title="Calls per day"
        series={series}
        formatDate={formatDate}
        formatValue={String}
        summary={() => 's'}
        labels={labels}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', { name: 'Calls per day' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Date', 'Calls', 'Blocked']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['2024-03-01', '120', ''],
      ['2024-03-02', '311', '4'],
      ['2024-03-03', '95', ''],
    ]);
    expect(screen.queryByRole('group', { name: 'Calls per day' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show as chart' }));
    expect(await screen.findByRole('group', { name: 'Calls per day' })).toBeTruthy();
  });

  it('draws grouped bars in the bar variant', async () => {
    render(<TimeSeriesChart title="Calls" series={series} variant="bar" summary={() => 's'} labels={labels} />);
    await screen.findByRole('group', { name: 'Calls' });
    expect(screen.getAllByTestId('chart-bar')).toHaveLength(4);
  });

  it('shows the empty message, no toggle and no summary without data', () => {
    const summary = () => 'never';
    render(<TimeSeriesChart title="Calls" series={[{ id: 'a', label: 'A', points: [] }]} summary={summary} labels={labels} />);
    expect(screen.getByText('No activity in this period.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('never')).toBeNull();
  });
});
