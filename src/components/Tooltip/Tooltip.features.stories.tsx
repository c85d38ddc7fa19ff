import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Tooltip } from './index.ts';
import { vars } from '../../theme/index.ts';

const meta = {
  title: 'Components/Tooltip/Features',
  component: Tooltip,
  args: { content: 'Billed monthly, cancel any time', children: '$10' },
  render: (args) => (
    <p style={{ paddingTop: vars.space['3xl'] }}>
      Plans start at <Tooltip {...args} /> per month. <a href="#after">Next link</a>
    </p>
  ),
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '$10' }));
    await expect(within(canvasElement).getByRole('tooltip')).toBeVisible();
  },
};

export const PlacedBelow: Story = { args: { placement: 'bottom' }, play: Open.play };

export const LongText: Story = {
  args: {
    content:
      'The monthly fee covers 10,000 calls; further calls are billed per thousand at the rate of your plan, shown on the pricing page.',
  },
  play: Open.play,
};

export const KeyboardOnly: Story = {
  args: { openOnHover: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: '$10' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAccessibleDescription('Billed monthly, cancel any time');
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('tooltip')).toBeVisible();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
