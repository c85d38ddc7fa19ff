import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppEdit } from '../../../src/screens/AppEdit/AppEdit.tsx';
import { fixtureRender } from '../../support/accountScreens.tsx';

const meta: Meta = {
  title: 'Screens/AppEdit',
  // a screen's props are data (the model from a fixture page): nothing to control
  parameters: { controls: { disable: true } },
};
export default meta;
type Story = StoryObj;

export const Form: Story = {
  render: fixtureRender(AppEdit, 'appEdit.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit Application' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Storm Tracker');
  },
};

export const WithErrors: Story = {
  name: 'Field error (no legend)',
  render: fixtureRender(AppEdit, 'appEdit.error.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Please enter a valid URL.')).toBeVisible();
  },
};
