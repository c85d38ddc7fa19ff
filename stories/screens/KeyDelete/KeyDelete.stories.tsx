import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { KeyDelete } from '../../../src/screens/KeyDelete/KeyDelete.tsx';
import { fixtureRender, playConfirmFlow } from '../../support/accountScreens.tsx';

const meta: Meta = {
  title: 'Screens/KeyDelete',
  // a screen's props are data (the model from a fixture page): nothing to control
  parameters: { controls: { disable: true } },
};
export default meta;
type Story = StoryObj;

export const ConfirmDeletion: Story = {
  name: 'Key details, the one confirmation: the question on the page, Cancel, Delete submits',
  render: fixtureRender(KeyDelete, 'keyDelete.html'),
  play: async ({ canvasElement, step }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Weather API' })).toBeVisible();
    await playConfirmFlow(canvasElement, step, {
      submit: 'Delete',
      question: 'Are you really sure you want to delete this key?',
      objectName: 'k3y0000aaaa1111',
      action: '/key/delete-key/k3y0000aaaa1111',
      fields: [['token', 'z9']],
    });
  },
};

export const WithSecretAndLimits: Story = {
  name: 'Key with a secret and limits, no API heading',
  render: fixtureRender(KeyDelete, 'keyDelete.secret.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Secret' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Limits' })).toBeVisible();
  },
};
