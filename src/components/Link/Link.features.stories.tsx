import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from './index.ts';
import { Stack } from '../Box/index.ts';
import { Text } from '../Text/index.ts';

const meta = { title: 'Components/Link/Features', component: Link } satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  args: { href: '#', children: '' },
  render: () => (
    <Stack space="sm">
      <Link href="/docs">Brand link</Link>
      <Link href="/docs" tone="neutral">
        Neutral link
      </Link>
      <Link href="/member/remove" tone="critical">
        Critical link
      </Link>
      <Text as="p" tone="muted">
        Inherit:{' '}
        <Link href="/docs" tone="inherit">
          follows the text colour
        </Link>
      </Text>
    </Stack>
  ),
};

export const Underline: Story = {
  args: { href: '#', children: '' },
  render: () => (
    <Stack space="sm">
      <Link href="/a" underline="always">
        Always underlined
      </Link>
      <Link href="/b" underline="hover">
        Underlined on hover
      </Link>
      <Link href="/c" underline="none" weight="semibold">
        Never underlined (semibold)
      </Link>
    </Stack>
  ),
};

export const Current: Story = {
  args: { href: '/docs', children: 'Docs', isCurrent: true, currentClassName: 'current-page' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Docs' });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(link).toHaveClass('current-page');
  },
};

export const FullLoad: Story = {
  args: { href: '/member/register', children: 'Register', reloadDocument: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Register' })).toHaveAttribute('data-full-load');
  },
};

export const NewWindow: Story = {
  args: { href: 'https://example.com/terms', children: 'Terms (opens in a new window)', target: '_blank' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const KeyboardFocus: Story = {
  args: { href: '/docs', children: 'Focusable link' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};
