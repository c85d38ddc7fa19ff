import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DateText } from './index.ts';

const meta = {
  title: 'Components/DateText',
  component: DateText,
  args: { value: { text: 'Aug 21, 2017', dateTime: '2017-08-21T09:30:00Z' } },
  render: (args) => (
    <p>
      Created <DateText {...args} />
    </p>
  ),
} satisfies Meta<typeof DateText>;
export default meta;

export const Playground: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('Aug 21, 2017');
    await expect(time.tagName).toBe('TIME');
    await expect(time.getAttribute('datetime')).toBe('2017-08-21T09:30:00Z');
  },
};
