import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './index.ts';

const meta = { title: 'Components/VisuallyHidden/Features', component: VisuallyHidden } satisfies Meta<typeof VisuallyHidden>;
export default meta;

export const NamesAnIconButton: StoryObj<typeof meta> = {
  args: { children: 'Close' },
  render: (args) => (
    <button type="button">
      <span aria-hidden="true">×</span>
      <VisuallyHidden {...args} />
    </button>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};
