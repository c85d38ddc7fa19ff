import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { KeySecret } from '../../../src/screens/KeySecret/KeySecret.tsx';
import { clipboardWrites, stubClipboard } from '../../support/clipboardStub.ts';
import { fixtureRender } from '../../support/accountScreens.tsx';

const meta: Meta = {
  title: 'Screens/KeySecret',
  // a screen's props are data (the model from a fixture page): nothing to control
  parameters: { controls: { disable: true } },
};
export default meta;
type Story = StoryObj;

export const NewSecret: Story = {
  name: 'The new secret: shown on arrival, hide and copy',
  render: fixtureRender(KeySecret, 'keySecret.html'),
  beforeEach: stubClipboard,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Store this secret now. It will not be shown again.')).toBeVisible();
    const group = canvas.getByRole('group', { name: 'Secret' });
    // the user asked for the new secret: it is visible at once, and can be hidden and shown again
    await expect(within(group).getByText('n3wS3cr3t')).toBeVisible();
    await userEvent.click(within(group).getByRole('button', { name: /^Hide/ }));
    await expect(within(group).queryByText('n3wS3cr3t')).toBeNull();
    await userEvent.click(within(group).getByRole('button', { name: /^Show/ }));
    await expect(within(group).getByText('n3wS3cr3t')).toBeVisible();
    await userEvent.click(within(group).getByRole('button', { name: /^Copy/ }));
    await expect(clipboardWrites).toHaveBeenCalledWith('n3wS3cr3t');
    await expect(await within(group).findByText('Copied')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to My Keys' })).toHaveAttribute('href', '/apps/mykeys');
  },
};

export const NotRegenerated: Story = {
  name: "No secret: the server's error",
  render: fixtureRender(KeySecret, 'keySecret.noSecret.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The secret could not be regenerated.');
    await expect(canvas.queryByRole('group', { name: 'Secret' })).toBeNull();
  },
};

export const DetectedByUrl: Story = {
  name: 'Detected by its URL only',
  render: fixtureRender(KeySecret, 'keySecret.urlOnly.html'),
};
