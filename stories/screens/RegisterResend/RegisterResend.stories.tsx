import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RegisterResend } from '../../../src/screens/RegisterResend/RegisterResend.tsx';
import { contentStory } from '../../support/contentScreens.tsx';

const meta: Meta = {
  title: 'Screens/RegisterResend',
  // a screen's props are data (the model from a fixture page): nothing to control
  parameters: { controls: { disable: true } },
};
export default meta;
type Story = StoryObj;

export const Form: Story = {
  name: 'Resend the confirmation: username and e-mail',
  render: contentStory(RegisterResend, 'registerResend.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Resend Confirmation' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('form input:not([type="hidden"])').length).toBeGreaterThanOrEqual(2);
  },
};

export const WithErrors: Story = {
  name: 'Re-rendered with errors',
  render: contentStory(RegisterResend, 'registerResend.error.html'),
};

export const Sent: Story = {
  name: 'Confirmation sent again',
  render: contentStory(RegisterResend, 'registerResendSuccess.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Confirmation sent' })).toBeVisible();
  },
};
