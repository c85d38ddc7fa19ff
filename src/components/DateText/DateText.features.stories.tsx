import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DateText } from './index.ts';

const meta = {
  title: 'Components/DateText/Features',
  component: DateText,
  render: (args) => (
    <p>
      Last active <DateText {...args} />
    </p>
  ),
} satisfies Meta<typeof DateText>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A machine value the date parser reads: the text inside `<time datetime>`. */
export const WithMachineValue: Story = {
  args: { value: { text: 'September 21, 2017', dateTime: '2017-09-21T10:00:00Z' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('September 21, 2017').closest('time')?.getAttribute('datetime')).toBe(
      '2017-09-21T10:00:00Z',
    );
  },
};

/** No machine value (or one that is not a date): the text alone. */
export const TextOnly: Story = {
  args: { value: { text: '3 days ago', dateTime: 'recently' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toBeNull();
    await expect(within(canvasElement).getByText(/3 days ago/)).toBeVisible();
  },
};
