import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppError } from '../../../src/screens/AppError/AppError.tsx';
import { fixtureRender } from '../../support/accountScreens.tsx';

const meta: Meta = {
  title: 'Screens/AppError',
  // a screen's props are data (the model from a fixture page): nothing to control
  parameters: { controls: { disable: true } },
};
export default meta;
type Story = StoryObj;

export const Default: Story = {
  render: fixtureRender(AppError, 'appError.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This application could not be found.');
    await expect(canvas.getByRole('link', { name: 'Back to your applications' })).toHaveAttribute('href', '/apps/myapps');
  },
};
