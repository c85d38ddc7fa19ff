import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormField } from './index.ts';
import { TextInput } from '../TextInput/index.ts';
import { Checkbox } from '../Checkbox/index.ts';

const meta = { title: 'Components/FormField/Features', component: FormField } satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

const describedBy = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

export const Optional: Story = {
  args: { label: 'Website', children: <TextInput name="uri" type="url" placeholder="https://" /> },
};

export const Required: Story = {
  args: { label: 'Username', required: true, labels: { required: 'required' }, children: <TextInput name="handle" /> },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username required' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    // no native `required`: the browser must not block a submission the server validates
    await expect(input.hasAttribute('required')).toBe(false);
  },
};

export const WithHint: Story = {
  args: {
    label: 'Application name',
    hint: 'Shown to administrators when they review keys.',
    children: <TextInput name="name" />,
  },
  play: async ({ canvasElement }) => {
    await expect(describedBy(within(canvasElement).getByRole('textbox'))).toBe('Shown to administrators when they review keys.');
  },
};

export const WithErrors: Story = {
  args: {
    label: 'E-mail',
    required: true,
    labels: { required: 'required' },
    hint: 'We send the confirmation here.',
    errors: ['This value is not allowed to be blank.', 'Enter a valid e-mail address.'],
    children: <TextInput name="email" type="email" />,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(describedBy(input)).toBe(
      'This value is not allowed to be blank.Enter a valid e-mail address. | We send the confirmation here.',
    );
  },
};

export const CheckboxLabelAfter: Story = {
  args: {
    label: 'I accept the terms of service',
    labelPosition: 'after',
    required: true,
    labels: { required: 'required' },
    errors: ['You must accept the terms.'],
    children: <Checkbox name="terms" value="1" />,
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: /I accept/ });
    await userEvent.click(within(canvasElement).getByText('I accept the terms of service'));
    await expect(box).toBeChecked();
  },
};

export const FocusVisible: Story = {
  args: { label: 'Search', children: <TextInput name="q" type="search" /> },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search' });
    await expect(input).toHaveFocus();
    await expect(getComputedStyle(input).outlineStyle).toBe('solid');
  },
};
