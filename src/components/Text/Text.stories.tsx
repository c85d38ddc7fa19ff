import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from './index.ts';

const meta = {
  title: 'Components/Text',
  component: Text,
  args: { children: 'Keys are issued per application and API.', as: 'p', size: 'md', tone: 'neutral', weight: 'regular' },
  argTypes: {
    as: { control: 'select', options: ['span', 'p', 'div', 'strong', 'small'] },
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg'] },
    tone: { control: 'select', options: ['neutral', 'muted', 'brand', 'positive', 'caution', 'critical', 'info'] },
    weight: { control: 'inline-radio', options: ['regular', 'medium', 'semibold', 'bold'] },
    font: { control: 'inline-radio', options: ['body', 'mono'] },
    align: { control: 'inline-radio', options: ['left', 'center', 'right'] },
    truncate: { control: 'boolean' },
    breakWord: { control: 'boolean' },
  },
} satisfies Meta<typeof Text>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
