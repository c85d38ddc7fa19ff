import type { Meta, StoryObj } from '@storybook/react-vite';
import { Notice } from './index.ts';

const meta = {
  title: 'Components/Notice',
  component: Notice,
  args: {
    tone: 'info',
    title: 'Secrets are hidden',
    messages: ['Request an e-mail link to show your secrets for 30 days.'],
    role: 'status',
    hideIcon: false,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'positive', 'caution', 'critical'] },
    role: { control: 'inline-radio', options: ['status', 'alert', 'none'] },
    titleLevel: { control: 'select', options: [undefined, 2, 3, 4] },
  },
} satisfies Meta<typeof Notice>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
