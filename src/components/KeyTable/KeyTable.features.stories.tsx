import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { KeyTable } from './index.ts';
import { stubClipboard } from '../../../stories/support/clipboardStub.ts';
import { exampleSecret, keyRows, keyTableLabels } from '../../../stories/support/keyStoryData.tsx';

const meta = {
  title: 'Components/KeyTable/Features',
  component: KeyTable,
  beforeEach: stubClipboard,
  args: { caption: 'Forecast API — Basic plan', keys: keyRows, labels: keyTableLabels },
} satisfies Meta<typeof KeyTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralKeys: Story = {};

export const WithSecrets: Story = {
  args: { keys: keyRows.map((k, i) => (i === 0 ? { ...k, secret: exampleSecret } : k)) },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Forecast API — Basic plan' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain('Secret');
    await userEvent.click(within(table).getByRole('button', { name: 'Show secret' }));
    await expect(within(table).getByText(exampleSecret)).toBeVisible();
  },
};

export const Empty: Story = { args: { keys: [], empty: 'You have not been issued keys for this API.' } };

export const MinimalColumns: Story = { args: { keys: keyRows.map(({ id, keyValue }) => ({ id, keyValue })) } };

/** At phone width each key becomes a stacked block. */
export const SmallScreen: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** Key health (issue 35): each key's age after its created date, "Rotation due" on the one past the policy. */
export const KeyHealth: Story = {
  args: {
    keys: keyRows.map((k, i) => ({
      ...k,
      age: i === 0 ? '400 days old' : '12 days old',
      rotationDue:
        i === 0
          ? {
              label: 'Rotation due',
              description: `Rotation due: the key for ${k.application ?? k.keyValue} is 400 days old (rotate every 90 days)`,
            }
          : null,
    })),
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Forecast API — Basic plan' });
    await expect(within(table).getByText('400 days old')).toBeVisible();
    await expect(within(table).getByText(/^Rotation due: the key for/)).toBeInTheDocument();
  },
};

/** Many keys: compact rows, the columns fixed as on a page whose tables line up. */
export const CompactAligned: Story = {
  args: { compact: true, aligned: { keyChars: 24, secretChars: 12, limitChars: 21, statusChars: 8 } },
};
