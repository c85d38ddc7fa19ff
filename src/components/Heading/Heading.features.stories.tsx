import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from './index.ts';
import { Stack } from '../Box/index.ts';

const meta = { title: 'Components/Heading/Features', component: Heading } satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Levels: Story = {
  args: { level: 1, children: '' },
  render: () => (
    <Stack space="md">
      <Heading level={1}>Level 1 — page title</Heading>
      <Heading level={2}>Level 2 — section</Heading>
      <Heading level={3}>Level 3 — subsection</Heading>
      <Heading level={4}>Level 4 — group</Heading>
    </Stack>
  ),
};

export const SizeIndependentOfLevel: Story = {
  args: { level: 2, size: 'md', children: 'An h2 that looks small' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
  },
};

export const Tones: Story = {
  args: { level: 2, children: '' },
  render: () => (
    <Stack space="md">
      <Heading level={2} tone="neutral">
        Neutral
      </Heading>
      <Heading level={2} tone="brand">
        Brand
      </Heading>
      <Heading level={2} tone="muted">
        Muted
      </Heading>
    </Stack>
  ),
};

export const FocusTarget: Story = {
  args: { level: 1, children: 'Focused after an in-place load', tabIndex: -1, id: 'main-heading' },
  play: async ({ canvasElement }) => {
    const h = within(canvasElement).getByRole('heading', { level: 1 });
    h.focus();
    await expect(h).toHaveFocus();
  },
};
