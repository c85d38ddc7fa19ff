// The community group's shared parts (post, breadcrumbTrail, pager in src/adapter/builders/community.ts) and
// its forum lists: forumAll, forumTopics, forumRecent, forumAddTopic.
import { describe, expect, it } from 'vitest';
import type { BlogPost, ForumTopic, Link } from '../../model/pageData.ts';
import type { Settings } from '../../model/settings.ts';
import { adapt } from '../index.ts';
import { breadcrumbTrail, pager, post } from './community.ts';
import { env, formContent, ORIGIN, pageData, settings, screenInput } from '../../../test/adapter/factories.ts';

const blogPost = (p: Partial<BlogPost> = {}): BlogPost => ({
  title: 'Launching v2',
  url: '/blog/read/Launching_v2',
  author: 'amy',
  authorUrl: '/profile/profile/amy',
  contentHtml: '<p>Version 2</p>',
  published: { value: '2017-09-21T10:00:00Z', text: 'September 21, 2017' },
  edit: '/r/blog/edit/1',
  commentCount: ' 2 comments ',
  ...p,
});

const topic = (p: Partial<ForumTopic> = {}): ForumTopic => ({
  title: 'Rate limits?',
  url: '/forum/read/1',
  commentCount: 3,
  lastActive: { value: '2017-09-21T10:00:00Z', text: 'Sep 21' },
  edit: '/r/forum/topic/1',
  category: { label: 'General', url: '/forum/topics/General' },
  lastBy: { label: 'amy', url: '/profile/profile/amy' },
  ...p,
});

describe('post', () => {
  const input = (s: Partial<Settings> = {}) => screenInput(pageData('blogAll'), settings(s), env('/blog'));

  it('a post with its author, date, body, edit link, comment count and Read more named after it', () => {
    expect(post(input(), blogPost(), true)).toEqual({
      title: 'Launching v2',
      url: '/blog/read/Launching_v2',
      author: { label: 'amy', url: '/profile/profile/amy' },
      authorName: 'amy',
      published: { dateTime: '2017-09-21T10:00:00Z', text: 'September 21, 2017' },
      body: { html: '<p>Version 2</p>' },
      bodySegments: [],
      excerpt: null,
      edit: { label: 'Edit Post', url: '/r/blog/edit/1' },
      commentCount: '2 comments',
      readMore: { label: 'Read more', url: '/blog/read/Launching_v2', ariaLabel: 'Read more: Launching v2' },
    });
  });

  it('no Read more when not asked for or without a URL; without a title it has no name of its own', () => {
    expect(post(input(), blogPost(), false).readMore).toBeNull();
    expect(post(input(), blogPost({ url: null }), true).readMore).toBeNull();
    expect(post(input(), blogPost({ title: '  ' }), true).readMore).toStrictEqual({
      label: 'Read more',
      url: '/blog/read/Launching_v2',
      ariaLabel: undefined,
    });
  });

  it('blank fields are null: no author link without a name, no body, no edit link, no count', () => {
    const p = post(
      input(),
      blogPost({ title: ' ', author: ' ', contentHtml: '', edit: null, commentCount: ' ', published: null }),
      false,
    );
    expect(p).toMatchObject({
      title: null,
      author: null,
      authorName: null,
      body: null,
      edit: null,
      commentCount: null,
      published: null,
    });
    const noLink = post(input(), blogPost({ authorUrl: null }), false);
    expect([noLink.author, noLink.authorName]).toEqual([null, 'amy']);
  });

  it('the labels: Read more, its accessible name and Edit Post', () => {
    const p = post(
      input({
        labels: { blogAll: { readMore: 'More', readMoreLabel: 'More about {{title}}' }, blogSingle: { editPost: 'Change' } },
      }),
      blogPost(),
      true,
    );
    expect([p.readMore, p.edit]).toEqual([
      { label: 'More', url: '/blog/read/Launching_v2', ariaLabel: 'More about Launching v2' },
      { label: 'Change', url: '/r/blog/edit/1' },
    ]);
  });
});

describe('breadcrumbTrail', () => {
  const page = `${ORIGIN}/forum/topics/General`;
  const crumbs = (...urls: string[]) => urls.map((url, i) => ({ label: `c${i}`, url }));

  it("the server's crumbs, then the page's heading unlinked when the last crumb is another page", () => {
    expect(breadcrumbTrail(crumbs('/forum', '/forum/topics/Other'), 'General', page)).toEqual([
      { label: 'c0', url: '/forum' },
      { label: 'c1', url: '/forum/topics/Other' },
      { label: 'General', url: null },
    ]);
  });

  it('no crumbs: the heading alone; no heading: the crumbs alone', () => {
    expect(breadcrumbTrail([], 'General', page)).toEqual([{ label: 'General', url: null }]);
    expect(breadcrumbTrail(crumbs('/forum'), null, page)).toEqual([{ label: 'c0', url: '/forum' }]);
    expect(breadcrumbTrail(crumbs('/forum'), '', page)).toEqual([{ label: 'c0', url: '/forum' }]);
  });

  it('a last crumb that is this page ends the trail: trailing slashes, case and escapes do not matter', () => {
    for (const last of [
      '/forum/topics/General',
      '/forum/topics/General//',
      '/Forum/Topics/GENERAL',
      '/forum/topics/%47eneral',
      `${ORIGIN}/forum/topics/General?page=2`,
    ]) {
      expect(breadcrumbTrail(crumbs('/forum', last), 'General', page), last).toEqual([
        { label: 'c0', url: '/forum' },
        { label: 'c1', url: last },
      ]);
    }
  });

  it('a page whose name only matches in capitals is another page (case folded to lower case)', () => {
    expect(breadcrumbTrail(crumbs('/forum/topics/straße'), 'Strasse', `${ORIGIN}/forum/topics/strasse`)).toEqual([
      { label: 'c0', url: '/forum/topics/straße' },
      { label: 'Strasse', url: null },
    ]);
  });

  it('a crumb that cannot be read is not this page', () => {
    expect(breadcrumbTrail(crumbs('/forum/%E0%A4%A'), 'General', page)).toEqual([
      { label: 'c0', url: '/forum/%E0%A4%A' },
      { label: 'General', url: null },
    ]);
  });

  it('keeps only label and URL of each crumb', () => {
    const extra = [{ label: 'Forum', url: '/forum', ariaLabel: 'x', reloadDocument: true }];
    expect(breadcrumbTrail(extra, null, page)).toStrictEqual([{ label: 'Forum', url: '/forum' }]);
  });
});

describe('pager', () => {
  it('path paging loads in place, query paging is a full load; links without a label or URL dropped', () => {
    const links: Link[] = [
      { label: 'Older posts', url: '/blog/browse/2' },
      { label: 'Next', url: '/blog?page=2' },
      { label: '', url: '/blog/browse/3' },
      { label: 'Nowhere', url: '' },
    ];
    expect(pager(links)).toStrictEqual([
      { label: 'Older posts', url: '/blog/browse/2', reloadDocument: false },
      { label: 'Next', url: '/blog?page=2', reloadDocument: true },
    ]);
  });
});

describe('forumAll', () => {
  const category = {
    title: 'General',
    url: '/forum/topics/General',
    descriptionHtml: '<p>Talk</p>',
    topicCount: 4,
    commentCount: 9,
    lastTopic: { label: 'Rate limits?', url: '/forum/read/1' },
    lastActive: { value: '2017-09-21T10:00:00Z', text: 'Sep 21' },
    edit: '/r/forum/category/1',
  };

  it('the categories with a title, their counts, latest topic and edit link named after them', () => {
    const m = adapt(
      pageData('forumAll', {
        content: {
          categories: [
            category,
            { ...category, title: '' },
            { ...category, title: 'Empty', descriptionHtml: null, lastTopic: null, lastActive: null, edit: undefined },
          ],
          rss: '/forum/rss',
          recent: '/forum/recent',
        },
      }),
      settings(),
      env('/forum'),
    );
    expect(m.degraded).toBe(false);
    expect(m.screen.categories).toEqual([
      {
        title: 'General',
        url: '/forum/topics/General',
        description: { html: '<p>Talk</p>' },
        topicCount: 4,
        commentCount: 9,
        lastTopic: { label: 'Rate limits?', url: '/forum/read/1' },
        lastActive: { dateTime: '2017-09-21T10:00:00Z', text: 'Sep 21' },
        edit: { label: 'Edit General', url: '/r/forum/category/1' },
      },
      {
        title: 'Empty',
        url: '/forum/topics/General',
        description: null,
        topicCount: 4,
        commentCount: 9,
        lastTopic: null,
        lastActive: null,
        edit: null,
      },
    ]);
    expect(m.screen.rss).toEqual({ label: 'RSS Feed', url: '/forum/rss' });
    expect(m.screen.recent).toEqual({ label: 'Recent topics', url: '/forum/recent' });
    expect(m.screen.empty).toBeNull();
  });

  it('no categories: the empty text, no RSS or recent link', () => {
    const m = adapt(pageData('forumAll'), settings(), env('/forum'));
    expect([m.screen.empty, m.screen.rss, m.screen.recent]).toEqual(['There are no forum categories yet.', null, null]);
  });
});

describe('forumTopics', () => {
  it('the topics with a title: counts, date, category, last poster and an Edit link naming the topic', () => {
    const m = adapt(
      pageData('forumTopics', {
        content: {
          topics: [
            topic(),
            topic({ title: '' }),
            topic({ title: 'Bare', category: null, lastBy: undefined, edit: null, lastActive: null }),
          ],
        },
      }),
      settings(),
      env('/forum/topics/General'),
    );
    expect(m.screen.topics).toEqual([
      {
        title: 'Rate limits?',
        url: '/forum/read/1',
        commentCount: 3,
        lastActive: { dateTime: '2017-09-21T10:00:00Z', text: 'Sep 21' },
        category: { label: 'General', url: '/forum/topics/General' },
        lastBy: { label: 'amy', url: '/profile/profile/amy' },
        edit: { label: 'Edit', url: '/r/forum/topic/1', ariaLabel: 'Edit: Rate limits?' },
      },
      {
        title: 'Bare',
        url: '/forum/read/1',
        commentCount: 3,
        lastActive: null,
        category: null,
        lastBy: null,
        edit: null,
      },
    ]);
    expect(m.screen.empty).toBeNull();
  });

  it("heading: the server's, else the category; breadcrumbs end with it; links and pager labels", () => {
    const m = adapt(
      pageData('forumTopics', {
        content: {
          heading: null,
          category: ' General ',
          breadcrumbs: [
            { label: 'Forum', url: '/forum' },
            { label: '', url: '/x' },
          ],
          createTopic: '/forum/topic-add/General',
          rss: '/forum/rss/General',
          pagination: [{ label: 'Next', url: '/forum/topics/General?page=2' }],
        },
      }),
      settings(),
      env('/forum/topics/General'),
    );
    expect(m.screen).toMatchObject({
      heading: 'General',
      category: 'General',
      breadcrumbs: [
        { label: 'Forum', url: '/forum' },
        { label: 'General', url: null },
      ],
      createTopic: { label: 'New Topic', url: '/forum/topic-add/General' },
      rss: { label: 'RSS Feed', url: '/forum/rss/General' },
      pagination: [{ label: 'Next', url: '/forum/topics/General?page=2', reloadDocument: true }],
      paginationLabel: 'Topic pages',
    });
  });

  it("empty: the server's text (trimmed) or the label's; no pagination when the page has none", () => {
    const own = adapt(
      pageData('forumTopics', { content: { emptyMessage: ' Be the first! ' } }),
      settings(),
      env('/forum/topics/G'),
    );
    expect(own.screen.empty).toBe('Be the first!');
    const label = adapt(pageData('forumTopics', { content: { emptyMessage: ' ' } }), settings(), env('/forum/topics/G'));
    expect([label.screen.empty, label.screen.pagination, label.screen.category]).toEqual([
      'There are no topics in this category yet.',
      [],
      null,
    ]);
  });
});

describe('forumRecent', () => {
  it('the recent topics under their own heading, with the topic list labels', () => {
    const m = adapt(
      pageData('forumRecent', {
        content: {
          heading: null,
          topics: [topic()],
          createTopic: '/forum/topic-add',
          rss: '/forum/rss',
          pagination: [{ label: 'Older', url: '/forum/recent/2' }],
          breadcrumbs: [{ label: 'Forum', url: '/forum' }],
          category: ' ',
        },
      }),
      settings({ labels: { forumTopics: { newTopic: 'Start a topic', rss: 'Feed', paginationLabel: 'Pages' } } }),
      env('/forum/recent'),
    );
    expect(m.screen).toMatchObject({
      heading: 'Recent Topics',
      breadcrumbs: [
        { label: 'Forum', url: '/forum' },
        { label: 'Recent Topics', url: null },
      ],
      category: null,
      createTopic: { label: 'Start a topic', url: '/forum/topic-add' },
      rss: { label: 'Feed', url: '/forum/rss' },
      empty: null,
      pagination: [{ label: 'Older', url: '/forum/recent/2', reloadDocument: false }],
      paginationLabel: 'Pages',
    });
    expect(m.screen.topics.map((t) => t.edit)).toEqual([
      { label: 'Edit', url: '/r/forum/topic/1', ariaLabel: 'Edit: Rate limits?' },
    ]);
  });

  it("empty: the server's text or the recent list's own label", () => {
    expect(adapt(pageData('forumRecent'), settings(), env('/forum/recent')).screen).toMatchObject({
      empty: 'There are no recent topics.',
      pagination: [],
      createTopic: null,
      rss: null,
    });
    expect(
      adapt(pageData('forumRecent', { content: { emptyMessage: 'Quiet here.' } }), settings(), env('/forum/recent')).screen.empty,
    ).toBe('Quiet here.');
  });
});

describe('forumAddTopic', () => {
  it("the form under a trail that ends with the page's heading, and the category", () => {
    const m = adapt(
      pageData('forumAddTopic', {
        content: {
          ...formContent({ heading: 'New Topic in General' }),
          breadcrumbs: [
            { label: 'Forum', url: '/forum' },
            { label: 'General', url: '/forum/topics/General' },
          ],
          category: ' General ',
        },
      }),
      settings(),
      env('/forum/topic-add/General'),
    );
    expect(m.degraded).toBe(false);
    expect(m.screen.breadcrumbs).toEqual([
      { label: 'Forum', url: '/forum' },
      { label: 'General', url: '/forum/topics/General' },
      { label: 'New Topic in General', url: null },
    ]);
    expect(m.screen.category).toBe('General');
    expect(m.screen.form?.action).toBe('/form');
  });
});
