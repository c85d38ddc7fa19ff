// The building blocks of the common pages (reference 2.3 regions of #main, 2.9 server forms and messages, 3.2–3.8
// prose, message and form pages): heading, body HTML, success / failure texts, links, the page's form.
import { describe, expect, it } from 'vitest';
import { as, extract } from '../../../test/extract/helpers.ts';

const section = (body: string) => `<div class="section"><div class="section-body">${body}</div></div>`;
const page = (main: string, path = '/page/Pricing') => as(extract({ body: 'page-page', main }, path), 'page');

describe('heading', () => {
  it('h1.first without its editor link', () => {
    expect(
      page(`<h1 class="first">Pricing <a class="edit" href="/r/content/page/17">Edit</a></h1>${section('<p>x</p>')}`).content
        .heading,
    ).toBe('Pricing');
  });

  it('an h1 without the first class when there is no h1.first', () => {
    expect(page(`<h1>Pricing</h1>${section('<p>x</p>')}`).content.heading).toBe('Pricing');
  });

  it('h1.first, not an h1 printed before it', () => {
    expect(
      page(`<div class="banner"><h1>Acme</h1></div><h1 class="first">Pricing</h1>${section('<p>x</p>')}`).content.heading,
    ).toBe('Pricing');
  });

  it('a heading holding only the editor link is no heading', () => {
    expect(
      page(`<h1 class="first"><a class="edit" href="/r/content/page/17">Edit</a></h1>${section('<p>x</p>')}`).content.heading,
    ).toBeNull();
  });

  it('no heading: null and a problem', () => {
    const p = page(section('<p>x</p>'));
    expect(p.content.heading).toBeNull();
    expect(p.problems).toContainEqual({ kind: 'missing', what: '#main h1.first' });
  });
});

describe('body HTML', () => {
  it('every top-level .section-body, one per line; empty ones left out', () => {
    expect(
      page(`<h1 class="first">T</h1>${section('<p>One</p>')}${section('  ')}${section('<p>Two</p>')}`).content.mainHtml,
    ).toBe('<p>One</p>\n<p>Two</p>');
  });

  it('only empty bodies: null', () => {
    expect(page(`<h1 class="first">T</h1>${section(' ')}`).content.mainHtml).toBeNull();
  });

  it('without .section-body: #main without the heading, the meta, the editor menu and the page info', () => {
    const main =
      '<h1 class="first">Pricing</h1><div class="section-meta"><ul><li>Last updated by admin</li></ul></div>' +
      '<div class="section-menu"><ul><li><a class="edit" href="/r/content/page/17">Edit</a></li></ul></div>' +
      '<div id="header-edit"><a href="/r/content/page/17">Edit page</a></div><div class="page-info">true-1-1-</div><p>Plans start at $10.</p>';
    expect(page(main).content.mainHtml).toBe('<p>Plans start at $10.</p>');
  });
});

describe('message pages: success and failure texts', () => {
  const member = (body: string, main: string) => extract({ body, main }, '/member/x');

  it('success items of #main; a button styled "success" is not one', () => {
    const c = as(
      member(
        'page-member email',
        '<h1 class="first">E-mail</h1><div id="myaccount"><ul class="success"><li>E-mail address updated.</li></ul><button class="success" type="button">OK</button></div>',
      ),
      'accountEmailSuccess',
    ).content;
    expect(c.messages).toEqual(['E-mail address updated.']);
  });

  it('failure lists and #errors, each text once; a control marked failure is not one', () => {
    const c = as(
      member(
        'page-member error',
        '<h1 class="first">Reset Password</h1><div id="errors"><ul class="failure"><li>This reset link has expired.</li></ul></div>' +
          '<ul class="failure"><li>This reset link has expired.</li><li>Request a new one.</li></ul><input class="failure" value="x">',
      ),
      'resetPasswordError',
    ).content;
    expect(c.errors).toEqual(['This reset link has expired.', 'Request a new one.']);
  });

  it('an h2 heading when there is no h1 (without its editor link); neither: a problem', () => {
    const lost = as(
      member('page-member lost', '<h2>E-mail Sent <a class="edit" href="/r/x">Edit</a></h2><p>Check your inbox.</p>'),
      'lostPasswordReset',
    );
    expect(lost.content.heading).toBe('E-mail Sent');
    const bare = as(member('page-member lost', '<p>Check your inbox.</p>'), 'lostPasswordReset');
    expect(bare.content.heading).toBeNull();
    expect(bare.problems).toContainEqual({ kind: 'missing', what: '#main h1.first' });
  });

  it('the links the server offers: not the editor menu, navigation, meta, breadcrumbs or heading', () => {
    const c = as(
      member(
        'page-member lost',
        '<h1 class="first"><a href="/member/lost">Lost password</a></h1><div class="breadcrumbs"><a href="/">Home</a></div>' +
          '<div class="section-menu"><a href="/r/x">Edit</a></div><div class="navigation"><a href="/apps/mykeys">Keys</a></div>' +
          '<div class="section-meta"><a href="/profile/profile/admin">admin</a></div>' +
          '<p>Check your inbox, or <a href="/member/lost">try again</a>.</p>',
      ),
      'lostPasswordReset',
    ).content;
    expect(c.links).toEqual([{ label: 'try again', url: '/member/lost' }]);
  });
});

describe('form pages: the page’s form', () => {
  const OTHER = '<form id="newsletter" method="post" action="/newsletter"><input name="email"></form>';

  it.each([
    [
      'page-member reset',
      'resetPassword',
      `${OTHER}<div id="myaccount"><form method="post" action="/member/reset?code=x1"><input type="password" name="passwd_new"></form></div>`,
      '/member/reset?code=x1',
    ],
    [
      'page-member email',
      'accountEmail',
      `${OTHER}<div id="myaccount"><form method="post" action="/member/email"><input name="members[email]"></form></div>`,
      '/member/email',
    ],
    [
      'page-member passwd',
      'accountPassword',
      `${OTHER}<div id="myaccount"><form method="post" action="/member/passwd"><input type="password" name="passwd_new"></form></div>`,
      '/member/passwd',
    ],
    [
      'page-member resend-confirmation',
      'registerResend',
      `${OTHER}<form id="resend-confirmation" method="post" action="/member/resend-confirmation"><input name="handle"></form>`,
      '/member/resend-confirmation',
    ],
    [
      'page-member lost',
      'lostPassword',
      `${OTHER}<div id="lost"><form method="post" action="/member/lost"><input name="email"></form></div>`,
      '/member/lost',
    ],
    [
      'page-member lost-username',
      'lostUsername',
      `${OTHER}<div id="lost"><form method="post" action="/member/lost-username"><input name="email"></form></div>`,
      '/member/lost-username',
    ],
  ])('%s (%s): the server’s form, not another form before it', (body, type, main, action) => {
    const p = extract({ body, main: `<h1 class="first">T</h1>${main}` }, '/member/x');
    expect(p.contentType).toBe(type);
    expect((p.content as { form: { action: string } | null }).form?.action).toBe(action);
  });

  it('the form found outside #main when the page prints it there', () => {
    const p = as(
      extract(
        {
          body: 'page-member resend-confirmation',
          main: '<h1 class="first">Resend</h1>',
          page: '<form id="resend-confirmation" method="post" action="/member/resend-confirmation"><input name="handle"></form>',
        },
        '/member/resend-confirmation',
      ),
      'registerResend',
    );
    expect(p.content.form?.action).toBe('/member/resend-confirmation');
  });

  it('no form: null and a problem', () => {
    const p = as(
      extract({ body: 'page-contact', main: '<h1 class="first">Contact</h1><p>Write to us.</p>' }, '/contact'),
      'contactSuccess',
    );
    expect(p.problems).not.toContainEqual({ kind: 'missing', what: 'server form on this page' });
    const q = as(
      extract({ body: 'page-member resend-confirmation', main: '<h1 class="first">Resend</h1>' }, '/member/resend-confirmation'),
      'registerResend',
    );
    expect(q.content.form).toBeNull();
    expect(q.problems).toContainEqual({ kind: 'missing', what: 'server form on this page' });
  });
});

describe('plans table header row (promoteHeaderRows) — limits of a column name', () => {
  const row = (cells: string[]) => `<tr>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`;
  const mainHtmlOf = (table: string) => {
    const p = extract(
      {
        body: 'page-apps register',
        main: `<h1 class="first">Register</h1>${section(`<form id="application-edit" method="post" action="/apps/register"><input name="x"></form>${table}`)}`,
      },
      '/apps/register',
    );
    return (p.content as { mainHtml: string | null }).mainHtml ?? '';
  };
  const promote = (first: string[], rest: string[][]) =>
    mainHtmlOf(`<table><tbody>${row(first)}${rest.map(row).join('')}</tbody></table>`);

  it('a 40-character name is a column name; 41 characters is data', () => {
    const forty = 'A'.repeat(40);
    expect(promote([forty, 'Plan'], [['Weather API', 'Basic']])).toContain(`<th scope="col">${forty}</th>`);
    expect(promote([`${forty}A`, 'Plan'], [['Weather API', 'Basic']])).not.toContain('<th scope="col">');
  });

  it('an empty first-row cell is data', () => {
    expect(promote(['API', ''], [['Weather API', 'Basic']])).not.toContain('<th scope="col">');
  });

  it('a table nested in a data cell: its rows are not the outer table’s (the header row is still promoted)', () => {
    const html = mainHtmlOf(
      '<table><tbody><tr><td>API</td><td>Limits</td></tr>' +
        '<tr><td>Weather API</td><td><table><tr><td>2 calls per second</td></tr></table></td></tr></tbody></table>',
    );
    expect(html).toContain('<thead><tr><th scope="col">API</th><th scope="col">Limits</th></tr></thead>');
  });
});

describe('messages next to user values (key pages: the key block’s values are not the page’s)', () => {
  it('a success list of a regenerated-secret page is the page’s message', () => {
    const main =
      '<h1 class="first">Regenerate secret</h1><ul class="success"><li>A new secret was generated.</li></ul>' +
      section(
        '<h2>Weather API</h2><div class="key"><dl><dt>Application</dt><dd>Storm Tracker</dd><dt>Key</dt><dd>k3y0000aaaa1111</dd>' +
          '<dt>Secret</dt><dd>n3wS3cr3t</dd><dt>Status</dt><dd>active</dd><dt>Created</dt><dd><abbr title="2017-08-21T09:30:00Z">Aug 21</abbr></dd></dl></div>' +
          '<p>Store this secret now.</p>',
      );
    const c = as(
      extract({ body: 'page-key regenerate-secret', main }, '/key/regenerateSecret/k3y0000aaaa1111'),
      'keySecret',
    ).content;
    expect(c.messages).toEqual(['A new secret was generated.']);
  });
});

describe('failures: the text a member typed into a failing field is not an error', () => {
  it('a textarea marked failure', () => {
    const main =
      '<h1 class="first">Contact</h1><form method="post" action="/contact"><ul class="failure"><li>Please correct the noted errors.</li></ul>' +
      '<ul><li><label for="message">Message</label><textarea id="message" name="message" class="failure">Hello there</textarea>' +
      '<ul class="error"><li>This value is not allowed to be blank.</li></ul></li></ul><input type="submit" value="Send"></form>';
    const c = as(extract({ body: 'page-contact', main }, '/contact'), 'contact').content;
    expect(c.errors).toEqual(['Please correct the noted errors.']);
  });
});

describe('plans table header row (promoteHeaderRows) — tables left as they are', () => {
  it('a table with row-header cells further down (th outside the first row)', () => {
    const table =
      '<table><tbody><tr><td>API</td><td>Plan</td></tr><tr><th>Weather API</th><td>Basic</td></tr><tr><th>Maps API</th><td>Standard</td></tr></tbody></table>';
    const p = extract(
      {
        body: 'page-apps register',
        main: `<h1 class="first">Register</h1>${section(`<form id="application-edit" method="post" action="/apps/register"><input name="x"></form>${table}`)}`,
      },
      '/apps/register',
    );
    const mainHtml = (p.content as { mainHtml: string | null }).mainHtml ?? '';
    expect(mainHtml).toContain('<td>API</td>');
    expect(mainHtml).not.toContain('<th scope="col">');
  });
});

describe('register / edit an application: the form', () => {
  it('form#application-edit, not another form before it', () => {
    const main =
      '<h1 class="first">Register an application</h1>' +
      section(
        '<form id="newsletter" method="post" action="/newsletter"><input name="email"></form>' +
          '<form id="application-edit" method="post" action="/apps/register"><ul><li><label for="applications-name">Name</label><input id="applications-name" name="applications[name]"></li></ul></form>',
      );
    const c = as(extract({ body: 'page-apps register', main }, '/apps/register'), 'appRegister').content;
    expect(c.form).toMatchObject({ id: 'application-edit', action: '/apps/register' });
  });
});

describe('scope of failures and forms', () => {
  it('a failure list inside a key block’s values is not the page’s error', () => {
    const main =
      '<h1 class="first">Regenerate secret</h1><ul class="failure"><li>The secret could not be regenerated.</li></ul>' +
      section(
        '<h2>Weather API</h2><div class="key"><dl><dt>Application</dt><dd><ul class="failure"><li>Fake error</li></ul></dd><dt>Key</dt><dd>k3y0000aaaa1111</dd>' +
          '<dt>Status</dt><dd>active</dd><dt>Created</dt><dd><abbr title="2017-08-21T09:30:00Z">Aug 21</abbr></dd></dl></div>',
      );
    const c = as(
      extract({ body: 'page-key regenerate-secret', main }, '/key/regenerateSecret/k3y0000aaaa1111'),
      'keySecret',
    ).content;
    expect(c.errors).toEqual(['The secret could not be regenerated.']);
  });

  it('a form after #page (not the portal’s page) is not the page’s form', () => {
    const p = as(
      extract(
        {
          body: 'page-member resend-confirmation',
          main: '<h1 class="first">Resend</h1><form method="post" action="/member/resend-confirmation/send"><input name="handle"></form>',
          after:
            '<form id="resend-confirmation" method="post" action="https://elsewhere.example/collect"><input name="handle"></form>',
        },
        '/member/resend-confirmation',
      ),
      'registerResend',
    );
    expect(p.content.form?.action).toBe('/member/resend-confirmation/send');
  });
});
