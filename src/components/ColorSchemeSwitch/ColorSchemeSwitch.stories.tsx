import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ColorSchemeSwitch } from './ColorSchemeSwitch.tsx';

const meta = {
  title: 'Components/ColorSchemeSwitch',
  component: ColorSchemeSwitch,
  args: { labels: { label: 'Color scheme', light: 'Light', dark: 'Dark', system: 'System' }, surface: 'default' },
} satisfies Meta<typeof ColorSchemeSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The reader's choice: "system" by default; choosing Dark presses it (the runtime saves and applies it). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(c.getByRole('button', { name: 'Dark' }));
    await expect(c.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'false');
  },
};
