import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from './index.ts';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/docs', children: 'Read the docs', tone: 'brand', underline: 'always', isCurrent: false, reloadDocument: false },
  argTypes: {
    tone: { control: 'inline-radio', options: ['brand', 'neutral', 'critical', 'inherit'] },
    underline: { control: 'inline-radio', options: ['always', 'hover', 'none'] },
    weight: { control: 'inline-radio', options: ['regular', 'semibold'] },
    isCurrent: { control: 'boolean' },
    reloadDocument: { control: 'boolean' },
    currentClassName: { control: 'text' },
  },
} satisfies Meta<typeof Link>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
