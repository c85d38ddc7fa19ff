import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppCard } from '../../src/components/AppCard/index.ts';
import { stubClipboard } from './clipboardStub.ts';
import { AppActions, appApis, appCardLabels } from './keyStoryData.tsx';

const meta = {
  title: 'Components/AppCard',
  component: AppCard,
  beforeEach: stubClipboard,
  args: {
    name: 'Weather dashboard',
    created: { text: 'Aug 21, 2017', dateTime: '2017-08-21T09:30:00Z' },
    apis: appApis,
    keyDisplay: 'secretField',
    labels: appCardLabels,
    actions: <AppActions />,
  },
  argTypes: { keyDisplay: { control: 'inline-radio', options: ['secretField', 'masked', 'plain'] }, actions: { control: false } },
} satisfies Meta<typeof AppCard>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
