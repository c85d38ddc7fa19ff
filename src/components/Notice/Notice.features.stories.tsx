import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Notice } from './index.ts';
import { Link } from '../Link/index.ts';

const meta = { title: 'Components/Notice/Features', component: Notice } satisfies Meta<typeof Notice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: { tone: 'info', title: 'Secrets already visible', messages: ['Your secrets are visible on the keys page.'] },
};
export const Positive: Story = { args: { tone: 'positive', title: 'E-mail Sent', messages: ['Check your inbox for a link.'] } };
export const Caution: Story = {
  args: { tone: 'caution', title: 'Pending approval', messages: ['An administrator will review your registration.'] },
};
export const CriticalAlertWithList: Story = {
  args: {
    tone: 'critical',
    role: 'alert',
    title: 'Please correct the noted errors.',
    titleLevel: 2,
    messages: ['This value is not allowed to be blank.', 'The passwords do not match.'],
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getAllByRole('listitem')).toHaveLength(2);
  },
};
export const WithLink: Story = {
  args: {
    tone: 'critical',
    title: 'Sign Out Failed',
    messages: ['Your attempt to sign out failed. Please try again.'],
    children: (
      <Link href="/logout/logout" tone="inherit">
        Try again
      </Link>
    ),
  },
};
export const WithoutTitle: Story = { args: { tone: 'info', messages: ['Only a message.'] } };
export const StaticNote: Story = {
  args: { tone: 'info', role: 'none', hideIcon: true, children: 'A note that is not announced.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
