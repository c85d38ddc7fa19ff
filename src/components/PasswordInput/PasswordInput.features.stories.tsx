import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordInput } from './index.ts';
import { FormField } from '../FormField/index.ts';

const meta = {
  title: 'Components/PasswordInput/Features',
  component: PasswordInput,
  args: { name: 'passwd', labels: { show: 'Show', hide: 'Hide' } },
} satisfies Meta<typeof PasswordInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RevealAndHide: Story = {
  render: (args) => (
    <FormField label="Password">
      <PasswordInput {...args} />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const input = canvasElement.querySelector('input[name="passwd"]') as HTMLInputElement;
    await userEvent.type(input, 'Tr0ub4dor&3');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(c.getByRole('button', { name: 'Show' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(c.getByRole('textbox', { name: 'Password' })).toHaveValue('Tr0ub4dor&3');
    await expect(c.getByRole('button', { name: 'Hide' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const WithFullToggleName: Story = {
  args: {
    labels: { show: 'Show', hide: 'Hide', toggleName: (visible: boolean) => (visible ? 'Hide password' : 'Show password') },
  },
  render: (args) => (
    <FormField label="Current password">
      <PasswordInput {...args} />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Show password' })).toBeVisible();
  },
};

export const WithErrors: Story = {
  render: (args) => (
    <FormField label="New password" required labels={{ required: 'required' }} errors={['The password is too short.']}>
      <PasswordInput {...args} />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('input[name="passwd"]')).toHaveAttribute('aria-invalid', 'true');
  },
};
