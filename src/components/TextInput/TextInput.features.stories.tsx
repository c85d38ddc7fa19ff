import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextInput } from './index.ts';
import { FormField } from '../FormField/index.ts';
import { Stack } from '../Box/index.ts';

const meta = { title: 'Components/TextInput/Features', component: TextInput } satisfies Meta<typeof TextInput>;
export default meta;

/** Stories that draw several fixed examples: their controls would change nothing, so the panel is hidden. */
const NO_CONTROLS = { controls: { disable: true } };
type Story = StoryObj<typeof meta>;

export const Types: Story = {
  parameters: NO_CONTROLS,
  render: () => (
    <Stack space="md">
      {(['text', 'email', 'url', 'tel', 'number', 'search', 'date', 'file'] as const).map((type) => (
        <FormField key={type} label={`Type ${type}`}>
          <TextInput type={type} name={type} />
        </FormField>
      ))}
    </Stack>
  ),
};
export const Typing: Story = {
  args: { 'aria-label': 'Name', name: 'name' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, 'Jo Doe');
    await expect(input).toHaveValue('Jo Doe');
  },
};
export const Invalid: Story = {
  args: { 'aria-label': 'E-mail', name: 'email', invalid: true, defaultValue: 'not-an-email' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};
export const Disabled: Story = { args: { 'aria-label': 'Username', name: 'handle', disabled: true, defaultValue: 'jdoe' } };
export const ReadOnly: Story = { args: { 'aria-label': 'Key', name: 'key', readOnly: true, defaultValue: '4f3k9xq2m8r7t6w5' } };
