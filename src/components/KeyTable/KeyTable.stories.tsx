import type { Meta, StoryObj } from '@storybook/react-vite';
import { KeyTable } from './index.ts';
import { stubClipboard } from '../../../stories/support/clipboardStub.ts';
import { keyRows, keyTableLabels } from '../../../stories/support/keyStoryData.tsx';

const meta = {
  title: 'Components/KeyTable',
  component: KeyTable,
  beforeEach: stubClipboard,
  args: { caption: 'Forecast API — Basic plan', keys: keyRows, labels: keyTableLabels, maskKeys: true, hideCaption: false },
  argTypes: { keys: { control: false } },
} satisfies Meta<typeof KeyTable>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
