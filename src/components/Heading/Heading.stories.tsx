import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from './index.ts';

const meta = {
  title: 'Components/Heading',
  component: Heading,
  args: { level: 1, children: 'My API Keys' },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4] },
    size: { control: 'select', options: [undefined, '3xl', '2xl', 'xl', 'lg', 'md'] },
    tone: { control: 'inline-radio', options: ['neutral', 'brand', 'muted'] },
    align: { control: 'inline-radio', options: ['left', 'center'] },
  },
} satisfies Meta<typeof Heading>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
