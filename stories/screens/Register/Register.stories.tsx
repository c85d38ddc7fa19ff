import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Register } from '../../../src/screens/Register/Register.tsx';
import { contentStory } from '../../support/contentScreens.tsx';

const meta: Meta = {
  title: 'Screens/Register',
  parameters: {
    // a screen's props are data (the model from a fixture page): nothing to control
    controls: { disable: true },
    docs: {
      description: {
        component:
          "Registration: the intro, the server's form (password checklist on the new password; a reCAPTCHA widget container the runtime fills, reloading the script on in-place pages), the terms paragraph and the sign-in prompt.",
      },
    },
  },
};
export default meta;
type Story = StoryObj;

export const Default: Story = {
  name: 'Registration form with the terms paragraph',
  render: contentStory(Register, 'register.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
    await expect(canvas.getByText(/Already have an account\?/)).toHaveTextContent('Already have an account? Sign In');
    const password = canvasElement.querySelector<HTMLInputElement>('input[type="password"]')!;
    await userEvent.type(password, 'Sunny7day');
    await expect(canvas.getByText('Password requirements')).toBeVisible();
  },
};

export const WithRecaptcha: Story = {
  name: 'Combined registration (member and application) with reCAPTCHA',
  render: contentStory(Register, 'register.combined.html'),
  play: async ({ canvasElement }) => {
    const widget = canvasElement.querySelector('form .g-recaptcha');
    await expect(widget).not.toBeNull();
    await expect(widget?.getAttribute('data-sitekey')).toBeTruthy();
  },
};

export const WithErrors: Story = {
  name: 'Re-rendered with errors',
  render: contentStory(Register, 'register.error.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('alert').length).toBeGreaterThan(0);
  },
};

export const HandWritten: Story = {
  name: 'Hand-written form (div rows, HTML5 required, 10-character minimum)',
  render: contentStory(Register, 'register.variant.html'),
};
