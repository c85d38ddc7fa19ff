import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './index.ts';
import { Inline } from '../Box/index.ts';

const meta = { title: 'Components/StatusBadge/Features', component: StatusBadge } satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ToneFromServerText: Story = {
  args: { children: '' },
  render: () => (
    <Inline space="sm">
      {['Active', 'approved', 'Waiting', 'pending', 'Disabled', 'Deleted', 'Expired', 'Unknown status'].map((s) => (
        <StatusBadge key={s}>{s}</StatusBadge>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Active')).toHaveAttribute('data-tone', 'positive');
    await expect(c.getByText('Waiting')).toHaveAttribute('data-tone', 'caution');
    await expect(c.getByText('Expired')).toHaveAttribute('data-tone', 'critical');
    await expect(c.getByText('Unknown status')).toHaveAttribute('data-tone', 'neutral');
  },
};

export const ExplicitTones: Story = {
  args: { children: '' },
  render: () => (
    <Inline space="sm">
      {(['neutral', 'brand', 'positive', 'caution', 'critical', 'info'] as const).map((t) => (
        <StatusBadge key={t} tone={t}>
          {t}
        </StatusBadge>
      ))}
    </Inline>
  ),
};
