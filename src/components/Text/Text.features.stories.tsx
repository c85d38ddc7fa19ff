import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../../theme/index.ts';
import { Text } from './index.ts';
import { Stack } from '../Box/index.ts';

const meta = { title: 'Components/Text/Features', component: Text } satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  args: { children: '' },
  render: () => (
    <Stack space="sm">
      {(['xs', 'sm', 'md', 'lg'] as const).map((size) => (
        <Text key={size} as="p" size={size}>{`Size ${size}: The quick brown fox`}</Text>
      ))}
    </Stack>
  ),
};

export const Tones: Story = {
  args: { children: '' },
  render: () => (
    <Stack space="sm">
      {(['neutral', 'muted', 'brand', 'positive', 'caution', 'critical', 'info'] as const).map((tone) => (
        <Text key={tone} as="p" tone={tone}>{`Tone ${tone}`}</Text>
      ))}
    </Stack>
  ),
};

export const Weights: Story = {
  args: { children: '' },
  render: () => (
    <Stack space="sm">
      {(['regular', 'medium', 'semibold', 'bold'] as const).map((weight) => (
        <Text key={weight} as="p" weight={weight}>{`Weight ${weight}`}</Text>
      ))}
    </Stack>
  ),
};

export const Monospace: Story = { args: { children: '4f3k9xq2m8r7t6w5v4u3s2p1', font: 'mono' } };

export const Truncated: Story = {
  args: { children: 'A very long application name that does not fit in the narrow column it was given', truncate: true },
  render: (args) => (
    <div style={{ maxWidth: vars.size.sidebar }}>
      <Text {...args} />
    </div>
  ),
};

export const BreakWord: Story = {
  args: { children: 'https://developer.example.com/docs/read/a_really_long_path_without_spaces_to_break', breakWord: true },
  render: (args) => (
    <div style={{ maxWidth: vars.size.sidebar }}>
      <Text as="p" {...args} />
    </div>
  ),
};
