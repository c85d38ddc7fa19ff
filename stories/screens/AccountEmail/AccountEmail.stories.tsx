import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountEmail } from '../../../src/screens/AccountEmail/AccountEmail.tsx';
import { fixtureRender } from '../../support/accountScreens.tsx';

const meta: Meta = {
  title: 'Screens/AccountEmail',
  // a screen's props are data (the model from a fixture page): nothing to control
  parameters: { controls: { disable: true } },
};
export default meta;
type Story = StoryObj;

export const Form: Story = {
  render: fixtureRender(AccountEmail, 'accountEmail.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /^New e-mail address/ })).toHaveAttribute(
      'name',
      'members[email]',
    );
  },
};

export const AddressInUse: Story = {
  name: 'Re-rendered with errors (value kept)',
  render: fixtureRender(AccountEmail, 'accountEmail.error.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This e-mail address is already in use.')).toBeVisible();
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
  },
};

export const FormMissing: Story = {
  name: 'Form missing: the server body',
  render: fixtureRender(AccountEmail, 'accountEmail.noForm.html'),
};

export const Success: Story = {
  name: 'Success: the heading says what happened (the server heading as a subtitle)',
  render: fixtureRender(AccountEmail, 'accountEmailSuccess.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Email Successfully Changed' })).toBeVisible();
  },
};
