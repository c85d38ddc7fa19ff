import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextInput } from './index.ts';

const meta = {
  title: 'Components/TextInput',
  component: TextInput,
  args: { 'aria-label': 'Username', name: 'handle', type: 'text', placeholder: 'jdoe', invalid: false, disabled: false },
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'password', 'url', 'tel', 'number', 'search', 'date', 'file'] },
  },
} satisfies Meta<typeof TextInput>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
