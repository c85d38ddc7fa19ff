import type { Meta, StoryObj } from '@storybook/react-vite';
import { KeyCard } from './index.ts';
import { stubClipboard } from '../../../stories/support/clipboardStub.ts';
import { exampleKey, exampleSecret, KeyActions, keyCardLabels, limits } from '../../../stories/support/keyStoryData.tsx';

const meta = {
  title: 'Components/KeyCard',
  component: KeyCard,
  beforeEach: stubClipboard,
  args: {
    title: 'Weather dashboard',
    keyValue: exampleKey,
    secret: exampleSecret,
    status: 'active',
    created: { text: 'Aug 21, 2017', dateTime: '2017-08-21T09:30:00Z' },
    limits,
    labels: keyCardLabels,
    maskKey: true,
    actions: <KeyActions app="Weather dashboard" />,
  },
  argTypes: {
    actions: { control: false },
    statusTone: { control: 'select', options: [undefined, 'neutral', 'positive', 'caution', 'critical', 'info'] },
  },
} satisfies Meta<typeof KeyCard>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
