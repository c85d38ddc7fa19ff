import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NoAccess } from '../../../src/screens/NoAccess/NoAccess.tsx';
import { contentStory } from '../../support/contentScreens.tsx';

const meta: Meta = {
  title: 'Screens/NoAccess',
  parameters: {
    // a screen's props are data (the model from a fixture page): nothing to control
    controls: { disable: true },
    docs: {
      description: {
        component: "No access: 'You don't have access to this content'; a signed-out visitor gets Sign In and Register.",
      },
    },
  },
};
export default meta;
type Story = StoryObj;

export const SignedOut: Story = {
  name: 'Signed out (please log in)',
  render: contentStory(NoAccess, 'noAccess.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: "You don't have access to this content" })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login/login?r=%2Fpage%2FPartner_Pricing&h=5e1f9a',
    );
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/member/register');
  },
};

export const Denied: Story = {
  name: 'Signed in without the role (permission denied)',
  render: contentStory(NoAccess, 'noAccess.denied.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Sign In' })).toBeNull();
  },
};

export const DocsOtherHost: Story = {
  name: 'A protected doc; sign-in on another host',
  render: contentStory(NoAccess, 'noAccess.docs.html'),
};

export const AccountPageSignedOut: Story = {
  name: 'An account page visited signed out',
  render: contentStory(NoAccess, 'noAccess.alone.html'),
};
