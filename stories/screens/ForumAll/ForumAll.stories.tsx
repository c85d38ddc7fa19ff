import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ForumAll } from '../../../src/screens/ForumAll/ForumAll.tsx';
import { contentStory, expectInert } from '../../support/contentScreens.tsx';

const meta: Meta = {
  title: 'Screens/ForumAll',
  parameters: {
    // a screen's props are data (the model from a fixture page): nothing to control
    controls: { disable: true },
    docs: {
      description: {
        component:
          'Forum index: categories with description (server HTML, sanitised), topic and comment counts, latest topic and last activity; RSS feed.',
      },
    },
  },
};
export default meta;
type Story = StoryObj;

export const Default: Story = {
  name: 'Three categories (one without topics)',
  render: contentStory(ForumAll, 'forumAll.html'),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Forum' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(within(rows[1]!).getByRole('link', { name: 'General' })).toHaveAttribute('href', '/forum/topics/General');
    await expect(within(rows[1]!).getByText('API').tagName).toBe('EM'); // description markup kept, sanitised
    await expect(within(rows[1]!).getByRole('link', { name: 'Rate limits?' })).toHaveAttribute('href', '/forum/read/331');
    await expect(within(canvasElement).getByRole('link', { name: 'RSS Feed' })).toHaveAttribute('href', '/forum/rss');
    await expectInert(canvasElement);
  },
};

export const Empty: Story = {
  name: 'No categories (signed out)',
  render: contentStory(ForumAll, 'forumAll.empty.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'There are no forum categories yet.' })).toBeVisible();
  },
};
