// Example data shared by the chart stories (a key's daily calls, as a key-activity report shows them).
import type { TimeSeries } from '../../src/components/TimeSeriesChart/index.ts';

const start = Date.UTC(2024, 2, 1);
const DAY = 24 * 60 * 60 * 1000;
/** Deterministic, wavy "calls per day" values. */
const wave = (i: number, base: number, amp: number) => Math.round(base + amp * Math.sin(i / 2.2) + ((i * 37) % 17));

export function dailySeries(days: number): TimeSeries[] {
  return [
    {
      id: 'calls',
      label: 'Calls',
      points: Array.from({ length: days }, (_, i) => ({ x: new Date(start + i * DAY), y: wave(i, 220, 90) })),
    },
    {
      id: 'blocked',
      label: 'Blocked calls',
      points: Array.from({ length: days }, (_, i) => ({ x: new Date(start + i * DAY), y: wave(i, 18, 12) })),
    },
  ];
}

export const chartLabels = {
  showTable: 'Show as table',
  showChart: 'Show as chart',
  empty: 'No calls were made with this key in the selected period.',
  dateColumn: 'Date',
  loading: 'Loading chart…',
  keyboardHint: 'Use the left and right arrow keys to read each day’s values.',
};

export const formatDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format;

export const methodCalls = [
  { label: 'GET /forecast', value: 1840 },
  { label: 'GET /current', value: 1212 },
  { label: 'POST /alerts', value: 388 },
  { label: 'PUT /alerts/{id}', value: 96 },
  { label: 'DELETE /alerts/{id}', value: 41 },
];
export const barLabels = { ...chartLabels, categoryColumn: 'Method', valueColumn: 'Calls' };
