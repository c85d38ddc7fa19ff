import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { KeyTable } from './index.ts';
import { stubClipboard } from '../../../.storybook/support/clipboardStub.ts';
import { exampleSecret, keyRows, keyTableLabels } from '../../../.storybook/support/keyStoryData.tsx';

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
