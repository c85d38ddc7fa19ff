import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart } from './index.ts';
import { barLabels, methodCalls } from '../../../stories/support/chartStoryData.ts';

const meta = {
  title: 'Components/BarChart',
  component: BarChart,
  args: {
    title: 'Calls by method',
    data: methodCalls,
    orientation: 'horizontal',
    locale: 'en-GB',
    summary: (info) =>
      `${info.total.toLocaleString('en-GB')} calls over ${info.count} methods; most used: ${info.peak?.label ?? '–'}.`,
    labels: barLabels,
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    defaultView: { control: 'inline-radio', options: ['chart', 'table'] },
  },
} satisfies Meta<typeof BarChart>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
