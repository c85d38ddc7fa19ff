import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlogAll } from '../../../src/screens/BlogAll/BlogAll.tsx';
import type { PageData } from '../../../src/model/pageData.ts';
import { contentStory, expectInert } from '../../support/contentScreens.tsx';

const meta: Meta = {
  title: 'Screens/BlogAll',
  parameters: {
    // a screen's props are data (the model from a fixture page): nothing to control
    controls: { disable: true },
    docs: {
      description: {
        component:
          "Blog list: each post's title, author, published date, an excerpt — the first 250 characters of the post's text, " +
          "cut exactly (not at a word), followed by an ellipsis when cut — and 'Read more'; Edit links for editors; newer/older " +
          'pages (full page loads) and the RSS feed.',
      },
    },
  },
};
export default meta;
type Story = StoryObj;

const excerpts = (canvasElement: HTMLElement) => Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-excerpt]'));

export const Browse: Story = {
  name: 'Page 2 of the blog (editor view)',
  render: contentStory(BlogAll, 'blogAll.html'),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('each post: title, author, date, excerpt and Read more', async () => {
      const post = within(canvas.getByRole('article', { name: 'Launching v2' }));
      await expect(post.getByRole('link', { name: 'Launching v2' })).toHaveAttribute('href', '/blog/read/Launching_v2');
      await expect(post.getByRole('link', { name: 'amy' })).toHaveAttribute('href', '/profile/profile/amy');
      await expect(post.getByText('September 21, 2017').closest('time')).toHaveAttribute('datetime', '2017-09-21T10:00:00Z');
      await expect(post.getByRole('link', { name: 'Read more: Launching v2' })).toHaveTextContent('Read more');
      await expect(post.getByRole('link', { name: 'Edit Post: Launching v2' })).toHaveAttribute('href', '/r/content/blog/12');
    });
    await step('excerpts are plain text of at most 250 characters; short posts are not cut', async () => {
      const all = excerpts(canvasElement);
      await expect(all).toHaveLength(3);
      for (const e of all) {
        await expect(Array.from(e.textContent ?? '').length).toBeLessThanOrEqual(250);
        await expect(e.children).toHaveLength(0);
      }
      await expect(all[0]).toHaveTextContent(
        'Version 2 is live. Highlights: Hourly forecasts Alerts curl https://api.acme.example/v2/ping',
      );
    });
    await step('pagination: newer and older posts (path pages, loaded in place)', async () => {
      const nav = within(canvas.getByRole('navigation', { name: 'Blog pages' }));
      await expect(nav.getByRole('link', { name: 'Newer posts' })).toHaveAttribute('href', '/blog/browse/1');
      await expect(nav.getByRole('link', { name: 'Older posts' })).toHaveAttribute('href', '/blog/browse/3');
      await expect(nav.getByRole('link', { name: 'Older posts' })).not.toHaveAttribute('data-full-load');
      await expect(canvas.getByRole('link', { name: 'RSS Feed' })).toHaveAttribute('href', '/blog/rss');
    });
  },
};

/**
 * No fixture page has a post longer than 250 characters: this story makes the first post of blogAll.html
 * long by repeating the page's own post bodies three times (server HTML as extracted, code block included).
 */
function longFirstPost(page: PageData): PageData {
  if (page.contentType !== 'blogAll') return page;
  const all = page.content.posts.map((p) => p.contentHtml ?? '').join('\n');
  return {
    ...page,
    content: {
      ...page.content,
      posts: page.content.posts.map((p, i) => (i === 0 ? { ...p, contentHtml: [all, all, all].join('\n') } : p)),
    },
  };
}

export const LongPost: Story = {
  name: 'A long post: excerpt of exactly 250 characters',
  render: contentStory(BlogAll, 'blogAll.html', { patch: longFirstPost }),
  play: async ({ canvasElement }) => {
    const [first] = excerpts(canvasElement);
    const text = first!.textContent ?? '';
    await expect(text.endsWith('…')).toBe(true);
    const cut = Array.from(text.slice(0, -1));
    await expect(cut).toHaveLength(250);
    await expect(text.startsWith('Version 2 is live. Highlights: Hourly forecasts Alerts')).toBe(true);
    await expect(within(canvasElement).getByRole('link', { name: 'Read more: Launching v2' })).toBeVisible();
  },
};

export const Index: Story = {
  name: '/blog without the browse class (member: no Edit links)',
  render: contentStory(BlogAll, 'blogAll.index.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /^Edit Post/ })).toBeNull();
  },
};

export const LastPage: Story = {
  name: 'Last page: author without link, date without abbr, only newer posts',
  render: contentStory(BlogAll, 'blogAll.last.html'),
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Blog pages' }));
    await expect(nav.getAllByRole('link')).toHaveLength(1);
  },
};

export const OnePost: Story = {
  name: 'Hand-written: one post, meta as spans, RSS after the posts',
  render: contentStory(BlogAll, 'blogAll.variant.html'),
};

export const Empty: Story = {
  name: 'No posts',
  render: contentStory(BlogAll, 'blogAll.empty.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'There are no posts yet.' })).toBeVisible();
    await expectInert(canvasElement);
  },
};
