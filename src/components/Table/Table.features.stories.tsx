import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../../theme/index.ts';
import { expect, userEvent, within } from 'storybook/test';
import { Table } from './index.ts';

const meta = { title: 'Components/Table/Features', component: Table } satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

const activityHead = ['Date', 'Method', 'Calls', 'Errors', 'Blocked', 'Average latency (ms)', 'Peak latency (ms)', 'Region'];
const activityRows = [
  ['2017-08-21', 'GET /forecast', '1,204', '3', '0', '112', '840', 'eu-west-1'],
  ['2017-08-22', 'GET /forecast', '1,530', '0', '2', '98', '702', 'eu-west-1'],
  ['2017-08-23', 'POST /alerts', '88', '1', '0', '240', '1,120', 'us-east-1'],
];

export const WithoutHead: Story = {
  args: {
    caption: 'Limits',
    rows: [
      ['Calls per second', '2'],
      ['Calls per day', '5,000'],
    ],
    rowHeader: true,
    align: ['start', 'end'],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('rowheader')).toHaveLength(2);
  },
};

export const HiddenCaption: Story = {
  args: { caption: 'Limits', hideCaption: true, head: ['Limit', 'Value'], rows: [['Calls per day', '5,000']] },
};

export const Striped: Story = {
  args: {
    caption: 'Recent activity',
    head: activityHead.slice(0, 3),
    rows: activityRows.map((r) => r.slice(0, 3)),
    striped: true,
    density: 'compact',
  },
};

export const ScrollsWhenNarrow: Story = {
  args: {
    caption: 'Key activity',
    head: activityHead,
    rows: activityRows,
    align: ['start', 'start', 'end', 'end', 'end', 'end', 'end', 'start'],
  },
  render: (args) => (
    <div style={{ maxWidth: vars.size.sidebar }}>
      <Table {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Key activity' });
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

export const StackedOnSmallScreens: Story = {
  args: { caption: 'Key activity', head: activityHead, rows: activityRows, responsive: 'stack' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getAllByRole('cell')[0];
    await expect(cell).toHaveAttribute('data-label', 'Date');
  },
};

export const Empty: Story = {
  args: { caption: 'Recent activity', head: ['Date', 'Calls'], rows: [], empty: 'No activity in this period.' },
};
