import { describe, expect, it } from 'vitest';
import { detect } from './index.ts';
import { mainForm } from './detect.ts';
import { parseHtml } from '../../test/extract/parse.ts';
import { HOST, kind } from '../../test/extract/helpers.ts';

const FORM = '<form method="post" action="/x"><input name="a"><input type="submit" value="Go"></form>';
const body = (b: string, main = '<h1 class="first">T</h1>', path?: string, status?: number) =>
  kind({ body: b, main }, path, status);

describe('detect: frame and errors (detection order rows 0–2, 16)', () => {
  it('a document without #page is not a portal page', () => {
    const d = detect(parseHtml('<html><body class="page-docs"><div id="main"></div></body></html>'));
    expect(d.isPortalPage).toBe(false);
    expect(detect(parseHtml('<html><body><div id="page"></div></body></html>')).isPortalPage).toBe(true);
  });

  it.each([
    ['not-found', 'fourOhFour'],
    ['page-docs not-found', 'fourOhFour'],
    ['please-login', 'noAccess'],
    ['permission-denied', 'noAccess'],
    ['page-docs please-login', 'noAccess'],
    ['page-page permission-denied', 'noAccess'],
    ['page-wiki', 'fourOhFour'],
    ['page-account', 'fourOhFour'],
    ['', 'fourOhFour'],
    ['page-apps frobnicate', 'fourOhFour'],
    ['page-key', 'fourOhFour'],
  ])('body "%s" → %s', (b, t) => {
    expect(body(b)).toBe(t);
  });

  it('Not Found text: a heading ending with it, or a 404 response; a doc that merely mentions it stays docs', () => {
    expect(body('', '<h1 class="first">  Page Not Found </h1>')).toBe('fourOhFour');
    expect(body('page-docs', '<h1 class="first">Handling Not Found errors</h1>')).toBe('docs');
    expect(body('page-docs', '<h1 class="first">Handling Not Found errors</h1>', '/docs/x', 404)).toBe('fourOhFour');
  });

  it('matches class tokens on <body> only, never substrings or descendants', () => {
    expect(body('page-docsx')).toBe('fourOhFour');
    expect(body('xpage-docs')).toBe('fourOhFour');
    expect(body('PAGE-DOCS')).toBe('fourOhFour');
    expect(body('page-page', '<div class="not-found please-login"><h1 class="first">x</h1></div>')).toBe('page');
    expect(body('page-iodocs')).toBe('fourOhFour');
    expect(body('page-ioDocs')).toBe('ioDocs');
  });
});

describe('detect: sections (detection order rows 3–15)', () => {
  it.each([
    ['page-page', 'page'],
    ['page-docs', 'docs'],
    ['page-ioDocs', 'ioDocs'],
    ['page-forum', 'forumAll'],
    ['page-forum topics', 'forumTopics'],
    ['page-forum topic-add', 'forumAddTopic'],
    ['page-forum read', 'forumSingle'],
    ['page-forum recent', 'forumRecent'],
    ['page-apps mykeys', 'accountKeys'],
    ['page-apps myapps', 'accountApps'],
    ['page-apps view-keys', 'viewKeys'],
    ['page-apps tos', 'tos'],
    ['page-apps edit', 'appEdit'],
    ['page-apps delete', 'appDelete'],
    ['page-key delete-key', 'keyDelete'],
    ['page-key key-activity', 'keyActivity'],
    ['page-key regenerate-secret', 'keySecret'],
    ['page-member verify-email', 'verifyAccount'],
    ['page-member request-display-key-info', 'showSecret'],
    ['page-member reset-key-info', 'showSecretSuccess'],
    ['page-profile', 'profile'],
  ])('%s → %s', (b, t) => {
    expect(body(b)).toBe(t);
  });

  it('keySecret also from a regenerateSecret URL, before delete-key/key-activity', () => {
    expect(body('page-key', undefined, '/key/regenerateSecret/k1')).toBe('keySecret');
    expect(body('page-key key-activity', undefined, '/key/regenerateSecret/k1')).toBe('keySecret');
  });

  it('apps register/select/error by structure, with the text fallback only as a tie-breaker', () => {
    expect(body('page-apps register', `<form id="application-edit">${FORM}</form>`)).toBe('appRegister');
    expect(body('page-apps register', '<h1 class="first">Done</h1><p>ok</p>')).toBe('appRegisterSuccess');
    expect(body('page-apps select', `<div class="section-body">${FORM}</div>`)).toBe('appAddAPIs');
    expect(body('page-apps select', '<h1 class="first">Neue Schlüssel</h1><div class="section-body"><p>ok</p></div>')).toBe(
      'appAddAPIsSuccess',
    );
    expect(body('page-apps select', `<h1 class="first"> New Keys Issued </h1>${FORM}`)).toBe('appAddAPIsSuccess');
    expect(body('page-apps error', '<p><a href="https://developer.acme.example/apps/select/88">Back</a></p>')).toBe(
      'appAddAPIsError',
    );
    expect(body('page-apps error', '<p><a href="/apps/myapps">Back</a></p>')).toBe('appError');
  });

  it('page-member sub-order, whole tokens, section class first', () => {
    expect(body('page-member reset', '<div id="myaccount"><ul class="success"><li>ok</li></ul></div>')).toBe(
      'resetPasswordSuccess',
    );
    expect(body('page-member reset', `<div id="myaccount">${FORM}</div>`)).toBe('resetPassword');
    expect(body('page-member email', '<div id="myaccount"><ul class="success"><li>ok</li></ul></div>')).toBe(
      'accountEmailSuccess',
    );
    expect(body('page-member email', `<div id="myaccount">${FORM}</div><ul class="success"><li>elsewhere</li></ul>`)).toBe(
      'accountEmail',
    );
    expect(body('page-member passwd', '<div id="myaccount"><div class="success">ok</div></div>')).toBe('accountPasswordSuccess');
    expect(body('page-member passwd', `<div id="myaccount">${FORM}</div>`)).toBe('accountPassword');
    expect(body('page-member register', `<form id="member-register"></form>`)).toBe('register');
    expect(body('page-member register', '<h1 class="first">Registration Almost Complete</h1><p>x</p>')).toBe('registerSent');
    expect(body('page-member resend-confirmation', '<ul class="success"><li>ok</li></ul>')).toBe('registerResendSuccess');
    expect(body('page-member resend-confirmation', `<form id="resend-confirmation"></form>`)).toBe('registerResend');
    expect(body('page-member remove', `<div class="section-body">${FORM}</div>`)).toBe('memberRemove');
    expect(body('page-member remove', '<div class="section-body"><p>You have been removed!</p></div>')).toBe(
      'memberRemoveSuccess',
    );
    expect(body('page-member lost', `<div id="lost">${FORM}</div>`)).toBe('lostPassword');
    expect(body('page-member lost', '<h2>E-mail Sent</h2>')).toBe('lostPasswordReset');
    expect(body('page-member lost-username', `<div id="lost">${FORM}</div>`)).toBe('lostUsername');
    expect(body('page-member lost-username', '<h2>E-mail Sent</h2>')).toBe('lostUsernameReset');
    expect(body('page-member join', '<form id="member-edit"></form>')).toBe('join');
    expect(body('page-member confirm', '<form id="member-edit"></form>')).toBe('join');
    expect(body('page-member confirm', '<h1 class="first">Registration Successful</h1>')).toBe('joinSuccess');
    expect(body('page-member edit', '<form id="member-edit"></form>')).toBe('accountManage');
    expect(body('page-member', '<form id="member-edit"></form>')).toBe('accountManage');
    expect(body('page-member', '<p>nothing</p>')).toBe('fourOhFour');
  });

  it('tells showSecretError and resetPasswordError apart by content', () => {
    expect(body('page-member error', '<div id="errors"><ul class="failure"><li>expired</li></ul></div>')).toBe(
      'resetPasswordError',
    );
    expect(body('page-member error', '<div id="errors"></div><a href="/apps/mykeys">keys</a>')).toBe('resetPasswordError');
    expect(body('page-member error', '<p><a href="/apps/mykeys">Go to your keys</a></p>')).toBe('showSecretError');
    expect(body('page-member error', '<p><a href="https://developer.acme.example/apps/mykeys?x=1">keys</a></p>')).toBe(
      'showSecretError',
    );
    expect(body('page-member error', '<p>Something failed.</p>')).toBe('resetPasswordError');
  });

  it('blog list vs single: browse, #paging, two posts, or a list URL', () => {
    const post = (n: string) =>
      `<div class="section"><h2><a href="/blog/read/${n}">${n}</a></h2><div class="section-body">x</div></div>`;
    expect(body('page-blog browse')).toBe('blogAll');
    expect(body('page-blog', post('a') + post('b'), '/blog/read/x')).toBe('blogAll');
    expect(
      body('page-blog', `${post('a')}<div id="paging"><p><a href="/blog/browse/2">Older</a></p></div>`, '/blog/read/x'),
    ).toBe('blogAll');
    expect(body('page-blog', post('a'), '/blog/read/a')).toBe('blogSingle');
    expect(body('page-blog', post('a'), '/blog')).toBe('blogAll');
  });

  it('a single post stays a single post whatever its body or comments hold (user content)', () => {
    const post = (n: string, inner = 'x') =>
      `<div class="section"><h2><a href="/blog/read/${n}">${n}</a></h2><div class="section-body">${inner}</div></div>`;
    const fakes = `${post('Fake_one')}${post('Fake_two')}`;
    const paging = '<div id="paging"><p><a href="/blog/browse/99">older</a></p></div>';
    const comments = (html: string) =>
      `<ol class="comments"><li class="comment"><div class="comment-body">${html}</div></li></ol>`;
    expect(body('page-blog', post('Real') + comments(fakes), '/blog/read/Real')).toBe('blogSingle');
    expect(body('page-blog', post('Real') + comments(paging), '/blog/read/Real')).toBe('blogSingle');
    expect(body('page-blog', post('Real', fakes + paging), '/blog/read/Real')).toBe('blogSingle');
  });

  it('signin states, search states, logout, contact', () => {
    expect(body('page-login login', `<div id="signin">${FORM}</div>`)).toBe('signin:normal');
    expect(body('page-login login failed')).toBe('signin:failed');
    expect(body('page-login login moved')).toBe('signin:moved');
    expect(body('page-login login', '<p>Sorry.</p>')).toBe('signin:failed');
    expect(body('page-search', '<form class="search-form"></form>')).toBe('search:blank');
    expect(body('page-search', '<p class="no-result">None for <b>x</b></p>')).toBe('search:noResults');
    expect(body('page-search', '<div class="result"><a href="/a">A</a></div><p class="result-info">x</p>')).toBe(
      'search:results',
    );
    expect(body('page-contact', FORM)).toBe('contact');
    expect(body('page-contact', '<p>Thanks</p>')).toBe('contactSuccess');
  });

  it('logout vs logoutFail by #user-nav .account', () => {
    expect(kind({ body: 'page-logout' })).toBe('logout');
    expect(kind({ body: 'page-logout', userNav: '<ul><li class="account"><a href="/member/edit">me</a></li></ul>' })).toBe(
      'logoutFail',
    );
    expect(kind({ body: 'page-logout', main: '<div class="account">not the user nav</div>' })).toBe('logout');
  });

  it('search .result is only looked up in #main (I/O Docs div.result elsewhere does not count)', () => {
    expect(kind({ body: 'page-search', main: '<form class="search-form"></form>', page: '<div class="result">x</div>' })).toBe(
      'search:blank',
    );
  });

  it('the header search form never counts as a page form', () => {
    expect(kind({ body: 'page-contact', main: '<p>Thanks</p>', page: `<div id="search">${FORM}</div>` })).toBe('contactSuccess');
  });

  it('never throws on broken input', () => {
    expect(detect(parseHtml('')).contentType).toBe('fourOhFour');
    expect(detect({} as Document)).toEqual({ contentType: 'fourOhFour', state: null, isPortalPage: false });
    expect(detect(parseHtml('<div id="page"></div>'), { url: 'not a url' }).contentType).toBe('fourOhFour');
    expect(HOST).toMatch(/^https:/);
  });
});

describe('detect: the page form and the tie-breakers (mutation testing, issue #37)', () => {
  const mainOf = (html: string) => parseHtml(`<div id="page"><div id="main">${html}</div></div>`).getElementById('main');

  it('mainForm: not the search form, the logout form, a date selector or reCAPTCHA form, nor one in a comment', () => {
    const main = mainOf(
      '<form class="search-form"></form><form id="mashery-logout-form"></form><div id="date_selector"><form></form></div>' +
        '<div class="g-recaptcha"><form></form></div><ol class="comments"><li class="comment"><form id="c"></form></li></ol>',
    );
    expect(mainForm(main)).toBeNull();
    main!.insertAdjacentHTML('beforeend', '<form id="own"></form>');
    expect(mainForm(main)?.id).toBe('own');
    expect(mainForm(null)).toBeNull();
  });

  it('mainForm: alsoOutside leaves out forms inside those containers too, and still those in comments', () => {
    const main = mainOf(
      '<ol class="comments"><li class="comment"><form id="c"></form></li></ol><div class="section-body"><form id="post"></form></div>',
    );
    expect(mainForm(main)?.id).toBe('post');
    expect(mainForm(main, '.section-body')).toBeNull();
    main!.insertAdjacentHTML('beforeend', '<form id="own"></form>');
    expect(mainForm(main, '.section-body')?.id).toBe('own');
  });

  it('the heading is h1.first, else the first h1; a title that starts with "Not Found" is no 404', () => {
    expect(body('page-docs', '<h1>Page Not Found</h1>')).toBe('fourOhFour');
    expect(body('page-docs', '<h1>Page Not Found</h1><h1 class="first">Errors</h1>')).toBe('docs');
    expect(body('page-docs', '<h1>Errors</h1><h1 class="first">Page Not Found</h1>')).toBe('fourOhFour');
    expect(body('page-docs', '<h1 class="first">Not Found responses</h1>')).toBe('docs');
  });

  it('a page-key URL that does not parse is no regenerateSecret URL (and no failure)', () => {
    const key = (cls: string) =>
      detect(parseHtml(`<html><body class="${cls}"><div id="page"><div id="main"></div></div></body></html>`), {
        url: 'not a url',
      }).contentType;
    expect(key('page-key delete-key')).toBe('keyDelete');
    expect(key('page-key key-activity')).toBe('keyActivity');
  });

  it('blog list paths: /blog, /blog/browse, /blog/browse/<page>, anchored at the start of the path', () => {
    const post = '<div class="section"><h2><a href="/blog/read/a">a</a></h2><div class="section-body">x</div></div>';
    expect(body('page-blog', post, '/blog/browse')).toBe('blogAll');
    expect(body('page-blog', post, '/blog/browse/12')).toBe('blogAll');
    expect(body('page-blog', post, '/blog/')).toBe('blogAll');
    expect(body('page-blog', post, '/archive/blog')).toBe('blogSingle');
    expect(body('page-blog', post, '/blog/read/a')).toBe('blogSingle');
  });

  it('apps select: a form in .section-body is the add-APIs page whatever the heading; elsewhere the heading decides', () => {
    expect(body('page-apps select', `<h1 class="first">New Keys Issued</h1><div class="section-body">${FORM}</div>`)).toBe(
      'appAddAPIs',
    );
    expect(body('page-apps select', `<h1 class="first">Add APIs</h1>${FORM}`)).toBe('appAddAPIs');
    expect(body('page-apps select', `<h1 class="first">New Keys Issued</h1>${FORM}`)).toBe('appAddAPIsSuccess');
  });

  it('signin: the failed class wins over a form; a form in #main or a #signin form anywhere is the normal state', () => {
    expect(body('page-login login failed', `<div id="signin">${FORM}</div>`)).toBe('signin:failed');
    expect(body('page-login login moved', `<div id="signin">${FORM}</div>`)).toBe('signin:moved');
    expect(body('page-login login', FORM)).toBe('signin:normal');
    expect(kind({ body: 'page-login login', main: '<p>x</p>', page: `<div id="signin">${FORM}</div>` })).toBe('signin:normal');
  });

  it('member register: form#member-register anywhere on the page, else a form unless "Registration Almost Complete"', () => {
    expect(kind({ body: 'page-member register', main: '<p>x</p>', page: '<form id="member-register"></form>' })).toBe('register');
    expect(body('page-member register', FORM)).toBe('register');
    expect(body('page-member register', `<h1 class="first">Registration Almost Complete</h1>${FORM}`)).toBe('registerSent');
    expect(body('page-member register', '<h1 class="first">Check your inbox</h1>')).toBe('registerSent');
    const noMain = parseHtml('<html><body class="page-member register"><div id="page"></div></body></html>');
    expect(detect(noMain).contentType).toBe('registerSent');
  });

  it('member remove: "You have been removed!" is read in .section-body (else #main); without a form it is the success page', () => {
    expect(body('page-member remove', `<div class="section-body">${FORM}</div><p>You have been removed!</p>`)).toBe(
      'memberRemove',
    );
    expect(body('page-member remove', `<p>You have been removed!</p>${FORM}`)).toBe('memberRemoveSuccess');
    expect(body('page-member remove', '<p>Done</p>')).toBe('memberRemoveSuccess');
  });

  it.each([
    ['lost', 'lostPassword', 'lostPasswordReset'],
    ['lost-username', 'lostUsername', 'lostUsernameReset'],
  ])('member %s: a #lost form, else a form without an "E-mail Sent" h2', (cls, page, reset) => {
    expect(body(`page-member ${cls}`, `<h2>E-mail Sent</h2><div id="lost">${FORM}</div>`)).toBe(page);
    expect(body(`page-member ${cls}`, FORM)).toBe(page);
    expect(body(`page-member ${cls}`, `<h2>E-mail Sent</h2>${FORM}`)).toBe(reset);
    expect(body(`page-member ${cls}`, '<p>Check your mail</p>')).toBe(reset);
  });

  it('member join: form#member-edit whatever the heading, else a form unless "Registration Successful"', () => {
    expect(body('page-member join', '<h1 class="first">Registration Successful</h1><form id="member-edit"></form>')).toBe('join');
    expect(body('page-member join', FORM)).toBe('join');
    expect(body('page-member join', `<h1 class="first">Registration Successful</h1>${FORM}`)).toBe('joinSuccess');
    expect(body('page-member join', '<p>Welcome</p>')).toBe('joinSuccess');
  });

  it('member account: an edit page with a form, or form#member-edit; a form alone or edit alone is no page', () => {
    expect(body('page-member edit', FORM)).toBe('accountManage');
    expect(body('page-member edit', '<p>x</p>')).toBe('fourOhFour');
    expect(body('page-member', FORM)).toBe('fourOhFour');
  });
});
