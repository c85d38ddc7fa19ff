// Blog and forum screens: excerpts of exactly 250 characters with 'Read more', Edit Post only when
// allowed, pagination and RSS links, breadcrumbs, and user content (posts, comments, topic titles,
// names) rendered inertly.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageData } from '../../../src/model/pageData.ts';
import { BlogAll } from '../../../src/screens/BlogAll/BlogAll.tsx';
import { BlogSingle } from '../../../src/screens/BlogSingle/BlogSingle.tsx';
import { ForumAll } from '../../../src/screens/ForumAll/ForumAll.tsx';
import { ForumTopics } from '../../../src/screens/ForumTopics/ForumTopics.tsx';
import { ForumSingle } from '../../../src/screens/ForumSingle/ForumSingle.tsx';
import { ForumAddTopic } from '../../../src/screens/ForumAddTopic/ForumAddTopic.tsx';
import { htmlText } from '../../../src/lib/excerpt.ts';
import { modelOf, pageOf } from './fixtures.ts';

/** blogAll.html with its first post's body made long from the page's own posts (no fixture has a long post). */
function longPost(page: PageData): PageData {
  if (page.contentType !== 'blogAll') return page;
  const posts = page.content.posts;
  const all = posts.map((p) => p.contentHtml ?? '').join('\n');
  const long = [all, all, all].join('\n');
  return { ...page, content: { ...page.content, posts: posts.map((p, i) => (i === 0 ? { ...p, contentHtml: long } : p)) } };
}

const excerpts = (container: HTMLElement) => Array.from(container.querySelectorAll<HTMLElement>('[data-excerpt]'));

describe('blog list', () => {
  it('each post: title link, author, date, comment count, excerpt and Read more (named after the post)', () => {
    const { container } = render(<BlogAll model={modelOf('blogAll.html', 'blogAll')} />);
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(3);
    const first = within(screen.getByRole('article', { name: 'Launching v2' }));
    expect(first.getByRole('link', { name: 'Launching v2' }).getAttribute('href')).toBe('/blog/read/Launching_v2');
    expect(first.getByRole('link', { name: 'amy' }).getAttribute('href')).toBe('/profile/profile/amy');
    expect(first.getByText('September 21, 2017').closest('time')?.getAttribute('datetime')).toBe('2017-09-21T10:00:00Z');
    expect(first.getByText(/2 comments/)).toBeTruthy();
    expect(first.getByRole('link', { name: 'Read more: Launching v2' }).textContent).toBe('Read more');
    expect(first.getByRole('link', { name: 'Edit Post: Launching v2' }).getAttribute('href')).toBe('/r/content/blog/12');
    // short posts: the excerpt is the post's whole text, no ellipsis
    const model = modelOf('blogAll.html', 'blogAll');
    expect(excerpts(container).map((e) => e.textContent)).toEqual(model.screen.posts.map((p) => htmlText(p.body?.html)));
  });

  it('a long post is cut to exactly 250 characters of its text, followed by the ellipsis label', () => {
    const model = modelOf('blogAll.html', 'blogAll', {}, longPost);
    const { container } = render(<BlogAll model={model} />);
    const [first] = excerpts(container);
    const full = htmlText(model.screen.posts[0]!.body!.html);
    expect(full.length).toBeGreaterThan(250);
    expect(first!.textContent).toBe(`${full.slice(0, 250).trimEnd()}…`);
    expect(Array.from(first!.textContent!.slice(0, -1))).toHaveLength(250);
    // code in the post is part of its text, never markup
    expect(first!.querySelector('*')).toBeNull();
  });

  it('pagination (newer/older posts: paths, loaded in place) and the RSS feed', () => {
    render(<BlogAll model={modelOf('blogAll.html', 'blogAll')} />);
    const nav = screen.getByRole('navigation', { name: 'Blog pages' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href'), l.hasAttribute('data-full-load')])).toEqual([
      ['Newer posts', '/blog/browse/1', false],
      ['Older posts', '/blog/browse/3', false],
    ]);
    expect(screen.getByRole('link', { name: 'RSS Feed' }).getAttribute('href')).toBe('/blog/rss');
  });

  it('no posts: the empty message, no list, no pagination', () => {
    render(<BlogAll model={modelOf('blogAll.empty.html', 'blogAll')} />);
    expect(screen.getByRole('heading', { name: 'There are no posts yet.' })).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('a member sees no Edit links', () => {
    render(<BlogAll model={modelOf('blogAll.index.html', 'blogAll')} />);
    expect(screen.queryByRole('link', { name: /Edit Post/ })).toBeNull();
    expect(screen.getAllByRole('link', { name: /^Read more: / }).length).toBeGreaterThan(0);
  });
});

describe('blog post', () => {
  it('Edit Post only when the server offers it; comments under their heading; hostile comment inert', () => {
    const { container } = render(<BlogSingle model={modelOf('blogSingle.html', 'blogSingle')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Launching v2' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Post' }).getAttribute('href')).toBe('/r/content/blog/12');
    const comments = screen.getByRole('region', { name: 'Comments' });
    expect(within(comments).getAllByRole('article')).toHaveLength(2);
    expect(within(comments).getByText(/\{\{settings\.labels\}\}/)).toBeTruthy(); // braces shown as written, never expanded
    // the hostile comment's image is kept, its handler is not
    expect(container.querySelector('img')?.getAttribute('src')).toBe('x');
    expect(container.querySelector('[onerror], script')).toBeNull();
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();

    document.body.innerHTML = '';
    render(<BlogSingle model={modelOf('blogSingle.plain.html', 'blogSingle')} />);
    expect(screen.queryByRole('link', { name: 'Edit Post' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Comments' })).toBeNull();
  });

  it("the post body's legacy code block becomes a code sample (text, highlighted later)", async () => {
    const model = modelOf('blogAll.html', 'blogAll');
    // the blog list's first post has a brush: bash block; render its body as a single post would
    const page = pageOf('blogSingle.html');
    if (page.contentType !== 'blogSingle' || !page.content.post) throw new Error('fixture');
    const patched = {
      ...page,
      content: { ...page.content, post: { ...page.content.post, contentHtml: model.screen.posts[0]!.body!.html } },
    };
    render(<BlogSingle model={modelOf('blogSingle.html', 'blogSingle', {}, () => patched)} />);
    const code = await screen.findByRole('group', { name: 'Code sample' }, { timeout: 5000 });
    expect(code.textContent).toBe('curl https://api.acme.example/v2/ping');
  });
});

describe('forum', () => {
  it('index: categories with counts, latest topic and last activity; empty index says so', () => {
    render(<ForumAll model={modelOf('forumAll.html', 'forumAll')} />);
    const table = screen.getByRole('table', { name: 'Forum' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: 'General' }).getAttribute('href')).toBe('/forum/topics/General');
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([expect.stringContaining('General'), '12', '48', 'Rate limits?', 'Apr 2, 2019']);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Announcements', '0', '0', '', '']);
    document.body.innerHTML = '';
    render(<ForumAll model={modelOf('forumAll.empty.html', 'forumAll')} />);
    expect(screen.getByRole('heading', { name: 'There are no forum categories yet.' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('topics: breadcrumbs (current page marked), New Topic, titles with markup shown as text', () => {
    const { container } = render(<ForumTopics model={modelOf('forumTopics.html', 'forumTopics')} />);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'General' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'New Topic' }).getAttribute('href')).toBe('/forum/topic-add/General');
    expect(screen.getByRole('link', { name: '<img src=x onerror=alert(1)> in my app name' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit: Rate limits?' })).toBeTruthy();
    expect(container.querySelector('img, b')).toBeNull();
  });

  it("recent topics use the recent group's labels; an empty list its message", () => {
    render(<ForumTopics model={modelOf('forumRecent.empty.html', 'forumRecent')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Recent topics' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'There are no recent topics.' })).toBeTruthy();
  });

  it('add topic: the trail ends with this page; the server form posts its fields', () => {
    const { container } = render(<ForumAddTopic model={modelOf('forumAddTopic.html', 'forumAddTopic')} />);
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'General' }).getAttribute('aria-current')).toBeNull();
    expect(crumbs.getByText('New topic').getAttribute('aria-current')).toBe('page');
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(screen.getByRole('textbox', { name: /Subject/ })).toBeTruthy();
  });

  it('topic: the opening post is the topic’s own, the rest are its replies (issue 34 item 7)', () => {
    render(<ForumSingle model={modelOf('forumSingle.html', 'forumSingle')} />);
    expect(screen.queryByRole('region', { name: 'Comments' })).toBeNull();
    const opening = screen.getByRole('article', { name: 'Rate limits?' });
    expect(opening.textContent).toContain('What is the per-second limit on the Basic plan?');
    expect(within(opening).getByRole('link', { name: 'jdoe' })).toBeTruthy();
    const replies = screen.getByRole('region', { name: 'Replies' });
    expect(replies.contains(opening)).toBe(false);
    expect(within(replies).getAllByRole('article')).toHaveLength(4);
    expect(replies.textContent).not.toContain('What is the per-second limit');
    // the post comes first, then the replies' heading
    expect(opening.compareDocumentPosition(replies) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('topic with no replies yet: the post, and the replies section says so', () => {
    const model = modelOf('forumSingle.html', 'forumSingle');
    const s = model.screen as { comments: unknown[] };
    s.comments = s.comments.slice(0, 1);
    render(<ForumSingle model={model} />);
    expect(screen.getByRole('article', { name: 'Rate limits?' })).toBeTruthy();
    const replies = screen.getByRole('region', { name: 'Replies' });
    expect(within(replies).queryAllByRole('article')).toHaveLength(0);
    expect(replies.textContent).toContain('No replies yet.');
  });

  it('topic: every reply with author and date, the edited one marked; hostile bodies inert', () => {
    const { container } = render(<ForumSingle model={modelOf('forumSingle.html', 'forumSingle')} />);
    const comments = screen.getByRole('region', { name: 'Replies' });
    const list = within(comments).getAllByRole('article');
    expect(list).toHaveLength(4);
    expect(within(list[3]!).getByText(/Edited/).textContent).toContain('Apr 5, 2019');
    expect(container.querySelector('script, svg[onload], [onerror], [onload], a[href^="javascript"]')).toBeNull();
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('an edited date the server wrote as a phrase ("edited Mar 2", no machine date) keeps its own wording', () => {
    const model = modelOf('forumSingle.html', 'forumSingle');
    const screenModel = model.screen as { comments: { edited: { dateTime: string | null; text: string } | null }[] };
    screenModel.comments[4]!.edited = { dateTime: null, text: 'edited Mar 2' };
    render(<ForumSingle model={model} />);
    const last = within(screen.getByRole('region', { name: 'Replies' })).getAllByRole('article')[3]!;
    expect(last.textContent).toContain('(edited Mar 2)');
    expect(last.textContent).not.toMatch(/Edited edited/i);
  });
});
