import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LostUsername } from '../../../src/screens/LostUsername/LostUsername.tsx';
import { contentStory } from '../../support/contentScreens.tsx';

const meta: Meta = {
  title: 'Screens/LostUsername',
  // a screen's props are data (the model from a fixture page): nothing to control
  parameters: { controls: { disable: true } },
};
export default meta;
type Story = StoryObj;

export const Form: Story = {
  name: 'The registered e-mail address',
  render: contentStory(LostUsername, 'lostUsername.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Lost Username' })).toBeVisible();
  },
};

export const Sent: Story = {
  name: 'E-mail Sent',
  render: contentStory(LostUsername, 'lostUsernameReset.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'E-mail Sent' })).toBeVisible();
  },
};
