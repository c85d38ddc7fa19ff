import type { Meta, StoryObj } from '@storybook/react-vite';
import { KeyTable } from '../../src/components/KeyTable/index.ts';
import { stubClipboard } from './clipboardStub.ts';
import { keyRows, keyTableLabels } from './keyStoryData.tsx';

const meta = {
  title: 'Components/KeyTable',
  component: KeyTable,
  beforeEach: stubClipboard,
  args: { caption: 'Forecast API — Basic plan', keys: keyRows, labels: keyTableLabels, maskKeys: true, hideCaption: false },
  argTypes: { keys: { control: false } },
} satisfies Meta<typeof KeyTable>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
