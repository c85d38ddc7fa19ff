import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ColorSchemeSwitch } from './ColorSchemeSwitch.tsx';

const meta = {
  title: 'Components/ColorSchemeSwitch',
  component: ColorSchemeSwitch,
  args: {
    labels: { label: 'Color scheme', light: 'Light', dark: 'Dark', system: 'System' },
    defaultValue: 'system',
    surface: 'default',
    onChange: fn(),
  },
  argTypes: {
    defaultValue: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    value: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    // `header` draws in the header's text colour, readable on the header's background only: seen in Screens/Layout
    surface: { control: false },
  },
} satisfies Meta<typeof ColorSchemeSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The reader's choice: "system" by default; choosing Dark presses it and reports it (the runtime saves and applies it). */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('group', { name: 'Color scheme' })).toBeInTheDocument();
    await expect(c.getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(c.getByRole('button', { name: 'Dark' }));
    await expect(c.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onChange).toHaveBeenCalledWith('dark');
  },
};

/** Controlled by the caller (the layout passes the saved choice): the pressed button follows `value`. */
export const Controlled: Story = {
  args: { value: 'light' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true');
    for (const name of ['Light', 'Dark', 'System']) {
      const box = c.getByRole('button', { name }).getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(24);
      await expect(box.height).toBeGreaterThanOrEqual(24);
    }
  },
};
