import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AccountKeys } from '../../../src/screens/AccountKeys/AccountKeys.tsx';
import { clipboardWrites, stubClipboard } from '../../support/clipboardStub.ts';
import { fixtureRender, storyServices } from '../../support/accountScreens.tsx';
import { SCREEN_SHARE_PREFERENCE } from '../../../src/screens/AccountParts/index.ts';

const meta: Meta = {
  title: 'Screens/AccountKeys',
  parameters: {
    // a screen's props are data (the model from a fixture page): nothing to control
    controls: { disable: true },
    docs: { description: { component: 'My keys (`/apps/mykeys`), from fixture pages through the real extractor and adapter.' } },
  },
};
export default meta;
type Story = StoryObj;

export const Default: Story = {
  name: 'Plans with keys, a plan without keys',
  render: fixtureRender(AccountKeys, 'accountKeys.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My API Keys' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get API Keys' })).toHaveAttribute('href', '/apps/register');
    await expect(canvas.getByRole('link', { name: /^Get a Key for / })).toHaveAttribute('href', '/apps/register');
    await expect(canvas.getAllByRole('link', { name: /^View Report: / }).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    // not asked for (no ?showKeys=true): the secret stays masked until the user reveals it
    const group = canvas.getAllByRole('group', { name: 'Secret' })[0]!;
    await expect(within(group).getByTestId('secret-mask')).toBeVisible();
    await expect(within(group).queryByText('s3cr3t99')).toBeNull();
  },
};

export const Shown: Story = {
  name: 'Keys and secrets shown (?showKeys=true): secrets visible on arrival; hide, reveal, copy',
  render: fixtureRender(AccountKeys, 'accountKeys.shown.html'),
  beforeEach: stubClipboard,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Hide Keys & Secrets' })).toHaveAttribute('href', '/apps/mykeys');
    await expect(canvas.queryByRole('link', { name: 'Show Keys & Secrets' })).toBeNull();
    const group = canvas.getAllByRole('group', { name: 'Secret' })[0]!;
    await step('the user asked to see the secrets: shown on arrival; hide and reveal again', async () => {
      await expect(within(group).getByText(/\S{6,}/, { selector: 'code' })).toBeVisible();
      await userEvent.click(within(group).getByRole('button', { name: /^Hide/ }));
      await expect(within(group).getByTestId('secret-mask')).toBeVisible();
      await userEvent.click(within(group).getByRole('button', { name: /^Show/ }));
      await expect(within(group).getByText(/\S{6,}/, { selector: 'code' })).toBeVisible();
    });
    await step('copy', async () => {
      await userEvent.click(within(group).getByRole('button', { name: /^Copy/ }));
      await expect(clipboardWrites).toHaveBeenCalledTimes(1);
      await expect(await within(group).findByText('Copied')).toBeVisible();
    });
    await step('hide again', async () => {
      await userEvent.click(within(group).getByRole('button', { name: /^Hide/ }));
      await expect(within(group).queryByText(/\S{6,}/, { selector: 'code' })).toBeNull();
    });
  },
};

export const Masked: Story = {
  name: 'Masked keys: Show Keys & Secrets, and the request for the shared secrets',
  render: fixtureRender(AccountKeys, 'accountKeys.masked.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Show Keys & Secrets' })).toHaveAttribute('href', '/apps/mykeys?showKeys=true');
    // the server's secrets-request link is a clear action, with what it does beside it
    await expect(canvas.getByRole('link', { name: 'Get my shared secrets' })).toHaveAttribute(
      'href',
      '/member/request-display-key-info',
    );
    await expect(canvas.getByText(/we e-mail you a link that displays them/)).toBeVisible();
    await expect(canvas.getAllByText(/^\*+\w{4}$/).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: /^Show/ })).toBeNull();
  },
};

export const ManyWithPagination: Story = {
  name: '28 keys, pagination (page 2 of 4, search kept); compact rows, columns aligned across plans',
  render: fixtureRender(AccountKeys, 'accountKeys.many.html'),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Key pages' });
    await expect(within(nav).getByRole('link', { name: /current page/ })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/apps/mykeys?page=3&search=storm-tracker',
    );
    await expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/apps/mykeys?page=1&search=storm-tracker',
    );
  },
};

export const ManyFiltered: Story = {
  name: '28 keys, filtered by the keyboard (application, API, key end; the count announced)',
  render: fixtureRender(AccountKeys, 'accountKeys.many.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('searchbox', { name: 'Filter keys' });
    await userEvent.click(field);
    await userEvent.keyboard('no such key');
    const status = canvasElement.querySelector('[data-key-filter] [role="status"]');
    await expect(status).toHaveTextContent('No key matches “no such key”.');
    await userEvent.clear(field);
    await expect(status).toHaveTextContent(/^(\d+) of \1 keys shown$/);
  },
};

export const KeysBeforeFirstPlan: Story = {
  name: 'A key before the first plan, no report link, date without abbr',
  render: fixtureRender(AccountKeys, 'accountKeys.orphan.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Other Keys' })).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'No keys yet',
  render: fixtureRender(AccountKeys, 'accountKeys.empty.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: "You don't have any keys yet." })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get API Keys' })).toBeVisible();
  },
};

export const EmptyWithoutNewKeyLink: Story = {
  name: 'No keys, and the server offers no new-key link',
  render: fixtureRender(AccountKeys, 'accountKeys.emptyNoLink.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Get API Keys' })).toBeNull();
  },
};

export const HandWrittenVariant: Story = {
  name: 'Hand-written markup variant',
  render: fixtureRender(AccountKeys, 'accountKeys.variant.html'),
};

/** stand-in services whose preference store starts with `saved` (the reader's earlier choices) */
function withPreferences(saved: Record<string, string>) {
  const store = new Map(Object.entries(saved));
  return {
    ...storyServices(),
    preference: { get: (n: string) => store.get(n) ?? null, set: (n: string, v: string) => void store.set(n, v) },
  };
}

export const RotationDue: Story = {
  name: 'Key health: ages, rotation due (keyRotationDays: 365)',
  render: fixtureRender(AccountKeys, 'accountKeys.html', { settings: { keyRotationDays: 365 } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/ days old$/).length).toBeGreaterThan(0);
    await expect(canvas.getAllByText(/^Rotation due: the key for /).length).toBeGreaterThan(0);
  },
};

export const ScreenShare: Story = {
  name: 'Screen-share mode on (saved): every key and secret masked, Show disabled, Copy kept',
  render: fixtureRender(AccountKeys, 'accountKeys.shown.html', {}, withPreferences({ [SCREEN_SHARE_PREFERENCE]: 'on' })),
  beforeEach: stubClipboard,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Screen-share mode' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvasElement.querySelectorAll('code[data-key-value]')).toHaveLength(0);
    const group = canvas.getAllByRole('group', { name: 'Secret' })[0]!;
    await expect(within(group).getByRole('button', { name: /^Show/ })).toHaveAttribute('aria-disabled', 'true');
    await step('copy still copies, nothing shows', async () => {
      await userEvent.click(within(group).getByRole('button', { name: /^Copy/ }));
      await expect(clipboardWrites).toHaveBeenCalledTimes(1);
      await expect(canvasElement.querySelectorAll('code[data-key-value]')).toHaveLength(0);
    });
    await step('turned off: keys are plain again, secrets wait for Show', async () => {
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect(within(group).getByRole('button', { name: /^Show/ })).not.toHaveAttribute('aria-disabled');
    });
  },
};
