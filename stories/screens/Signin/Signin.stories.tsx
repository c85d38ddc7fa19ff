import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Signin } from '../../../src/screens/Signin/Signin.tsx';
import { contentStory } from '../../support/contentScreens.tsx';

const meta: Meta = {
  title: 'Screens/Signin',
  parameters: {
    // a screen's props are data (the model from a fixture page): nothing to control
    controls: { disable: true },
    docs: {
      description: {
        component:
          "Sign in: normal (the server's form, posted natively to its action; SSO; recovery links; register prompt), failed ('Login Failed' and the spec's text) and moved (the server's heading and body, and its link).",
      },
    },
  },
};
export default meta;
type Story = StoryObj;

export const Normal: Story = {
  name: 'Normal, with single sign-on',
  render: contentStory(Signin, 'signin.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvasElement.querySelector('form')!;
    await expect(form).toHaveAttribute('action', 'https://secure.acme-id.example/login/developer.acme.example/');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(canvas.getByRole('textbox', { name: /Username/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Use company login' })).toHaveAttribute(
      'href',
      '/login/sso?r=%2Fapps%2Fmykeys',
    );
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/member/lost/');
    await expect(canvas.getByRole('link', { name: 'Forgot your username?' })).toHaveAttribute('href', '/member/lost-username/');
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/member/register');
    // the hidden return parameters go with the form
    await expect([...new FormData(form).keys()]).toEqual(expect.arrayContaining(['r', 'h', 'handle', 'passwd']));
  },
};

export const NoSso: Story = {
  name: 'Normal, without single sign-on',
  render: contentStory(Signin, 'signin.noSso.html'),
};

export const WrongPassword: Story = {
  name: "After a wrong password (the server's error, username kept)",
  render: contentStory(Signin, 'signin.wrongPassword.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('alert')).toHaveLength(1);
  },
};

export const HandWritten: Story = {
  name: 'Hand-written markup (recovery links outside the form)',
  render: contentStory(Signin, 'signin.variant.html'),
};

export const Failed: Story = {
  name: 'Login Failed',
  render: contentStory(Signin, 'signin.failed.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login Failed' })).toBeVisible();
    await expect(canvas.getByText(/^We were unable to log you in/)).toHaveTextContent(
      "We were unable to log you in at this time. This probably isn't your fault. Your account may be disabled or a system error occured. Try contacting an administrator for more information.",
    );
    await expect(canvas.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/login\/login\?/),
    );
    await expect(canvasElement.querySelector('form')).toBeNull();
  },
};

export const FailedWithoutClass: Story = {
  name: 'Login page without a form (treated as failed)',
  render: contentStory(Signin, 'signin.failedNoClass.html'),
};

export const Moved: Story = {
  name: 'Moved to a cloud platform sign-in',
  render: contentStory(Signin, 'signin.moved.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your sign-in has moved' })).toBeVisible();
    await expect(canvas.getByText(/Your account now signs in through the cloud platform/)).toBeVisible();
    const links = canvas.getAllByRole('link', { name: 'Continue to sign in' });
    for (const l of links) await expect(l).toHaveAttribute('href', 'https://cloud.example.net/login?portal=acme');
  },
};

export const MovedWithoutLink: Story = {
  name: 'Moved, message only',
  render: contentStory(Signin, 'signin.movedNoLink.html'),
};
