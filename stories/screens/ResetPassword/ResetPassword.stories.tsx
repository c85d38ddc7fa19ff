import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ResetPassword } from '../../../src/screens/ResetPassword/ResetPassword.tsx';
import { checklistStates, fixtureRender } from '../../support/accountScreens.tsx';

const meta: Meta = {
  title: 'Screens/ResetPassword',
  // a screen's props are data (the model from a fixture page): nothing to control
  parameters: { controls: { disable: true } },
};
export default meta;
type Story = StoryObj;

export const Form: Story = {
  name: 'New password with the checklist',
  render: fixtureRender(ResetPassword, 'resetPassword.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New Password/), 'Abcdefg1');
    const list = canvas.getByRole('list', { name: 'Password requirements' });
    await expect(Object.values(checklistStates(list)).every(Boolean)).toBe(true);
  },
};

export const MinimumTwelve: Story = {
  name: 'Site minimum 12 (four-item list outside the form)',
  render: fixtureRender(ResetPassword, 'resetPassword.outside.html'),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^New Password/);
    const list = canvas.getByRole('list', { name: 'Password requirements' });
    for (const [value, length] of [
      ['Abcdefg1', false],
      ['Abcdefghij1', false],
      ['Abcdefghijk1', true],
    ] as const) {
      await step(`"${value}" → length ${length ? 'met' : 'not met'}`, async () => {
        await userEvent.clear(input);
        await userEvent.type(input, value);
        await expect(checklistStates(list)['At least 12 characters']).toBe(length);
      });
    }
  },
};

export const Success: Story = {
  render: fixtureRender(ResetPassword, 'resetPasswordSuccess.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your password has been reset. You can now sign in.')).toBeVisible();
  },
};

export const Error: Story = {
  name: "Oops! There was a problem. (the server's error list)",
  render: fixtureRender(ResetPassword, 'resetPasswordError.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oops! There was a problem.' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('This reset link has expired.');
  },
};

export const ErrorWithoutDetails: Story = {
  name: 'Error page with an empty error list',
  render: fixtureRender(ResetPassword, 'resetPasswordError.emptyErrors.html'),
};
