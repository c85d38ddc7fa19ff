// Forum and blog pages (server-markup.md 3.4, 3.5): what the extractor returns for the structural variants
// the reference names — lists without their list wrapper, categories and posts with other headings, links
// outside #main, comments without a body element — and that users' markup never becomes the page's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOST, as, extract, html } from '../../../test/extract/helpers.ts';
import { parseHtml } from '../../../test/extract/parse.ts';
import { extractPage, type PageData } from '../index.ts';

const ABBR = '<abbr title="2019-04-02T10:00:00Z">Apr 2</abbr>';

function forumAll(main: string, after?: string) {
  return as(extract({ body: 'page-forum', main, after }, '/forum'), 'forumAll');
}

describe('forum index (forumAll)', () => {
  it('categories without the ol.categories wrapper; a heading other than .subject; counts with separators', () => {
    const p = forumAll(
      '<h1 class="first">Forum</h1>' +
        '<div class="category"><h2>Plain <a href="/forum/topics/P">P</a></h2>' +
        '<div class="description"><h3>fake</h3><span class="topic-count">99</span><a class="edit" href="/fake">x</a></div>' +
        '<span class="topic-count">1,200 topics</span><span class="comment-count">no comments</span>' +
        `<a class="edit" href="/r/forum/category/1">Edit</a><div class="last-active">yesterday</div></div>` +
        '<div class="category"><a class="subject" href="/forum/topics/Q">Q cat</a><span class="comment-count"><span>7</span></span></div>',
    );
    expect(p.content.categories).toEqual([
      {
        title: 'Plain P',
        url: '/forum/topics/P',
        descriptionHtml: '<h3>fake</h3><span class="topic-count">99</span><a class="edit" href="/fake">x</a>',
        topicCount: 1200,
        commentCount: null,
        lastTopic: null,
        lastActive: { value: null, text: 'yesterday' },
        edit: '/r/forum/category/1',
      },
      {
        title: 'Q cat',
        url: '/forum/topics/Q',
        descriptionHtml: null,
        topicCount: null,
        commentCount: 7,
        lastTopic: null,
        lastActive: null,
        edit: null,
      },
    ]);
  });

  it('a category whose subject has no link has a title and no URL; one without a subject has neither', () => {
    const p = forumAll(
      '<ul class="categories"><li class="category"><h3 class="subject">Closed</h3></li>' +
        '<li class="category"><p class="description">Only a description</p></li></ul>',
    );
    expect(p.content.categories.map((c) => [c.title, c.url, c.descriptionHtml])).toEqual([
      ['Closed', null, null],
      ['', null, 'Only a description'],
    ]);
  });

  it('the li items of the outermost category list, each once (a list nested in a description is content)', () => {
    const p = forumAll(
      '<ol class="categories"><li class="category"><h3 class="subject"><a href="/forum/topics/A">A</a></h3>' +
        '<div class="description"><ol class="categories"><li class="category"><h3 class="subject"><a href="/x">Fake</a></h3></li></ol></div></li>' +
        '<li><h3 class="subject"><a href="/forum/topics/B">B</a></h3></li></ol>',
    );
    expect(p.content.categories.map((c) => c.title)).toEqual(['A', 'B']);
  });

  it('recent topics: the .recent-topics link of the menu, else a menu link to /forum/recent; rss: a.rss or .rss', () => {
    expect(
      forumAll(
        '<h1 class="first">Forum</h1><div class="section-menu"><ul><li><a href="/forum/recent?page=1">Recent</a></li>' +
          '<li class="rss"><a href="/forum/rss">RSS</a></li></ul></div>',
      ).content,
    ).toMatchObject({ recent: '/forum/recent?page=1', rss: '/forum/rss' });
    expect(
      forumAll(
        '<h1 class="first">Forum</h1><div class="section-menu"><ul><li><a href="/forum/all">All</a></li>' +
          '<li class="recent-topics"><a href="/forum/latest">Latest</a></li><li><a href="/forum/recent">R</a></li></ul></div>' +
          '<span class="rss"><a href="/forum/rss/wrong">x</a></span><a class="rss" href="/forum/rss">RSS</a>',
      ).content,
    ).toMatchObject({ recent: '/forum/latest', rss: '/forum/rss' });
    expect(forumAll('<h1 class="first">Forum</h1><p><a href="/forum/recent">Recent</a></p>').content).toMatchObject({
      recent: null,
      rss: null,
      categories: [],
    });
  });

  it('a recent-topics or rss link inside a category description is not the page’s', () => {
    const p = forumAll(
      '<ol class="categories"><li class="category"><h3 class="subject"><a href="/forum/topics/A">A</a></h3>' +
        '<div class="description"><div class="section-menu"><a href="/forum/recent">r</a></div><a class="rss" href="/evil/rss">rss</a></div></li></ol>',
    );
    expect(p.content).toMatchObject({ recent: null, rss: null });
  });
});

function topics(main: string, path = '/forum/topics/General', body = 'page-forum topics', after?: string) {
  return as(extract({ body, main, after }, path), body === 'page-forum recent' ? 'forumRecent' : 'forumTopics');
}

describe('forum topic lists (forumTopics, forumRecent)', () => {
  it('topics without ol.topics; the subject is the first link when there is no .subject; last comment as last active', () => {
    const p = topics(
      '<li class="topic"><a href="/forum/read/7">Seven</a><span class="comment-count">2 replies</span>' +
        '<span class="last-comment">by <a href="/profile/profile/amy">amy</a> <abbr title="2019-04-03T00:00:00Z">Apr 3</abbr></span></li>' +
        '<li class="topic"><span class="subject">No link</span><span class="last-active">' +
        ABBR +
        '</span><span class="last-comment">x <abbr title="1999">old</abbr></span></li>',
    );
    expect(p.content.topics).toEqual([
      {
        title: 'Seven',
        url: '/forum/read/7',
        commentCount: 2,
        lastActive: { value: '2019-04-03T00:00:00Z', text: 'Apr 3' },
        edit: null,
        category: null,
        lastBy: { label: 'amy', url: '/profile/profile/amy' },
      },
      {
        title: 'No link',
        url: null,
        commentCount: null,
        lastActive: { value: '2019-04-02T10:00:00Z', text: 'Apr 2' },
        edit: null,
        category: null,
        lastBy: null,
      },
    ]);
  });

  it('the items of ol.topics are topics even without the topic class', () => {
    const p = topics(
      '<ol class="topics"><li><a class="subject" href="/forum/read/1">One</a> <span class="comment-count">4</span></li>' +
        '<li><a class="subject" href="/forum/read/2">Two</a></li></ol>',
    );
    expect(p.content.topics.map((t) => [t.title, t.url, t.commentCount])).toEqual([
      ['One', '/forum/read/1', 4],
      ['Two', '/forum/read/2', null],
    ]);
  });

  it('the category is the last breadcrumb of a trail of two or more; one crumb names no category', () => {
    expect(
      topics(
        '<ul class="breadcrumbs"><li><a href="/forum">Forum</a></li><li><a href="/forum/topics/G">General</a></li><li> </li></ul>',
      ).content,
    ).toMatchObject({
      category: 'General',
      breadcrumbs: [
        { label: 'Forum', url: '/forum' },
        { label: 'General', url: '/forum/topics/G' },
      ],
    });
    expect(topics('<ul class="breadcrumbs"><li><a href="/forum">Forum</a></li></ul>').content).toMatchObject({
      category: null,
      breadcrumbs: [{ label: 'Forum', url: '/forum' }],
    });
    expect(topics('<p>no trail</p>').content).toMatchObject({ category: null, breadcrumbs: [] });
  });

  it('new-topic link, rss, empty message and pager', () => {
    const p = topics(
      '<div class="section-menu"><a class="create-new" href="/forum/topic-add/General">New topic</a><a class="rss" href="/forum/rss/General">RSS</a></div>' +
        '<p class="no-topics"> No topics yet. </p><div id="paging"><p><a href="/forum/topics/General?page=1">Newer</a> <span>2</span> <a href="/forum/topics/General?page=3">Older</a><a>none</a></p></div>',
    );
    expect(p.content).toMatchObject({
      createTopic: '/forum/topic-add/General',
      rss: '/forum/rss/General',
      emptyMessage: 'No topics yet.',
      pagination: [
        { label: 'Newer', url: '/forum/topics/General?page=1' },
        { label: 'Older', url: '/forum/topics/General?page=3' },
      ],
    });
  });

  it('a pager outside #main is the page’s; one inside a topic subject is not', () => {
    const outside = topics(
      '<ol class="topics"></ol>',
      undefined,
      undefined,
      '<div id="paging"><a href="/forum/topics/General?page=2">2</a></div>',
    );
    expect(outside.content.pagination).toEqual([{ label: '2', url: '/forum/topics/General?page=2' }]);
    const inSubject = topics(
      '<ol class="topics"><li class="topic"><span class="subject"><a href="/forum/read/1">Hi</a><div id="paging"><a href="/evil">2</a></div></span></li></ol>',
    );
    expect(inSubject.content.pagination).toEqual([]);
    expect(topics('<p>x</p>').content.pagination).toEqual([]);
  });

  it('a page without #main: the pager anywhere in the page is still read', () => {
    const doc = parseHtml(
      '<html><head><title>Acme Portal - General</title></head><body class="page-forum topics"><div id="page" class="page"><div id="content">' +
        '<div id="paging"><p><a href="/forum/topics/General?page=2">Older topics</a></p></div></div></div></body></html>',
    );
    const p = as(extractPage(doc, `${HOST}/forum/topics/General`), 'forumTopics');
    expect(p.problems).toContainEqual({ kind: 'missing', what: '#main' });
    expect(p.content).toMatchObject({ topics: [], pagination: [{ label: 'Older topics', url: '/forum/topics/General?page=2' }] });
  });

  it('recent topics use the topic list rules', () => {
    const p = topics(
      '<h1 class="first">Recent topics</h1><ol class="topics"><li class="topic"><a class="subject" href="/forum/read/3">Rate limits?</a> <span class="comment-count">3</span>' +
        '<span class="category">in <a href="/forum/topics/General">General</a></span><a class="edit-topic" href="/forum/topic-edit/3">Edit</a></li></ol>',
      '/forum/recent',
      'page-forum recent',
    );
    expect(p.content.topics).toEqual([
      {
        title: 'Rate limits?',
        url: '/forum/read/3',
        commentCount: 3,
        lastActive: null,
        edit: '/forum/topic-edit/3',
        category: { label: 'General', url: '/forum/topics/General' },
        lastBy: null,
      },
    ]);
  });
});

describe('forum add-topic page', () => {
  const add = (main: string) => as(extract({ body: 'page-forum topic-add', main }, '/forum/topic-add/General'), 'forumAddTopic');
  const form =
    '<div class="section"><div class="section-body"><form id="topic-add" method="post" action="/forum/topic-add/General"><ul>' +
    '<li><label class="require" for="topics-subject">Subject</label><input class="require" id="topics-subject" name="subject"></li>' +
    '<li><input type="submit" id="process" value="Post"></li></ul></form></div></div>';

  it('the category is the last breadcrumb, even when it is the only one', () => {
    const p = add(
      `<h1 class="first">New topic</h1><ul class="breadcrumbs"><li><a href="/forum/topics/General">General</a></li></ul>${form}`,
    );
    expect(p.content).toMatchObject({ category: 'General', breadcrumbs: [{ label: 'General', url: '/forum/topics/General' }] });
    expect(p.content.form?.action).toBe('/forum/topic-add/General');
    const none = add(`<h1 class="first">New topic</h1>${form}`);
    expect(none.content).toMatchObject({ category: null, breadcrumbs: [] });
  });

  it('form#topic-add is the form, wherever it is in the page and whatever form comes first', () => {
    const topicAdd =
      '<form id="topic-add" method="post" action="/forum/topic-add/General"><input id="topics-subject" name="subject"></form>';
    const jump =
      '<form class="category-jump" method="get" action="/forum/topics"><select name="c"><option>General</option></select></form>';
    const outside = as(
      extract(
        { body: 'page-forum topic-add', main: `<h1 class="first">New topic</h1>${jump}`, page: topicAdd },
        '/forum/topic-add/General',
      ),
      'forumAddTopic',
    );
    expect(outside.content.form?.action).toBe('/forum/topic-add/General');
    expect(add(`<h1 class="first">New topic</h1>${jump}${topicAdd}`).content.form?.fields.map((f) => f.name)).toEqual([
      'subject',
    ]);
  });

  it('a crumb without a link is the current page', () => {
    const p = add('<ul class="breadcrumbs"><li><a href="/forum">Forum</a></li><li>General</li></ul>');
    expect(p.content.breadcrumbs).toEqual([
      { label: 'Forum', url: '/forum' },
      { label: 'General', url: '/forum/topic-add/General' },
    ]);
    expect(p.content.category).toBe('General');
    expect(p.problems).toContainEqual({ kind: 'missing', what: 'server form on this page' });
  });
});

function single(main: string) {
  return as(extract({ body: 'page-forum read', main }, '/forum/read/331'), 'forumSingle');
}

describe('forum topic (forumSingle)', () => {
  it('a comment without .comment-body: its markup without the meta parts is the body', () => {
    const p = single(
      '<h3 class="subject">Rate limits?</h3><ol class="comments"><li>' +
        '<div class="comment-header"><span class="subject">Re: Rate limits?</span></div>' +
        '<ul class="comment-meta"><li class="user-reference">jdoe</li></ul>' +
        '<span class="timestamp">' +
        ABBR +
        '</span><span class="edit-timestamp">edited <abbr title="2019-04-03T00:00:00Z">Apr 3</abbr></span><div class="comment-tags">t</div>' +
        '<p>Ten per second.</p></li></ol>',
    );
    expect(p.content.subject).toBe('Rate limits?');
    expect(p.content.comments).toEqual([
      {
        author: 'jdoe',
        authorUrl: null,
        created: { value: '2019-04-02T10:00:00Z', text: 'Apr 2' },
        edited: { value: '2019-04-03T00:00:00Z', text: 'Apr 3' },
        bodyHtml: '<p>Ten per second.</p>',
      },
    ]);
  });

  it("the author is the user-reference's link text, not the words around it", () => {
    const p = single(
      '<ol class="comments"><li><div class="comment-meta"><span class="user-reference">Posted by <a href="/profile/profile/amy">amy</a></span></div>' +
        '<div class="comment-body"><p>x</p></div></li></ol>',
    );
    expect(p.content.comments[0]).toMatchObject({ author: 'amy', authorUrl: '/profile/profile/amy' });
  });

  it('the date from the meta abbr or time when there is no .timestamp; an empty body is null', () => {
    const p = single(
      '<ol class="comments"><li><div class="comment-meta"><a class="user-reference" href="/profile/profile/amy">amy</a> on <time datetime="2019-05-01">May 1</time></div>' +
        '<div class="comment-body">  </div></li>' +
        '<li><div class="comment-meta"><abbr title="2019-05-02">May 2</abbr></div><div class="comment-body"><p>b</p></div></li></ol>',
    );
    expect(p.content.comments).toEqual([
      {
        author: 'amy',
        authorUrl: '/profile/profile/amy',
        created: { value: '2019-05-01', text: 'May 1' },
        edited: null,
        bodyHtml: null,
      },
      { author: null, authorUrl: null, created: { value: '2019-05-02', text: 'May 2' }, edited: null, bodyHtml: '<p>b</p>' },
    ]);
  });

  it('comments without a list: the outermost .comment elements', () => {
    const p = single(
      '<div class="comment"><span class="user-reference"><a href="/profile/profile/a">a</a></span><div class="comment-body"><p>one</p>' +
        '<div class="comment"><div class="comment-body">nested</div></div></div></div>' +
        '<div class="comment"><div class="comment-body"><p>two</p></div></div>',
    );
    expect(p.content.comments.map((c) => [c.author, c.bodyHtml])).toEqual([
      ['a', '<p>one</p><div class="comment"><div class="comment-body">nested</div></div>'],
      [null, '<p>two</p>'],
    ]);
  });

  it('subject: h3.subject before any other .subject; a subject inside a comment is not the topic’s', () => {
    expect(single('<span class="subject">First</span><h3 class="subject">Topic</h3>').content.subject).toBe('Topic');
    expect(single('<span class="subject">Only</span>').content.subject).toBe('Only');
    expect(single('<ol class="comments"><li><h3 class="subject">Fake</h3></li></ol>').content.subject).toBeNull();
  });
});

function blog(main: string, path = '/blog', body = 'page-blog browse') {
  return extract({ body, main }, path);
}

describe('blog list (blogAll)', () => {
  it('a post with an h3 title, a plain-text author, the meta date and no edit menu', () => {
    const p = as(
      blog(
        '<h1 class="first">Blog</h1><div class="section"><h3>Quiet post</h3>' +
          '<div class="section-meta">By <span class="user-reference">amy</span> on <time datetime="2018-05-02">May 2</time> <span class="comment-count"> 4 comments </span></div>' +
          '<div class="section-body"><p>Body</p></div><a class="edit" href="/r/blog/1">Edit</a></div>',
      ),
      'blogAll',
    );
    expect(p.content.posts).toEqual([
      {
        title: 'Quiet post',
        url: null,
        author: 'amy',
        authorUrl: null,
        contentHtml: '<p>Body</p>',
        published: { value: '2018-05-02', text: 'May 2' },
        edit: '/r/blog/1',
        commentCount: '4 comments',
      },
    ]);
  });

  it('a post without .section-meta: the date from its own .timestamp', () => {
    const p = as(
      blog(
        `<div class="section"><h2><a href="/blog/read/A">A</a></h2><p class="timestamp">${ABBR}</p><div class="section-body"><p>x</p></div></div>`,
      ),
      'blogAll',
    );
    expect(p.content.posts[0]?.published).toEqual({ value: '2019-04-02T10:00:00Z', text: 'Apr 2' });
  });

  it('posts: sections with a title or a body; a section nested in a post or one without either is none', () => {
    const p = as(
      blog(
        '<div class="section"><h2><a href="/blog/read/A">A</a></h2><div class="section"><h2>Inner</h2></div></div>' +
          '<div class="section"><div class="section-body"><p>untitled</p></div></div>' +
          '<div class="section"><p>neither</p></div>',
      ),
      'blogAll',
    );
    expect(p.content.posts.map((x) => [x.title, x.url, x.contentHtml])).toEqual([
      ['A', '/blog/read/A', null],
      [null, null, '<p>untitled</p>'],
    ]);
  });

  it('a heading, author, date or edit link in the post body is not the post’s', () => {
    const p = as(
      blog(
        '<div class="section"><div class="section-body"><h2>Body heading</h2><span class="user-reference"><a href="/profile/profile/x">x</a></span>' +
          '<span class="timestamp">' +
          ABBR +
          '</span><a class="edit" href="/evil">edit</a><span class="comment-count">99</span></div></div>',
      ),
      'blogAll',
    );
    expect(p.content.posts.map(({ contentHtml, ...own }) => [own, contentHtml?.startsWith('<h2>Body heading</h2>')])).toEqual([
      [{ title: null, url: null, author: null, authorUrl: null, published: null, edit: null, commentCount: null }, true],
    ]);
  });

  it('the pager and rss of the page, not those in a post body', () => {
    const p = as(
      blog(
        '<div class="section"><h2><a href="/blog/read/A">A</a></h2><div class="section-body"><div id="paging"><a href="/evil">2</a></div><a class="rss" href="/evil/rss">x</a></div></div>',
      ),
      'blogAll',
    );
    expect(p.content).toMatchObject({ pagination: [], rss: null });
  });
});

describe('blog post (blogSingle)', () => {
  it('a post without a linked title takes the page URL; the edit link of the menu', () => {
    const p = as(
      blog(
        '<div class="section"><h2>Quiet</h2><div class="section-menu"><ul><li><a class="edit" href="/r/blog/9">Edit</a></li></ul></div>' +
          '<div class="section-body"><p>x</p><a class="edit" href="/evil">edit</a></div></div>',
        '/blog/read/Quiet',
        'page-blog',
      ),
      'blogSingle',
    );
    expect(p.content.post).toMatchObject({ title: 'Quiet', url: '/blog/read/Quiet', edit: '/r/blog/9' });
    expect(p.problems).not.toContainEqual({ kind: 'missing', what: 'blog post section' });
  });

  it("the editor's link: the menu's, even after another a.edit of the post's own markup", () => {
    const p = as(
      blog(
        '<div class="section"><h2>Quiet <a class="edit" href="/r/blog/heading">edit</a></h2>' +
          '<div class="section-menu"><ul><li><a class="edit" href="/r/blog/9">Edit</a></li></ul></div></div>',
        '/blog/read/Quiet',
        'page-blog',
      ),
      'blogSingle',
    );
    expect(p.content.post?.edit).toBe('/r/blog/9');
  });

  it('a linked title keeps its own URL', () => {
    const p = as(
      blog('<div class="section"><h2><a href="/blog/read/V2">V2</a></h2></div>', '/blog/read/Other', 'page-blog'),
      'blogSingle',
    );
    expect(p.content.post?.url).toBe('/blog/read/V2');
  });

  it('no post section: no post, a problem; the comment form is still read', () => {
    const p = as(
      blog(
        '<h1 class="first">Gone</h1><form id="comment-add" method="post" action="/blog/read/x"><textarea name="body"></textarea></form>',
        '/blog/read/x',
        'page-blog',
      ),
      'blogSingle',
    );
    expect(p.content.post).toBeNull();
    expect(p.content.comments).toEqual([]);
    expect(p.content.form?.action).toBe('/blog/read/x');
    expect(p.problems).toContainEqual({ kind: 'missing', what: 'blog post section' });
  });
});

describe('unsafe links (trap 6): dropped, and each reported as the link it was', () => {
  const J = 'javascript:alert(1)';
  const dropped = (p: PageData) => p.problems.flatMap((x) => (x.kind === 'url-dropped' ? [x.what] : []));

  it('forum index: category, edit, rss and recent-topics links', () => {
    const p = forumAll(
      `<h1 class="first">Forum</h1><div class="section-menu"><ul><li class="recent-topics"><a href="${J}">Recent</a></li></ul><a class="rss" href="${J}">RSS</a></div>` +
        `<ol class="categories"><li class="category"><h3 class="subject"><a href="${J}">A</a></h3><a class="edit-category" href="${J}">Edit</a></li></ol>`,
    );
    expect(dropped(p)).toEqual(['category link', 'edit link', 'rss link', 'recent topics link']);
    expect(p.content).toMatchObject({ rss: null, recent: null, categories: [{ title: 'A', url: null, edit: null }] });
  });

  it('topic list: topic, edit, new-topic and pager links (a dropped pager link is left out)', () => {
    const p = topics(
      `<h1 class="first">General</h1><a class="create-new" href="${J}">New</a><ol class="topics"><li class="topic"><a class="subject" href="${J}">T</a>` +
        `<a class="edit-topic" href="${J}">Edit</a></li></ol><div id="paging"><a href="${J}">1</a><a href="/forum/topics/G?page=2">2</a></div>`,
    );
    expect(dropped(p)).toEqual(['topic link', 'edit link', 'new-topic link', 'link']);
    expect(p.content).toMatchObject({
      createTopic: null,
      topics: [{ title: 'T', url: null, edit: null }],
      pagination: [{ label: '2', url: '/forum/topics/G?page=2' }],
    });
  });

  it('comment and post authors, post and editor links', () => {
    const topic = single(
      `<h1 class="first">T</h1><ol class="comments"><li><span class="user-reference"><a href="${J}">amy</a></span><div class="comment-body">x</div></li></ol>`,
    );
    expect(dropped(topic)).toEqual(['author link']);
    expect(topic.content.comments[0]).toMatchObject({ author: 'amy', authorUrl: null });
    const list = as(
      blog(
        `<h1 class="first">Blog</h1><div class="section"><h2><a href="${J}">P</a></h2><div class="section-meta"><span class="user-reference"><a href="${J}">amy</a></span></div>` +
          `<div class="section-menu"><a class="edit" href="${J}">Edit</a></div></div>`,
      ),
      'blogAll',
    );
    expect(dropped(list)).toEqual(['post link', 'author link', 'edit link']);
    expect(list.content.posts[0]).toMatchObject({ title: 'P', url: null, author: 'amy', authorUrl: null, edit: null });
  });
});

describe('a forum or blog part that cannot be read', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Reading the tag name of an element marked data-broken throws (as a hostile or half-built DOM might). */
  function unreadable(body: string, path: string, main: string) {
    const doc = parseHtml(html({ body, main }));
    let owner: object | null = doc.body;
    while (owner && !Object.prototype.hasOwnProperty.call(owner, 'tagName')) owner = Object.getPrototypeOf(owner);
    const get = Object.getOwnPropertyDescriptor(owner, 'tagName')!.get!;
    vi.spyOn(owner as Element, 'tagName', 'get').mockImplementation(function (this: Element) {
      if (this.hasAttribute('data-broken')) throw new Error('unreadable');
      return get.call(this) as string;
    });
    const p = extractPage(doc, HOST + path);
    vi.restoreAllMocks();
    return { p, failed: p.problems.flatMap((x) => (x.kind === 'read-failed' ? [x.what] : [])) };
  }
  const bad = (t: string) => `<b data-broken>${t}</b>`;

  it('a category or a topic: that one is skipped and named by position', () => {
    const all = unreadable(
      'page-forum',
      '/forum',
      '<h1 class="first">Forum</h1><ol class="categories">' +
        '<li class="category"><h3 class="subject"><a href="/forum/topics/A">A</a></h3></li>' +
        `<li class="category"><h3 class="subject"><a href="/forum/topics/B">${bad('B')}</a></h3></li></ol>`,
    );
    expect(all.failed).toEqual(['category 2']);
    expect(as(all.p, 'forumAll').content.categories.map((c) => c.title)).toEqual(['A']);
    const topics = unreadable(
      'page-forum topics',
      '/forum/topics/General',
      '<h1 class="first">General</h1><ol class="topics">' +
        `<li class="topic"><a class="subject" href="/forum/read/1">${bad('One')}</a></li>` +
        '<li class="topic"><a class="subject" href="/forum/read/2">Two</a></li></ol>',
    );
    expect(topics.failed).toEqual(['topic 1']);
    expect(as(topics.p, 'forumTopics').content.topics.map((t) => t.title)).toEqual(['Two']);
  });

  it('a comment: that one is skipped and named by position', () => {
    const { p, failed } = unreadable(
      'page-forum read',
      '/forum/read/1',
      '<h1 class="first">Topic</h1><ol class="comments">' +
        '<li><span class="user-reference">amy</span><div class="comment-body"><p>one</p></div></li>' +
        `<li><span class="user-reference">${bad('bob')}</span><div class="comment-body"><p>two</p></div></li></ol>`,
    );
    expect(failed).toEqual(['comment 2']);
    expect(as(p, 'forumSingle').content.comments.map((c) => c.author)).toEqual(['amy']);
  });

  it('a blog post: skipped in the list (named by position); on its own page no post', () => {
    const post = (title: string) =>
      `<div class="section"><h2><a href="/blog/read/x">${title}</a></h2><div class="section-body"><p>x</p></div></div>`;
    const list = unreadable('page-blog browse', '/blog', `<h1 class="first">Blog</h1>${post('A')}${post(bad('B'))}`);
    expect(list.failed).toEqual(['post 2']);
    expect(as(list.p, 'blogAll').content.posts.map((x) => x.title)).toEqual(['A']);
    const one = unreadable('page-blog', '/blog/read/x', `<h1 class="first">Blog</h1>${post(bad('B'))}`);
    expect(one.failed).toEqual(['post']);
    expect(as(one.p, 'blogSingle').content.post).toBeNull();
    expect(one.p.problems).not.toContainEqual({ kind: 'missing', what: 'blog post section' });
  });
});
