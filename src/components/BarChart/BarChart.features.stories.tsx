import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BarChart } from './index.ts';
import { barLabels, methodCalls } from '../../../stories/support/chartStoryData.ts';

const meta = {
  title: 'Components/BarChart/Features',
  component: BarChart,
  args: {
    title: 'Calls by method',
    data: methodCalls,
    locale: 'en-GB',
    summary: (info) => `${info.total.toLocaleString('en-GB')} calls; most used: ${info.peak?.label ?? '–'}.`,
    labels: barLabels,
  },
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {};
export const Vertical: Story = { args: { orientation: 'vertical' } };
export const Multicolor: Story = { args: { orientation: 'vertical', multicolor: true } };
export const TableView: Story = { args: { defaultView: 'table' } };
export const Empty: Story = { args: { data: [] } };

export const KeyboardTooltip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plot = await canvas.findByRole('group', { name: 'Calls by method' });
    plot.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByTestId('chart-tooltip')).toHaveTextContent('GET /current');
    await expect(canvas.getByText('GET /current: 1,212')).toBeInTheDocument();
  },
};
