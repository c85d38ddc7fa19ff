// The pages of posts: the blog list (src/adapter/builders/blogList.ts) and a single post or topic with its
// comments (src/adapter/builders/postPages.ts), and the body parts of custom pages (prose.ts) and the
// interactive docs' intro (iodocs.ts).
import { describe, expect, it } from 'vitest';
import type { BlogPost, ForumComment } from '../../model/pageData.ts';
import type { Settings } from '../../model/settings.ts';
import { adapt } from '../index.ts';
import { context, env, formModel, pageData, prose, settings } from '../../../test/adapter/factories.ts';

const blogPost = (p: Partial<BlogPost> = {}): BlogPost => ({
  title: 'Launching v2',
  url: '/blog/read/Launching_v2',
  author: 'amy',
  authorUrl: '/profile/profile/amy',
  contentHtml: '<p>Version 2 is out.</p>',
  published: { value: '2017-09-21T10:00:00Z', text: 'September 21, 2017' },
  edit: null,
  commentCount: null,
  ...p,
});

const comment = (p: Partial<ForumComment> = {}): ForumComment => ({
  author: ' bob ',
  authorUrl: '/profile/profile/bob',
  created: { value: '2017-09-22T10:00:00Z', text: 'Sep 22' },
  edited: null,
  bodyHtml: '<h1>Thanks</h1><p>Nice.</p>',
  ...p,
});

const noHeading = () => context({ globals: { noHeading: true } });

describe('blogAll', () => {
  it('the posts with a title or a body, each with its excerpt and Read more', () => {
    const long = `<p>${'word '.repeat(60)}</p>`;
    const m = adapt(
      pageData('blogAll', {
        content: {
          posts: [blogPost(), blogPost({ title: null, contentHtml: long }), blogPost({ title: null, contentHtml: null })],
          pagination: [{ label: 'Older posts', url: '/blog/browse/2' }],
          rss: '/blog/rss',
        },
      }),
      settings(),
      env('/blog'),
    );
    expect(m.degraded).toBe(false);
    expect(m.screen.posts.map((p) => [p.title, p.excerpt, p.readMore?.label])).toEqual([
      ['Launching v2', { text: 'Version 2 is out.', truncated: false }, 'Read more'],
      [null, { text: 'word '.repeat(50).trimEnd(), truncated: true }, 'Read more'],
    ]);
    expect(m.screen).toMatchObject({
      excerptLength: 250,
      pagination: [{ label: 'Older posts', url: '/blog/browse/2', reloadDocument: false }],
      paginationLabel: 'Blog pages',
      rss: { label: 'RSS Feed', url: '/blog/rss' },
      empty: null,
      bylineLabels: { postedBy: 'By', postedOn: 'on' },
    });
  });

  it('no posts: the empty text, no feed', () => {
    const m = adapt(pageData('blogAll'), settings(), env('/blog'));
    expect([m.screen.posts, m.screen.empty, m.screen.rss, m.screen.pagination]).toEqual([
      [],
      'There are no posts yet.',
      null,
      [],
    ]);
  });
});

describe('blogSingle', () => {
  const single = (content: Parameters<typeof pageData<'blogSingle'>>[1], s: Partial<Settings> = {}) => {
    const m = adapt(pageData('blogSingle', content), settings(s), env('/blog/read/Launching_v2'));
    expect(m.degraded).toBe(false);
    return m.screen;
  };

  it("the post's title is the heading, and a first body heading repeating it is dropped", () => {
    const s = single({ content: { post: blogPost({ contentHtml: '<h1>Launching v2</h1><p>Out now.</p>' }) } });
    expect(s.heading).toBe('Launching v2');
    expect(s.post).toMatchObject({
      title: 'Launching v2',
      url: '/blog/read/Launching_v2',
      readMore: null,
      excerpt: null,
      body: { html: '<h1>Launching v2</h1><p>Out now.</p>' },
      bodySegments: [{ kind: 'html', html: '<p>Out now.</p>' }],
    });
  });

  it('with the page heading hidden the body keeps its heading (demoted), and Markdown is never read', () => {
    const s = single({ context: noHeading(), content: { post: blogPost({ contentHtml: '<h1>Launching v2</h1>\n\n*x*' }) } });
    expect(s.post?.bodySegments).toEqual([{ kind: 'html', html: '<h2>Launching v2</h2>\n\n*x*' }]);
  });

  it("a post without its own URL links to this page; without a post: the server's heading, no post", () => {
    expect(single({ content: { post: blogPost({ url: null }) } }).post?.url).toBe('/blog/read/Launching_v2');
    const none = single({ content: { post: null, heading: 'Blog' } });
    expect([none.heading, none.post]).toEqual(['Blog', null]);
    expect(single({ content: { post: blogPost({ title: ' ' }), heading: 'Blog' } }).heading).toBe('Blog');
  });

  it('the comments with their authors, dates and bodies (only demoted: no page heading to repeat)', () => {
    const s = single({
      content: { post: blogPost(), comments: [comment(), comment({ author: '', authorUrl: null, bodyHtml: null })] },
    });
    expect(s.comments).toEqual([
      {
        author: { label: 'bob', url: '/profile/profile/bob' },
        authorName: 'bob',
        created: { dateTime: '2017-09-22T10:00:00Z', text: 'Sep 22' },
        edited: null,
        body: { html: '<h1>Thanks</h1><p>Nice.</p>' },
        bodySegments: [{ kind: 'html', html: '<h2>Thanks</h2><p>Nice.</p>' }],
      },
      {
        author: null,
        authorName: null,
        created: { dateTime: '2017-09-22T10:00:00Z', text: 'Sep 22' },
        edited: null,
        body: null,
        bodySegments: [],
      },
    ]);
  });

  it('a comment by a name without a profile link, and an edited date', () => {
    const [c] = single({
      content: { post: blogPost(), comments: [comment({ authorUrl: null, edited: { value: null, text: 'Sep 23' } })] },
    }).comments;
    expect([c!.author, c!.authorName, c!.edited]).toEqual([null, 'bob', { dateTime: null, text: 'Sep 23' }]);
  });

  it('the comment form and the labels', () => {
    const form = formModel();
    expect(single({ content: { post: blogPost(), form } })).toMatchObject({
      form,
      formHeading: 'Add a comment',
      commentsHeading: 'Comments',
      bylineLabels: { postedBy: 'By', postedOn: 'on' },
    });
    expect(single({ content: { post: blogPost() } }).form).toBeNull();
  });
});

describe('forumSingle', () => {
  const topic = (content: Parameters<typeof pageData<'forumSingle'>>[1]) => {
    const m = adapt(pageData('forumSingle', content), settings(), env('/forum/read/1'));
    expect(m.degraded).toBe(false);
    return m.screen;
  };

  it('the subject is the heading and ends the trail; the comments and the reply form', () => {
    const form = formModel();
    const s = topic({
      content: {
        subject: 'Rate limits?',
        heading: 'Forum',
        breadcrumbs: [{ label: 'Forum', url: '/forum' }],
        comments: [comment()],
        form,
      },
    });
    expect(s).toMatchObject({
      heading: 'Rate limits?',
      breadcrumbs: [
        { label: 'Forum', url: '/forum' },
        { label: 'Rate limits?', url: null },
      ],
      form,
      empty: null,
    });
    expect(s.comments.map((c) => c.authorName)).toEqual(['bob']);
  });

  it("without a subject the server's heading; without comments the empty text", () => {
    const s = topic({ content: { subject: null, heading: 'Topic' } });
    expect([s.heading, s.comments, s.empty, s.form]).toEqual(['Topic', [], 'No comments yet.', null]);
  });
});

describe('page and tos body parts (prose.ts)', () => {
  it('the body split, its first heading dropped when it repeats the page heading', () => {
    for (const type of ['page', 'tos'] as const) {
      const m = adapt(
        pageData(type, { content: prose({ heading: 'Terms', mainHtml: '<h1>Terms</h1><p>Be nice.</p>' }) }),
        settings({ markdown: false }),
        env('/x'),
      );
      expect(m.degraded).toBe(false);
      expect(m.screen.bodySegments, type).toEqual([{ kind: 'html', html: '<p>Be nice.</p>' }]);
    }
  });

  it('with the heading hidden it is kept (demoted); Markdown as the page reads it', () => {
    const hidden = adapt(
      pageData('page', { context: noHeading(), content: prose({ heading: 'Terms', mainHtml: '<h1>Terms</h1><p>Be nice.</p>' }) }),
      settings({ markdown: false }),
      env('/x'),
    );
    expect(hidden.screen.bodySegments).toEqual([{ kind: 'html', html: '<h2>Terms</h2><p>Be nice.</p>' }]);
    const md = adapt(
      pageData('page', { content: prose({ heading: 'Terms', mainHtml: '# Terms\n\n*Be nice.*' }) }),
      settings(),
      env('/x'),
    );
    expect(md.screen.bodySegments).toEqual([{ kind: 'markdown', source: '*Be nice.*' }]);
    expect(adapt(pageData('tos', { content: prose({ mainHtml: null }) }), settings(), env('/x')).screen.bodySegments).toEqual([]);
  });
});

describe('ioDocs (iodocs.ts)', () => {
  it("the intro: the label's when set, else the page's; the page's data as it is", () => {
    const page = pageData('ioDocs', { content: { introHtml: '<p>Try the APIs.</p>', heading: 'I/O Docs' } });
    const m = adapt(page, settings(), env('/io-docs'));
    expect(m.degraded).toBe(false);
    expect([m.screen.heading, m.screen.intro]).toEqual(['I/O Docs', { html: '<p>Try the APIs.</p>' }]);
    expect(m.screen.data).toEqual(page.content);
    const own = adapt(page, settings({ labels: { ioDocs: { main: '<p>Ours for {{area}}.</p>' } } }), env('/io-docs'));
    expect(own.screen.intro).toEqual({ html: '<p>Ours for Acme Developer Portal.</p>' });
    expect(adapt(pageData('ioDocs'), settings(), env('/io-docs')).screen.intro).toBeNull();
  });
});
