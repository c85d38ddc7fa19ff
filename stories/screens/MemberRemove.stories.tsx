import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MemberRemove } from '../../src/screens/MemberRemove/MemberRemove.tsx';
import { fixtureRender, playConfirmFlow } from './AccountScreens.support.tsx';

const meta: Meta = { title: 'Screens/MemberRemove' };
export default meta;
type Story = StoryObj;

export const ConfirmRemoval: Story = {
  name: 'Confirm dialog: cancel keeps the page, confirm submits',
  render: fixtureRender(MemberRemove, 'memberRemove.html'),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/you will not be able to register again using the same username/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/member/edit');
    await playConfirmFlow(canvasElement, step, {
      submit: 'Remove Membership',
      question: 'Please confirm that you wish to permanently disable your membership with this service.',
      confirm: 'Remove Membership',
      action: '/member/remove',
      fields: [['action', 'removeMember'], ['token', 'rm1']],
    });
  },
};

export const Removed: Story = {
  name: 'Your account has been removed.',
  render: fixtureRender(MemberRemove, 'memberRemoveSuccess.html'),
};
