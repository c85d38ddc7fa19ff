import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SecretField } from './index.ts';
import { clipboardWrites, removeClipboard, stubClipboard } from '../../../stories/support/clipboardStub.ts';
import { exampleKey, exampleSecret, keyLabels, secretLabels } from '../../../stories/support/secretStoryLabels.ts';

const meta = {
  title: 'Components/SecretField/Features',
  component: SecretField,
  beforeEach: stubClipboard,
  args: { value: exampleKey, label: 'Key', labels: keyLabels, onRevealedChange: fn() },
} satisfies Meta<typeof SecretField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Masked: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.innerHTML).not.toContain(exampleKey);
  },
};

export const Revealed: Story = { args: { defaultRevealed: true, timeout: 0 } };

export const Secret: Story = { args: { value: exampleSecret, label: 'Secret', labels: secretLabels } };

export const Compact: Story = { args: { compact: true, hideLabel: true } };

export const NotCopyable: Story = { args: { copyable: false } };

export const RevealAndHide: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show key' }));
    await expect(canvas.getByText(exampleKey)).toBeVisible();
    await expect(args.onRevealedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Hide key' }));
    await expect(canvas.queryByText(exampleKey)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Show key' })).toHaveFocus();
  },
};

export const CopyWhileMasked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy key' }));
    await expect(clipboardWrites).toHaveBeenCalledWith(exampleKey);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Key copied'));
    await expect(canvas.queryByText(exampleKey)).toBeNull();
  },
};

export const RemasksAfterTimeout: Story = {
  args: { defaultRevealed: true, timeout: 800 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(exampleKey)).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(exampleKey)).toBeNull(), { timeout: 3000 });
  },
};

export const CopyFallbackWithoutClipboardApi: Story = {
  beforeEach: removeClipboard,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy key' }));
    await expect(canvas.getByText(exampleKey)).toBeVisible();
    await waitFor(() => expect(window.getSelection()?.toString()).toBe(exampleKey));
  },
};
