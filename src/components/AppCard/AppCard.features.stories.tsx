import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApiKeyTable, AppCard } from './index.ts';
import { stubClipboard } from '../../../stories/support/clipboardStub.ts';
import { AppActions, appApis, appCardLabels, exampleKey, keyInSecretField } from '../../../stories/support/keyStoryData.tsx';

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

/** `renderKey` composes the key display: here a SecretField that reveals and copies each key. */
export const KeysInSecretFields: Story = {
  args: { renderKey: keyInSecretField },
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

/** Keys as the server shows them (the portal's pages): monospace text; an API without a key, its `noKey` text. */
export const KeysPlain: Story = {
  args: { keyDisplay: 'plain' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'APIs and keys' });
    await expect(within(table).getByText(exampleKey)).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: 'Historical data (pending)' })).toBeVisible();
    await expect(within(table).getByText('No key issued')).toBeVisible();
  },
};

/** Without `labels.noApis` nothing replaces the table; with it, a muted line. */
export const NoApis: Story = {
  args: { apis: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
    await expect(within(canvasElement).getByText('No APIs yet.')).toBeVisible();
  },
};

/** The table on its own (an application summary outside a card), named by its caption. */
export const ApiKeyTableAlone: Story = {
  render: () => <ApiKeyTable caption="Weather dashboard" apis={appApis} labels={appCardLabels} noKey="No key issued" />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Weather dashboard' });
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(appApis.map((a) => a.api));
  },
};

export const NoActions: Story = { args: { actions: undefined } };

export const DeleteAsks: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete application?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};
