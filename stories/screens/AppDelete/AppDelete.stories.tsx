import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppDelete } from '../../../src/screens/AppDelete/AppDelete.tsx';
import { fixtureRender, playConfirmFlow } from '../../support/accountScreens.tsx';

const meta: Meta = {
  title: 'Screens/AppDelete',
  // a screen's props are data (the model from a fixture page): nothing to control
  parameters: { controls: { disable: true } },
};
export default meta;
type Story = StoryObj;

export const ConfirmDeletion: Story = {
  name: 'Summary, the one confirmation: the question on the page, Cancel, Delete submits',
  render: fixtureRender(AppDelete, 'appDelete.html'),
  play: async ({ canvasElement, step }) =>
    playConfirmFlow(canvasElement, step, {
      submit: 'Delete',
      question: 'Are you really sure you want to delete this application?',
      objectName: 'Storm Tracker',
      action: '/apps/delete/88',
      fields: [['token', 'q1']],
    }),
};

export const HiddenActionField: Story = {
  name: 'Form with a hidden "action" input, no #process; summary without key',
  render: fixtureRender(AppDelete, 'appDelete.noProcess.html'),
  play: async ({ canvasElement, step }) =>
    playConfirmFlow(canvasElement, step, {
      submit: 'Yes, delete it',
      question: 'Are you really sure you want to delete this application?',
      objectName: 'Snow Days',
      action: '/apps/delete/90',
      fields: [
        ['action', 'deleteApp'],
        ['token', 'q2'],
      ],
    }),
};
