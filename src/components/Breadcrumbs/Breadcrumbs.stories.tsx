import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './index.ts';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    label: 'Breadcrumb',
    items: [
      { label: 'Forum', url: '/forum' },
      { label: 'General discussion', url: '/forum/categories/general' },
      { label: 'Rate limits on the sandbox?', url: null },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
