import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Contact } from '../../../src/screens/Contact/Contact.tsx';
import { contentStory, expectInert } from '../../support/contentScreens.tsx';

const meta: Meta = {
  title: 'Screens/Contact',
  // a screen's props are data (the model from a fixture page): nothing to control
  parameters: { controls: { disable: true } },
};
export default meta;
type Story = StoryObj;

export const Form: Story = {
  name: 'Contact form with reCAPTCHA',
  render: contentStory(Contact, 'contact.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await expect(canvasElement.querySelector('form .g-recaptcha')).not.toBeNull();
  },
};

export const WithErrors: Story = {
  name: 'Errors; the message typed (with markup) kept as text',
  render: contentStory(Contact, 'contact.error.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('alert').length).toBeGreaterThan(0);
    await expectInert(canvasElement);
  },
};

export const Sent: Story = {
  name: 'Thanks for your submission',
  render: contentStory(Contact, 'contactSuccess.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
  },
};
