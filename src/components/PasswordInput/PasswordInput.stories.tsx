import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordInput } from './index.ts';
import { FormField } from '../FormField/index.ts';

const meta = {
  title: 'Components/PasswordInput',
  component: PasswordInput,
  args: { name: 'passwd', labels: { show: 'Show', hide: 'Hide' }, autoComplete: 'new-password' },
  render: (args) => (
    <FormField label="New password">
      <PasswordInput {...args} />
    </FormField>
  ),
} satisfies Meta<typeof PasswordInput>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
