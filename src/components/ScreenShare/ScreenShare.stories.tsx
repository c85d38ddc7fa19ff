import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SecretField } from '../SecretField/index.ts';
import { KeyValue } from '../KeyCard/index.ts';
import { Stack } from '../Box/index.ts';
import { ScreenShareProvider, ScreenShareToggle, type ScreenShareToggleProps } from './index.ts';
import { stubClipboard } from '../../../stories/support/clipboardStub.ts';
import { exampleKey, exampleSecret, keyLabels, secretLabels } from '../../../stories/support/secretStoryLabels.ts';

const meta = {
  title: 'Components/ScreenShare',
  component: ScreenShareToggle,
  beforeEach: stubClipboard,
  args: {
    pressed: false,
    onPressedChange: fn(),
    labels: {
      label: 'Screen-share mode',
      hint: 'Masks every key and secret on the page, for sharing your screen.',
      on: 'Screen-share mode is on: keys and secrets are masked.',
      off: 'Screen-share mode is off.',
    },
  },
} satisfies Meta<typeof ScreenShareToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The toggle with a key and a secret under its provider, as a page composes them. */
function Demo(args: ScreenShareToggleProps) {
  const [on, setOn] = useState(args.pressed);
  return (
    <Stack space="md">
      <ScreenShareToggle
        {...args}
        pressed={on}
        onPressedChange={(next) => {
          setOn(next);
          args.onPressedChange(next);
        }}
      />
      <ScreenShareProvider on={on} reason="Turn off screen-share mode to show it.">
        <KeyValue value={exampleKey} label="Key" labels={keyLabels} mask={false} copyable />
        <SecretField value={exampleSecret} label="Secret" labels={secretLabels} defaultRevealed timeout={0} />
      </ScreenShareProvider>
    </Stack>
  );
}

/** Pressing the toggle masks the key and the secret at once; Show is disabled with its reason, Copy still works. */
export const Playground: Story = {
  render: (args) => <Demo {...args} />,
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    const toggle = c.getByRole('button', { name: 'Screen-share mode' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(canvasElement).toHaveTextContent(exampleSecret);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onPressedChange).toHaveBeenCalledWith(true);
    await expect(canvasElement.innerHTML).not.toContain(exampleSecret);
    await expect(canvasElement.innerHTML).not.toContain(exampleKey);
    await expect(c.getByRole('button', { name: 'Show secret' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Arriving with the mode on (the reader's saved choice): everything masked from the first paint. */
export const On: Story = {
  args: { pressed: true },
  render: (args) => <Demo {...args} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.innerHTML).not.toContain(exampleSecret);
    await expect(within(canvasElement).getByRole('button', { name: 'Screen-share mode' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
