import type { Meta, StoryObj } from '@storybook/react-vite';
import { CopyButton } from './index.ts';
import { stubClipboard } from '../../../stories/support/clipboardStub.ts';

const meta = {
  title: 'Components/CopyButton',
  component: CopyButton,
  beforeEach: stubClipboard,
  args: {
    text: 'k3y-9f8e7d6c5b4a',
    labels: { copy: 'Copy key', copied: 'Copied', selected: 'Selected — press Ctrl+C to copy', failed: 'Could not copy' },
    size: 'sm',
    tone: 'neutral',
    variant: 'soft',
    hideLabel: false,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    tone: { control: 'inline-radio', options: ['brand', 'neutral', 'critical'] },
    variant: { control: 'inline-radio', options: ['solid', 'soft', 'ghost'] },
  },
} satisfies Meta<typeof CopyButton>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
