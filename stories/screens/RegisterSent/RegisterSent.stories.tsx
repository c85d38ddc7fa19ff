import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RegisterSent } from '../../../src/screens/RegisterSent/RegisterSent.tsx';
import { contentStory } from '../../support/contentScreens.tsx';

const meta: Meta = {
  title: 'Screens/RegisterSent',
  parameters: {
    // a screen's props are data (the model from a fixture page): nothing to control
    controls: { disable: true },
    docs: {
      description: {
        component:
          "'Registration Almost Complete': with notifications on, the address the confirmation went to and a resend link; off, the registration awaits approval and no resend link shows.",
      },
    },
  },
};
export default meta;
type Story = StoryObj;

export const Sent: Story = {
  name: "Notifications on: the server's message with the address and its resend link",
  render: contentStory(RegisterSent, 'registerSent.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Registration Almost Complete' })).toBeVisible();
    await expect(
      canvas.getByText('We have sent a confirmation e-mail to you at this address: jdoe+api@example.com'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Send it again' })).toHaveAttribute('href', '/member/resend-confirmation');
    await expect(canvas.queryByRole('link', { name: 'Resend the confirmation email' })).toBeNull();
  },
};

export const Wrapped: Story = {
  name: 'Notifications on: address wrapped in markup, no resend link on the page',
  render: contentStory(RegisterSent, 'registerSent.wrapped.html'),
};

export const PendingApproval: Story = {
  name: 'Notifications off: pending approval, no resend link',
  render: contentStory(RegisterSent, 'registerSent.approval.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/awaiting approval/)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
