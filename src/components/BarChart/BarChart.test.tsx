import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BarChart, type BarChartLabels } from './index.ts';

const frameLabels = {
  showTable: 'Show as table',
  showChart: 'Show as chart',
  empty: 'No activity in this period.',
  dateColumn: 'Date',
  loading: 'Loading chart',
  keyboardHint: 'Use the arrow keys to read values.',
};

describe('BarChart', () => {
  const barLabels: BarChartLabels = { ...frameLabels, categoryColumn: 'Method', valueColumn: 'Calls' };
  const data = [
    { label: 'GET /weather', value: 40 },
    { label: 'POST /alerts', value: 12 },
    { label: 'DELETE /alerts', value: 3 },
  ];

  it('draws one bar per category and reads them by keyboard', async () => {
    const user = userEvent.setup();
    render(
      <BarChart
        title="Calls by method"
        data={data}
        formatValue={String}
        summary={(i) => `${i.total} calls, most ${i.peak!.label}`}
        labels={barLabels}
      />,
    );
    expect(screen.getByText('55 calls, most GET /weather')).toBeTruthy();
    // the plot is a lazy chunk (visx): its first import can take over a second on a loaded machine
    const plot = await screen.findByRole('group', { name: 'Calls by method' }, { timeout: 10_000 });
    expect(screen.getAllByTestId('chart-bar')).toHaveLength(3);
    plot.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByText('POST /alerts: 12')).toBeTruthy();
    await user.keyboard('{Home}');
    expect(screen.getByText('GET /weather: 40')).toBeTruthy();
  });

  it('offers the table alternative with category and value columns', async () => {
    const user = userEvent.setup();
    render(
      <BarChart
        title="Calls by method"
        data={data}
        formatValue={String}
        summary={() => 's'}
        labels={barLabels}
        defaultView="table"
      />,
    );
    const table = screen.getByRole('table', { name: 'Calls by method' });
    expect(within(table).getByRole('rowheader', { name: 'POST /alerts' })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['40', '12', '3']);
    await user.click(screen.getByRole('button', { name: 'Show as chart' }));
    expect(await screen.findByRole('group', { name: 'Calls by method' })).toBeTruthy();
  });
});
