import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Textarea } from './index.ts';
import { FormField } from '../FormField/index.ts';

const meta = { title: 'Components/Textarea/Features', component: Textarea, args: { name: 'comment' } } satisfies Meta<
  typeof Textarea
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Typing: Story = {
  render: (args) => (
    <FormField label="Comment" hint="Markdown is supported.">
      <Textarea {...args} />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Comment' });
    await userEvent.type(box, 'First line{enter}Second line');
    await expect(box).toHaveValue('First line\nSecond line');
  },
};
export const WithMaxLength: Story = {
  render: (args) => (
    <FormField label="Summary">
      <Textarea {...args} maxLength={250} rows={3} />
    </FormField>
  ),
};
export const Invalid: Story = {
  render: (args) => (
    <FormField label="Comment" errors={['This value is not allowed to be blank.']}>
      <Textarea {...args} />
    </FormField>
  ),
};
export const Disabled: Story = {
  render: (args) => (
    <FormField label="Comment">
      <Textarea {...args} disabled defaultValue="Locked" />
    </FormField>
  ),
};
