import type { Meta, StoryObj } from '@storybook/react-vite';
import { TimeSeriesChart } from './index.ts';
import { chartLabels, dailySeries, formatDay } from '../../../stories/support/chartStoryData.ts';

const meta = {
  title: 'Components/TimeSeriesChart',
  component: TimeSeriesChart,
  args: {
    title: 'Calls per day',
    series: dailySeries(14),
    variant: 'line',
    height: 260,
    formatDate: formatDay,
    locale: 'en-GB',
    summary: (info) =>
      `${info.total.toLocaleString('en-GB')} calls in ${info.series[0]?.count ?? 0} days; busiest day ${info.series[0]?.peak ? formatDay(info.series[0].peak.x) : '–'}.`,
    labels: chartLabels,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['line', 'bar'] },
    defaultView: { control: 'inline-radio', options: ['chart', 'table'] },
    height: { control: { type: 'range', min: 120, max: 480, step: 20 } },
  },
} satisfies Meta<typeof TimeSeriesChart>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
