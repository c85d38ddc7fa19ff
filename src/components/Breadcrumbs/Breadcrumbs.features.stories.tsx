import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from './index.ts';

const meta = { title: 'Components/Breadcrumbs/Features', component: Breadcrumbs } satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CurrentAsText: Story = {
  args: {
    label: 'Breadcrumb',
    items: [
      { label: 'Forum', url: '/forum' },
      { label: 'General', url: '/forum/general' },
      { label: 'Add a topic', url: null },
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(nav).getByText('Add a topic')).toHaveAttribute('aria-current', 'page');
  },
};

export const CurrentAsLink: Story = {
  args: {
    label: 'Breadcrumb',
    items: [
      { label: 'Forum', url: '/forum' },
      { label: 'General', url: '/forum/general' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'General' })).toHaveAttribute('aria-current', 'page');
  },
};

export const SingleItem: Story = { args: { label: 'Breadcrumb', items: [{ label: 'Forum', url: null }] } };

export const LongTrailWraps: Story = {
  args: {
    label: 'Breadcrumb',
    items: ['Home', 'Docs', 'Guides', 'Authentication', 'OAuth 2.0', 'Client credentials grant with a long title'].map(
      (label, i, all) => ({ label, url: i < all.length - 1 ? `/docs/${i}` : null }),
    ),
  },
};
