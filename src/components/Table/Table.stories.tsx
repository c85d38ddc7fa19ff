import type { Meta, StoryObj } from '@storybook/react-vite';
import { Table } from './index.ts';

const meta = {
  title: 'Components/Table',
  component: Table,
  args: {
    caption: 'Limits',
    head: ['Limit', 'Value'],
    rows: [
      ['Calls per second', '2'],
      ['Calls per day', '5,000'],
      ['Throttle', 'Off'],
    ],
    align: ['start', 'end'],
    responsive: 'scroll',
    density: 'comfortable',
    striped: false,
    rowHeader: false,
    hideCaption: false,
  },
  argTypes: {
    responsive: { control: 'inline-radio', options: ['scroll', 'stack'] },
    density: { control: 'inline-radio', options: ['compact', 'comfortable'] },
  },
} satisfies Meta<typeof Table>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
