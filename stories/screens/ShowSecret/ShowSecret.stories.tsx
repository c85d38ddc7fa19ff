import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShowSecret } from '../../../src/screens/ShowSecret/ShowSecret.tsx';
import { fixtureRender } from '../../support/accountScreens.tsx';

const meta: Meta = {
  title: 'Screens/ShowSecret',
  // a screen's props are data (the model from a fixture page): nothing to control
  parameters: { controls: { disable: true } },
};
export default meta;
type Story = StoryObj;

export const MailSent: Story = {
  name: 'Request sent (mail with a reveal link)',
  render: fixtureRender(ShowSecret, 'showSecret.html'),
};

export const Visible: Story = {
  name: 'Secrets visible for 30 days',
  render: fixtureRender(ShowSecret, 'showSecretSuccess.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // the server's own message (the portal admin's wording) instead of the default label text
    await expect(canvas.getByText(/Your shared secrets are visible on/)).toHaveTextContent(
      'Your shared secrets are visible on your keys page for 30 days.',
    );
    await expect(canvas.queryByText(/card-data \(PCI\) compliance/)).toBeNull();
  },
};

export const AlreadyVisible: Story = {
  name: 'Already visible: a way to the keys',
  render: fixtureRender(ShowSecret, 'showSecretError.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Go to your keys' })).toHaveAttribute('href', '/apps/mykeys');
  },
};

export const AlreadyVisibleServerMessage: Story = {
  name: "Already visible, the server's message (absolute link)",
  render: fixtureRender(ShowSecret, 'showSecretError.absolute.html', { settings: { labels: { showSecretError: { main: '' } } } }),
};
