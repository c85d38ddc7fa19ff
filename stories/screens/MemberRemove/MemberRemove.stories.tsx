import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MemberRemove } from '../../../src/screens/MemberRemove/MemberRemove.tsx';
import { fixtureRender, playConfirmDialogFlow } from '../../support/accountScreens.tsx';

const meta: Meta = {
  title: 'Screens/MemberRemove',
  // a screen's props are data (the model from a fixture page): nothing to control
  parameters: { controls: { disable: true } },
};
export default meta;
type Story = StoryObj;

export const ConfirmRemoval: Story = {
  name: 'Confirm dialog: cancel keeps the page, confirm submits',
  render: fixtureRender(MemberRemove, 'memberRemove.html'),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    // the server's own text (the portal admin's wording)
    await expect(canvas.getByText(/Your username cannot be used again/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/member/edit');
    await playConfirmDialogFlow(canvasElement, step, {
      submit: 'Remove Membership',
      question: 'Please confirm that you wish to permanently disable your membership with this service.',
      confirm: 'Remove Membership',
      action: '/member/remove',
      fields: [
        ['action', 'removeMember'],
        ['token', 'rm1'],
      ],
    });
  },
};

export const Removed: Story = {
  name: 'Your account has been removed.',
  render: fixtureRender(MemberRemove, 'memberRemoveSuccess.html'),
};
