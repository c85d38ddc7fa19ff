import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingPlaceholder } from './index.ts';

const meta = {
  title: 'Components/Skeleton',
  component: LoadingPlaceholder,
  args: { label: 'Loading…', layout: 'page', count: 3 },
  argTypes: {
    layout: { control: 'inline-radio', options: ['page', 'list', 'card', 'lines'] },
    count: { control: { type: 'number', min: 1, max: 10 } },
  },
} satisfies Meta<typeof LoadingPlaceholder>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
