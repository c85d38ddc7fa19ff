import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VerifyAccount } from '../../../src/screens/VerifyAccount/VerifyAccount.tsx';
import { fixtureRender } from '../../support/accountScreens.tsx';

const meta: Meta = {
  title: 'Screens/VerifyAccount',
  // a screen's props are data (the model from a fixture page): nothing to control
  parameters: { controls: { disable: true } },
};
export default meta;
type Story = StoryObj;

export const Default: Story = {
  name: 'Idle over 180 days',
  render: fixtureRender(VerifyAccount, 'verifyAccount.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/more than 180 days/)).toBeVisible();
  },
};
