import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppCard } from './index.ts';
import { stubClipboard } from '../../../stories/support/clipboardStub.ts';
import { AppActions, appApis, appCardLabels } from '../../../stories/support/keyStoryData.tsx';

const meta = {
  title: 'Components/AppCard',
  component: AppCard,
  beforeEach: stubClipboard,
  args: {
    name: 'Weather dashboard',
    created: { text: 'Aug 21, 2017', dateTime: '2017-08-21T09:30:00Z' },
    apis: appApis,
    keyDisplay: 'masked',
    labels: appCardLabels,
    actions: <AppActions />,
  },
  argTypes: {
    keyDisplay: { control: 'inline-radio', options: ['masked', 'plain'] },
    actions: { control: false },
    renderKey: { control: false },
  },
} satisfies Meta<typeof AppCard>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
