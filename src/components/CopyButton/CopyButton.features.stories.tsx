import { useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CopyButton } from './index.ts';
import { vars } from '../../theme/index.ts';
import { clipboardWrites, removeClipboard, stubClipboard } from '../../../stories/support/clipboardStub.ts';

const labels = { copy: 'Copy key', copied: 'Copied', selected: 'Selected — press Ctrl+C to copy', failed: 'Could not copy' };

const meta = {
  title: 'Components/CopyButton/Features',
  component: CopyButton,
  args: { text: 'k3y-9f8e7d6c5b4a', labels },
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLabel: Story = {};

export const IconOnly: Story = { args: { hideLabel: true } };

export const CopiesAndConfirms: Story = {
  beforeEach: stubClipboard,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy key' }));
    await expect(clipboardWrites).toHaveBeenCalledWith('k3y-9f8e7d6c5b4a');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Copied'));
  },
};

function WithSelectableTarget(props: { text: string }) {
  const target = useRef<HTMLElement>(null);
  return (
    <p style={{ display: 'flex', gap: vars.space.sm, alignItems: 'center' }}>
      <code ref={target}>{props.text}</code>
      <CopyButton text={props.text} labels={labels} fallbackTarget={target} />
    </p>
  );
}

/** Without the Clipboard API the text is selected (and copied with the legacy command where allowed). */
export const FallbackSelectsText: Story = {
  beforeEach: removeClipboard,
  render: (args) => <WithSelectableTarget text={typeof args.text === 'string' ? args.text : ''} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy key' }));
    await waitFor(() => expect(window.getSelection()?.toString()).toBe('k3y-9f8e7d6c5b4a'));
    await waitFor(() => expect(canvas.getByRole('status').textContent).toMatch(/^(Copied|Selected — press Ctrl\+C to copy)$/));
  },
};
