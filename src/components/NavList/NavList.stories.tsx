import type { Meta, StoryObj } from '@storybook/react-vite';
import { NavList } from './index.ts';

const meta = {
  title: 'Components/NavList',
  component: NavList,
  args: {
    label: 'In the Docs',
    orientation: 'vertical',
    surface: 'default',
    currentClassName: 'current-page',
    items: [
      { label: 'Home', url: '/docs/read/Home', isActive: false },
      { label: 'Getting started', url: '/docs/read/Getting_started', isActive: true },
      { label: 'Reference', url: '/docs/read/Reference', isActive: false },
    ],
    labels: { submenu: (label: string) => `${label} submenu` },
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    surface: { control: 'inline-radio', options: ['default', 'header'] },
  },
} satisfies Meta<typeof NavList>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
