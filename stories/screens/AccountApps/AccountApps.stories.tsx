import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountApps } from '../../../src/screens/AccountApps/AccountApps.tsx';
import { fixtureRender } from '../../support/accountScreens.tsx';

const meta: Meta = {
  title: 'Screens/AccountApps',
  parameters: {
    // a screen's props are data (the model from a fixture page): nothing to control
    controls: { disable: true },
    docs: { description: { component: 'My apps (`/apps/myapps`), from fixture pages through the real extractor and adapter.' } },
  },
};
export default meta;
type Story = StoryObj;

export const Default: Story = {
  name: 'Apps: several APIs, none, no actions, hostile names',
  render: fixtureRender(AccountApps, 'accountApps.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getAllByRole('article')[0]!;
    await expect(within(first).getByRole('link', { name: 'Edit: Storm Tracker' })).toBeVisible();
    await expect(within(first).getByRole('link', { name: 'View Keys: Storm Tracker' })).toHaveAttribute(
      'href',
      '/apps/view-keys/88',
    );
    await expect(within(first).getByRole('rowheader', { name: 'Weather API' })).toBeVisible();
    // user-controlled names are text, never markup or placeholders
    await expect(canvas.getByRole('heading', { name: 'Legacy <b>App</b>' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '{{labels.appName}} & Co' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create a New App' })).toHaveAttribute('href', '/apps/register');
  },
};

export const Empty: Story = {
  name: 'No apps yet',
  render: fixtureRender(AccountApps, 'accountApps.empty.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: "You don't have any apps yet." })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create a New App' })).toBeVisible();
  },
};

export const HandWrittenVariant: Story = {
  name: 'Hand-written markup variant',
  render: fixtureRender(AccountApps, 'accountApps.variant.html'),
};
