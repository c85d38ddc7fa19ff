import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { KeyCard } from './index.ts';
import { stubClipboard } from '../../../stories/support/clipboardStub.ts';
import { exampleKey, exampleSecret, KeyActions, keyCardLabels, limits } from '../../../stories/support/keyStoryData.tsx';

const meta = {
  title: 'Components/KeyCard/Features',
  component: KeyCard,
  beforeEach: stubClipboard,
  args: {
    title: 'Weather dashboard',
    keyValue: exampleKey,
    status: 'active',
    created: { text: 'Aug 21, 2017', dateTime: '2017-08-21T09:30:00Z' },
    limits,
    labels: keyCardLabels,
    actions: <KeyActions app="Weather dashboard" />,
  },
} satisfies Meta<typeof KeyCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyOnly: Story = {};

export const WithSecret: Story = {
  args: { secret: exampleSecret },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Weather dashboard' });
    await expect(canvasElement.innerHTML).not.toContain(exampleSecret);
    await userEvent.click(within(card).getByRole('button', { name: 'Show secret' }));
    await expect(within(card).getByText(exampleSecret)).toBeVisible();
  },
};

export const Waiting: Story = { args: { status: 'waiting' } };
export const Disabled: Story = { args: { status: 'disabled', actions: undefined } };
export const NoLimits: Story = { args: { limits: [] } };
export const KeysShownUnmasked: Story = { args: { maskKey: false } };
export const KeyDetail: Story = {
  args: { title: 'Forecast API', application: 'Weather dashboard', secret: exampleSecret, actions: undefined },
};
