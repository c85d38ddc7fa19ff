import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountNav } from './index.ts';

const meta = {
  title: 'Components/AccountNav',
  component: AccountNav,
  args: {
    label: 'Account',
    currentClassName: 'current-page',
    items: [
      { label: 'Keys', url: '/apps/mykeys', isActive: true },
      { label: 'Apps', url: '/apps/myapps', isActive: false },
      { label: 'Account', url: '/member/edit', isActive: false },
    ],
  },
} satisfies Meta<typeof AccountNav>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
