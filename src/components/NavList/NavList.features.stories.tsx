import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NavList } from './index.ts';
import { Box } from '../Box/index.ts';
import { vars } from '../../theme/index.ts';

const meta = { title: 'Components/NavList/Features', component: NavList } satisfies Meta<typeof NavList>;
export default meta;
type Story = StoryObj<typeof meta>;

const docs = [
  { label: 'Home', url: '/docs/read/Home', isActive: false },
  {
    label: 'Guides',
    url: '/docs/read/Guides',
    isActive: false,
    children: [
      { label: 'Authentication', url: '/docs/read/Guides/Auth', isActive: true },
      {
        label: 'Errors',
        url: '/docs/read/Guides/Errors',
        isActive: false,
        children: [{ label: 'Error codes', url: '/docs/read/Guides/Errors/Codes', isActive: false }],
      },
    ],
  },
  { label: 'Reference', url: '/docs/read/Reference', isActive: false },
];

const primary = [
  {
    label: 'Docs',
    url: '/docs',
    isActive: true,
    current: 'true' as const,
    children: [
      { label: 'Home', url: '/docs/read/Home', isActive: false },
      { label: 'Guides', url: '/docs/read/Guides', isActive: true },
    ],
  },
  { label: 'Interactive docs', url: '/io-docs', isActive: false },
  { label: 'Blog', url: '/blog', isActive: false },
  { label: 'Forum', url: '/forum', isActive: false },
];

export const VerticalNested: Story = {
  args: { items: docs, label: 'In the Docs', currentClassName: 'current-page' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Authentication' });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(link).toHaveClass('current-page');
  },
};

export const Horizontal: Story = {
  args: { items: primary.map(({ children: _c, ...rest }) => rest), orientation: 'horizontal', label: 'Main' },
};

export const HorizontalWithSubmenu: Story = {
  args: { items: primary, orientation: 'horizontal', label: 'Main', labels: { submenu: (l) => `${l} submenu` } },
  render: (args) => (
    <Box paddingBottom="3xl">
      <NavList {...args} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const toggle = c.getByRole('button', { name: 'Docs submenu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(c.getByRole('link', { name: 'Guides' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

export const OnHeaderBar: Story = {
  args: { items: primary.map(({ children: _c, ...rest }) => rest), orientation: 'horizontal', surface: 'header', label: 'Main' },
  render: (args) => (
    <div style={{ background: vars.color.header, padding: vars.space.sm }}>
      <NavList {...args} />
    </div>
  ),
};

export const SectionCurrent: Story = {
  args: {
    items: [
      { label: 'My Account', url: '/member/edit', isActive: true, current: 'true' },
      { label: 'Sign Out', url: '/logout/logout', isActive: false, reloadDocument: true },
    ],
    orientation: 'horizontal',
    label: 'User',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'My Account' })).toHaveAttribute('aria-current', 'true');
    await expect(within(canvasElement).getByRole('link', { name: 'Sign Out' })).toHaveAttribute('data-full-load');
  },
};

export const KeyboardFocus: Story = {
  args: { items: docs, label: 'In the Docs' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const home = within(canvasElement).getByRole('link', { name: 'Home' });
    await expect(home).toHaveFocus();
    await expect(getComputedStyle(home).outlineStyle).toBe('solid');
  },
};
