import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AccountNav } from './index.ts';

const meta = { title: 'Components/AccountNav/Features', component: AccountNav } satisfies Meta<typeof AccountNav>;
export default meta;
type Story = StoryObj<typeof meta>;

const sections = (active: number) =>
  ['Keys', 'Apps', 'Account'].map((label, i) => ({
    label,
    url: ['/apps/mykeys', '/apps/myapps', '/member/edit'][i]!,
    isActive: i === active,
  }));

export const KeysCurrent: Story = {
  args: { label: 'Account', items: sections(0) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Keys' })).toHaveAttribute('aria-current', 'page');
  },
};
export const AccountCurrent: Story = { args: { label: 'Account', items: sections(2) } };
export const SettingsNav: Story = {
  args: {
    label: 'Account settings',
    items: [
      { label: 'Change E-mail', url: '/member/email', isActive: false },
      { label: 'Change Password', url: '/member/passwd', isActive: true },
      { label: 'Remove Membership', url: '/member/remove', isActive: false, reloadDocument: true },
    ],
  },
};
export const OidcUserOnlyRemoval: Story = {
  args: { label: 'Account settings', items: [{ label: 'Remove Membership', url: '/member/remove', isActive: false }] },
};
export const Keyboard: Story = {
  args: { label: 'Account', items: sections(1) },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Apps' })).toHaveFocus();
  },
};
