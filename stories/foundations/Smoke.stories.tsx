import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../src/theme/index.ts';

const meta: Meta = { title: 'Foundations/Smoke' };
export default meta;

export const ThemeApplied: StoryObj = {
  render: () => <p style={{ color: vars.color.text, background: vars.color.surface }}>Theme variables resolve</p>,
  play: async ({ canvasElement }) => {
    const p = within(canvasElement).getByText('Theme variables resolve');
    await expect(getComputedStyle(p).color).not.toBe('');
  },
};
