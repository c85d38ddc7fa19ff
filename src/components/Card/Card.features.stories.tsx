import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from './index.ts';
import { Button } from '../Button/index.ts';
import { Stack } from '../Box/index.ts';
import { StatusBadge } from '../StatusBadge/index.ts';
import { Text } from '../Text/index.ts';

const meta = { title: 'Components/Card/Features', component: Card } satisfies Meta<typeof Card>;
export default meta;

/** Stories that draw several fixed examples: their controls would change nothing, so the panel is hidden. */
const NO_CONTROLS = { controls: { disable: true } };
type Story = StoryObj<typeof meta>;

export const BodyOnly: Story = { args: { children: <Text as="p">A card without a title.</Text> } };

export const WithMeta: Story = {
  args: {
    title: 'Forecast API',
    headingLevel: 3,
    meta: <StatusBadge>Active</StatusBadge>,
    children: (
      <Text as="p" font="mono">
        4f3k9xq2m8r7t6w5v4u3
      </Text>
    ),
  },
};

export const Article: Story = {
  args: {
    as: 'article',
    title: 'Weather app',
    actions: <Button size="sm">View Keys</Button>,
    children: <Text as="p">Created Aug 21, 2017</Text>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article', { name: 'Weather app' })).toBeVisible();
  },
};

export const Tones: Story = {
  parameters: NO_CONTROLS,
  render: () => (
    <Stack space="md">
      {(['neutral', 'brand', 'positive', 'caution', 'critical', 'info'] as const).map((tone) => (
        <Card key={tone} tone={tone} title={`Tone ${tone}`} headingLevel={3}>
          <Text as="p">The border reinforces the content.</Text>
        </Card>
      ))}
    </Stack>
  ),
};

export const RaisedCompact: Story = {
  args: { title: 'Compact', elevation: 'raised', padding: 'sm', children: <Text as="p">Raised with small padding.</Text> },
};
