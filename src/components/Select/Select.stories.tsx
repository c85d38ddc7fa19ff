import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './index.ts';
import { FormField } from '../FormField/index.ts';

const meta = {
  title: 'Components/Select',
  component: Select,
  args: {
    name: 'country',
    options: [
      { label: 'Germany', value: 'de' },
      { label: 'France', value: 'fr' },
      { label: 'Japan', value: 'jp' },
    ],
    invalid: false,
    disabled: false,
    multiple: false,
  },
  render: (args) => (
    <FormField label="Country">
      <Select {...args} />
    </FormField>
  ),
} satisfies Meta<typeof Select>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
