import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBadge } from './index.ts';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { children: 'Active' },
  argTypes: { tone: { control: 'select', options: [undefined, 'neutral', 'brand', 'positive', 'caution', 'critical', 'info'] } },
} satisfies Meta<typeof StatusBadge>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
