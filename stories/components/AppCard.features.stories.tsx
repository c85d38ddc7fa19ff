import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppCard } from '../../src/components/AppCard/index.ts';
import { stubClipboard } from './clipboardStub.ts';
import { AppActions, appApis, appCardLabels, exampleKey } from './keyStoryData.tsx';

const meta = {
  title: 'Components/AppCard/Features',
  component: AppCard,
  beforeEach: stubClipboard,
  args: {
    name: 'Weather dashboard',
    created: { text: 'Aug 21, 2017', dateTime: '2017-08-21T09:30:00Z' },
    apis: appApis,
    labels: appCardLabels,
    actions: <AppActions />,
  },
} satisfies Meta<typeof AppCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeysInSecretFields: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Weather dashboard' });
    await userEvent.click(within(card).getAllByRole('button', { name: 'Show key' })[0]!);
    await expect(within(card).getByText(exampleKey)).toBeVisible();
  },
};

export const KeysMasked: Story = {
  args: { keyDisplay: 'masked' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.innerHTML).not.toContain(exampleKey);
  },
};

export const KeysPlain: Story = { args: { keyDisplay: 'plain' } };

export const NoApis: Story = { args: { apis: [] } };

export const NoActions: Story = { args: { actions: undefined } };

export const DeleteAsks: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete application?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};
