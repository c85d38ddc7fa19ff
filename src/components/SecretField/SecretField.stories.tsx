import type { Meta, StoryObj } from '@storybook/react-vite';
import { SecretField } from './index.ts';
import { stubClipboard } from '../../../stories/support/clipboardStub.ts';
import { exampleKey, keyLabels } from '../../../stories/support/secretStoryLabels.ts';

const meta = {
  title: 'Components/SecretField',
  component: SecretField,
  beforeEach: stubClipboard,
  args: {
    value: exampleKey,
    label: 'Key',
    labels: keyLabels,
    timeout: 30_000,
    defaultRevealed: false,
    copyable: true,
    compact: false,
    hideLabel: false,
    maskLength: 12,
  },
} satisfies Meta<typeof SecretField>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
