import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './index.ts';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Only screen readers hear this' },
  render: (args) => (
    <p>
      Visible text. <VisuallyHidden {...args} />
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>;
export default meta;

export const Playground: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const hidden = within(canvasElement).getByText('Only screen readers hear this');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
