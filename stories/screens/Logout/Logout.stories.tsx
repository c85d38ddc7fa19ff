import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logout } from '../../../src/screens/Logout/Logout.tsx';
import { contentStory } from '../../support/contentScreens.tsx';

const meta: Meta = {
  title: 'Screens/Logout',
  parameters: {
    // a screen's props are data (the model from a fixture page): nothing to control
    controls: { disable: true },
    docs: {
      description: {
        component:
          "Signed out (the message and the server's next steps) or 'Your attempt to sign out failed. Please try again.' — the retry submits the layout's hidden logout form when the page has one, else links to the logout URL.",
      },
    },
  },
};
export default meta;
type Story = StoryObj;

export const SignedOut: Story = {
  name: 'Signed out',
  render: contentStory(Logout, 'logout.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Goodbye' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Sign in again' })).toBeVisible();
  },
};

export const StaleSession: Story = {
  name: 'Signed out although the page still named the user',
  render: contentStory(Logout, 'logout.stale.html'),
};

export const Failed: Story = {
  name: 'Sign Out Failed: retry through the logout form',
  render: contentStory(Logout, 'logoutFail.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign Out Failed' })).toBeVisible();
    await expect(canvas.getByText('Your attempt to sign out failed.')).toBeVisible();
    const retry = canvas.getByRole('button', { name: 'Please try again.' });
    await expect(retry).toHaveAttribute('type', 'submit');
    await expect(retry).toHaveAttribute('form', 'portal-logout-form');
  },
};

export const FailedWithoutForm: Story = {
  name: 'Sign Out Failed without a logout form: retry link',
  render: contentStory(Logout, 'logoutFail.stale.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Please try again.' })).toHaveAttribute(
      'href',
      '/logout/logout',
    );
  },
};
