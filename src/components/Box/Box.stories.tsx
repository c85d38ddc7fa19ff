import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from './index.ts';
import { Text } from '../Text/index.ts';

const space = ['none', '2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl'];
const meta = {
  title: 'Components/Box',
  component: Box,
  args: { padding: 'lg', background: 'surfaceSunken', borderRadius: 'md', children: <Text>Box content</Text> },
  argTypes: {
    padding: { control: 'select', options: space },
    background: {
      control: 'select',
      options: [
        'surface',
        'surfaceRaised',
        'surfaceSunken',
        'brandSoft',
        'neutralSoft',
        'positiveSoft',
        'cautionSoft',
        'criticalSoft',
        'infoSoft',
      ],
    },
    borderRadius: { control: 'select', options: ['none', 'sm', 'md', 'lg', 'xl', 'full'] },
    boxShadow: { control: 'select', options: [undefined, 'sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Box>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
