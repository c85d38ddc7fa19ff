import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ForumTopics } from '../../../src/screens/ForumTopics/ForumTopics.tsx';
import { contentStory, expectInert } from '../../support/contentScreens.tsx';

const meta: Meta = {
  title: 'Screens/ForumTopics',
  parameters: {
    // a screen's props are data (the model from a fixture page): nothing to control
    controls: { disable: true },
    docs: {
      description: {
        component:
          "A forum category's topics (forumTopics) and the recent topics of every category (forumRecent): breadcrumbs, New Topic, RSS, and per topic its title (user text), comment count, last activity and — for editors — Edit.",
      },
    },
  },
};
export default meta;
type Story = StoryObj;

export const Topics: Story = {
  name: 'A category: topics with user-written titles, editor links, Older topics',
  render: contentStory(ForumTopics, 'forumTopics.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(crumbs).getByRole('link', { name: 'General' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'New Topic' })).toHaveAttribute('href', '/forum/topic-add/General');
    // titles with markup in them are text
    await expect(canvas.getByRole('link', { name: '<img src=x onerror=alert(1)> in my app name' })).toBeVisible();
    await expect(canvasElement.querySelector('table img, table b')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Edit: Rate limits?' })).toHaveAttribute('href', '/forum/topic-edit/331');
    // the server's pager, like the blog's
    const pager = canvas.getByRole('navigation', { name: 'Topic pages' });
    await expect(within(pager).getByRole('link', { name: 'Older topics' })).toHaveAttribute(
      'href',
      '/forum/topics/General?page=2',
    );
    await expectInert(canvasElement);
  },
};

export const EmptyCategory: Story = {
  name: "An empty category (the server's message; signed out: no New Topic)",
  render: contentStory(ForumTopics, 'forumTopics.empty.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'New Topic' })).toBeNull();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Topic pages' })).toBeNull();
  },
};

export const Recent: Story = {
  name: 'Recent topics from several categories',
  render: contentStory(ForumTopics, 'forumRecent.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Recent topics' })).toBeVisible();
    await expect(within(canvasElement).getByRole('table')).toBeVisible();
  },
};

export const RecentEmpty: Story = {
  name: 'No recent topics',
  render: contentStory(ForumTopics, 'forumRecent.empty.html'),
};
