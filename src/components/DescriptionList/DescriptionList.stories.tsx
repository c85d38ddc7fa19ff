import type { Meta, StoryObj } from '@storybook/react-vite';
import { DescriptionList } from './index.ts';

const meta = {
  title: 'Components/DescriptionList',
  component: DescriptionList,
  args: {
    items: [
      { label: 'Application', value: 'Weather app' },
      { label: 'Key', value: '4f3k9xq2m8r7t6w5v4u3' },
      { label: 'Status', value: 'Active' },
      { label: 'Created', value: 'Aug 21, 2017' },
    ],
    layout: 'responsive',
    dividers: false,
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['responsive', 'horizontal', 'stacked'] },
    emptyValue: { control: 'text' },
  },
} satisfies Meta<typeof DescriptionList>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
