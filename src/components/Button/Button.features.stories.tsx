import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonTones, buttonVariants } from './index.ts';
import { Inline, Stack } from '../Box/index.ts';

const meta = { title: 'Components/Button/Features', component: Button } satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

const PlusIcon = () => (
  <svg viewBox="0 0 16 16" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M8 3v10M3 8h10" />
  </svg>
);

export const TonesAndVariants: Story = {
  args: { children: '' },
  render: () => (
    <Stack space="md">
      {buttonTones.map((tone) => (
        <Inline key={tone} space="sm">
          {buttonVariants.map((variant) => (
            <Button key={variant} tone={tone} variant={variant}>{`${tone} ${variant}`}</Button>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};

export const Sizes: Story = {
  args: { children: '' },
  render: () => (
    <Inline space="sm" alignY="center">
      <Button size="sm">Small</Button>
      <Button size="md">Medium</Button>
      <Button size="lg">Large</Button>
    </Inline>
  ),
};

export const AsLink: Story = {
  args: { href: '/apps/register', children: 'Create a New App', reloadDocument: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Create a New App' });
    await expect(link.getAttribute('href')).toBe('/apps/register');
    await expect(link.hasAttribute('data-full-load')).toBe(true);
  },
};

export const WithIcon: Story = {
  args: { children: 'Get API Keys', icon: <PlusIcon />, variant: 'soft' },
};

export const IconOnly: Story = {
  args: { children: 'Add', icon: <PlusIcon />, hideLabel: true, variant: 'ghost', tone: 'neutral' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { children: 'Saving', loading: true, loadingLabel: 'please wait', onClick: fn() },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Saving/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { children: 'Delete This Key', tone: 'critical', disabled: true, onClick: fn() },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete This Key' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = { args: { children: 'Sign In', fullWidth: true } };

export const KeyboardFocus: Story = {
  args: { children: 'Focus me' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Focus me' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
  },
};
