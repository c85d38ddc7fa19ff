import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './index.ts';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: {
    name: 'newsletter',
    value: '1',
    label: 'Send me product news',
    hint: 'About once a month.',
    invalid: false,
    disabled: false,
  },
} satisfies Meta<typeof Checkbox>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
