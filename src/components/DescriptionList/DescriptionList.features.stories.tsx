import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DescriptionList } from './index.ts';
import { StatusBadge } from '../StatusBadge/index.ts';
import { Text } from '../Text/index.ts';

const meta = { title: 'Components/DescriptionList/Features', component: DescriptionList } satisfies Meta<typeof DescriptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

const items = [
  { label: 'Application', value: 'Weather app' },
  {
    label: 'Key',
    value: (
      <Text font="mono" breakWord>
        4f3k9xq2m8r7t6w5v4u3s2p1o0n9m8l7
      </Text>
    ),
  },
  { label: 'Secret', value: null },
  { label: 'Status', value: <StatusBadge>Active</StatusBadge> },
  { label: 'Created', value: 'Aug 21, 2017' },
];

export const Horizontal: Story = { args: { items, layout: 'horizontal' } };
export const Stacked: Story = { args: { items, layout: 'stacked' } };
export const WithDividers: Story = { args: { items, layout: 'horizontal', dividers: true } };
export const EmptyValuesDropped: Story = {
  args: { items },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Secret')).toBeNull();
  },
};
export const EmptyValuesShown: Story = {
  args: { items, emptyValue: '—' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Secret')).toBeVisible();
  },
};
