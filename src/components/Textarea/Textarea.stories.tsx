import type { Meta, StoryObj } from '@storybook/react-vite';
import { Textarea } from './index.ts';
import { FormField } from '../FormField/index.ts';

const meta = {
  title: 'Components/Textarea',
  component: Textarea,
  args: { name: 'description', rows: 4, invalid: false, disabled: false, placeholder: 'What will your application do?' },
  render: (args) => (
    <FormField label="Description">
      <Textarea {...args} />
    </FormField>
  ),
} satisfies Meta<typeof Textarea>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
