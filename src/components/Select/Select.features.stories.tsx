import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from './index.ts';
import { FormField } from '../FormField/index.ts';

const options = [
  { label: 'Forecast API', value: '11' },
  { label: 'Maps API', value: '12' },
  { label: 'Traffic API', value: '13' },
];
const meta = { title: 'Components/Select/Features', component: Select, args: { name: 'api', options } } satisfies Meta<
  typeof Select
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  render: (args) => (
    <FormField label="API">
      <Select {...args} defaultValue="12" />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'API' });
    await expect(select).toHaveValue('12');
    await userEvent.selectOptions(select, '13');
    await expect(select).toHaveValue('13');
  },
};
export const Multiple: Story = {
  render: (args) => (
    <FormField label="APIs">
      <Select {...args} multiple defaultValue={['11', '13']} />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('listbox', { name: 'APIs' }) as HTMLSelectElement;
    await expect([...select.selectedOptions].map((o) => o.value)).toEqual(['11', '13']);
  },
};
export const WithChildren: Story = {
  args: { options: undefined },
  render: (args) => (
    <FormField label="Plan">
      <Select {...args}>
        <optgroup label="Free">
          <option value="b">Basic</option>
        </optgroup>
        <optgroup label="Paid">
          <option value="p">Pro</option>
        </optgroup>
      </Select>
    </FormField>
  ),
};
export const Invalid: Story = {
  render: (args) => (
    <FormField label="API" errors={['Choose an API.']}>
      <Select {...args} />
    </FormField>
  ),
};
export const Disabled: Story = {
  render: (args) => (
    <FormField label="API">
      <Select {...args} disabled />
    </FormField>
  ),
};
