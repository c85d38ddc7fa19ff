import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LostPassword } from '../../../src/screens/LostPassword/LostPassword.tsx';
import { contentStory } from '../../support/contentScreens.tsx';

const meta: Meta = {
  title: 'Screens/LostPassword',
  // a screen's props are data (the model from a fixture page): nothing to control
  parameters: { controls: { disable: true } },
};
export default meta;
type Story = StoryObj;

export const Form: Story = {
  name: 'E-mail address and username',
  render: contentStory(LostPassword, 'lostPassword.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Lost Password' })).toBeVisible();
    await expect(canvasElement.querySelector('form')).toHaveAttribute('method', 'post');
  },
};

export const Sent: Story = {
  name: 'E-mail Sent',
  render: contentStory(LostPassword, 'lostPasswordReset.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Lost Password' })).toBeVisible();
  },
};
