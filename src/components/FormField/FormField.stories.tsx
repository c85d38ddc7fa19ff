import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormField } from './index.ts';
import { TextInput } from '../TextInput/index.ts';

const meta = {
  title: 'Components/FormField',
  component: FormField,
  args: {
    label: 'Username',
    required: true,
    labels: { required: 'required' },
    hint: 'Letters and digits only.',
    errors: [],
    labelPosition: 'before',
    children: <TextInput name="handle" />,
  },
  argTypes: { labelPosition: { control: 'inline-radio', options: ['before', 'after'] }, errors: { control: 'object' } },
} satisfies Meta<typeof FormField>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
