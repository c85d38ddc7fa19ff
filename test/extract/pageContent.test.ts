import { describe, expect, it } from 'vitest';
import { parsePageInfo } from '../../src/extract/pages/apps.ts';
import { SIGNED_IN, as, extract } from './helpers.ts';

const key = (dds: string[], extra = '') =>
  `<div class="key"><dl>${dds.map((d, i) => `<dt>t${i}</dt><dd>${d}</dd>`).join('')}</dl>${extra}</div>`;
const ABBR = '<abbr title="2017-08-21T09:30:00Z">Aug 21, 2017</abbr>';

describe('key blocks (trap 5)', () => {
  it('five dd → secret; four dd → secret null; created from abbr/time title, else raw text', () => {
    const main =
      `<h1 class="first">My Account</h1><div class="section-body"><h2>Weather</h2>` +
      key(['App', 'k1', 's1', 'active', ABBR]) +
      key(['App2', 'k2', 'disabled', '<time datetime="2018-01-01">Jan 1</time>']) +
      key(['App3', 'k3', 'active', '2016-05-04']) +
      '</div>';
    const c = as(extract({ body: 'page-apps mykeys', main }), 'accountKeys').content;
    expect(c.plans).toHaveLength(1);
    expect(c.plans[0]!.keys.map((k) => [k.application, k.key, k.secret, k.status, k.created])).toEqual([
      ['App', 'k1', 's1', 'active', { value: '2017-08-21T09:30:00Z', text: 'Aug 21, 2017' }],
      ['App2', 'k2', null, 'disabled', { value: '2018-01-01', text: 'Jan 1' }],
      ['App3', 'k3', null, 'active', { value: null, text: '2016-05-04' }],
    ]);
  });

  it('other dd counts use the dt hints and are reported', () => {
    const main =
      '<div class="section-body"><h2>P</h2><div class="key"><dl><dt>Key</dt><dd>k9</dd><dt>Status</dt><dd>active</dd><dt>Application</dt><dd>A</dd></dl></div></div>';
    const p = as(extract({ body: 'page-apps mykeys', main }), 'accountKeys');
    expect(p.content.plans[0]?.keys[0]).toMatchObject({
      application: 'A',
      key: 'k9',
      status: 'active',
      secret: null,
      created: null,
    });
    expect(p.problems).toContainEqual({ kind: 'key-detail-count', key: 1, count: 3 });
  });

  it('a secret only with exactly five detail values: six dds with a Secret dt still give null', () => {
    const main =
      '<div class="section-body"><h2>P</h2><div class="key"><dl><dt>Application</dt><dd>A</dd><dt>Key</dt><dd>k9</dd><dt>Secret</dt><dd>s9</dd><dt>Status</dt><dd>active</dd><dt>Created</dt><dd>2017</dd><dt>Note</dt><dd>n</dd></dl></div></div>';
    const p = as(extract({ body: 'page-apps mykeys', main }), 'accountKeys');
    expect(p.content.plans[0]?.keys[0]).toMatchObject({ application: 'A', key: 'k9', status: 'active', secret: null });
    expect(p.problems).toContainEqual({ kind: 'key-detail-count', key: 1, count: 6 });
  });

  it('limits as rows (nested lists joined), report and delete links, keys before the first h2 in an unnamed plan', () => {
    const limits =
      '<table class="key"><tr><td>Calls per day</td><td><ul><li>5,000 weekdays</li><li>1,000 weekends</li></ul></td></tr><tr><td>QPS</td><td>2</td></tr></table>';
    const actions =
      '<div class="key-actions actions"><ul><li><a class="view-report action" href="/key/key-activity/k0">R</a></li><li><a class="delete action" href="/key/delete-key/k0">D</a></li></ul></div>';
    const main = `<div class="section-body">${key(['Old', 'k0', 'active', ABBR], limits + actions)}<h2>Maps</h2><p>No keys for this API.</p><h2>Weather</h2>${key(['A', 'k1', 'active', ABBR])}</div>`;
    const c = as(extract({ body: 'page-apps mykeys', main }), 'accountKeys').content;
    expect(c.plans.map((p) => [p.name, p.keys.length, p.emptyMessage])).toEqual([
      [null, 1, null],
      ['Maps', 0, 'No keys for this API.'],
      ['Weather', 1, null],
    ]);
    expect(c.plans[0]!.keys[0]).toMatchObject({
      limits: [
        { label: 'Calls per day', value: '5,000 weekdays, 1,000 weekends' },
        { label: 'QPS', value: '2' },
      ],
      report: '/key/key-activity/k0',
      delete: '/key/delete-key/k0',
    });
    expect(c.plans[2]!.keys[0]).toMatchObject({ limits: [], report: null, delete: null });
  });

  it('reads plan headings outside the section bodies (one .section per plan)', () => {
    const main =
      `<div class="section"><h2>Weather</h2><div class="section-body">${key(['A', 'k1', 'active', ABBR])}</div></div>` +
      `<div class="section"><h2>Maps</h2><div class="section-body">${key(['B', 'k2', 'active', ABBR])}</div></div>`;
    const c = as(extract({ body: 'page-apps mykeys', main }), 'accountKeys').content;
    expect(c.plans.map((p) => [p.name, p.keys.map((k) => k.key)])).toEqual([
      ['Weather', ['k1']],
      ['Maps', ['k2']],
    ]);
  });

  it('reads h3 plan headings on a portal that prints no h2', () => {
    const main = `<div class="section-body"><h3>Weather</h3>${key(['A', 'k1', 'active', ABBR])}<h3>Maps</h3>${key(['B', 'k2', 'active', ABBR])}</div>`;
    const c = as(extract({ body: 'page-apps mykeys', main }), 'accountKeys').content;
    expect(c.plans.map((p) => [p.name, p.keys.map((k) => k.key)])).toEqual([
      ['Weather', ['k1']],
      ['Maps', ['k2']],
    ]);
  });

  it('new-key link with or without keys; show/hide-keys flags', () => {
    const c = as(
      extract({
        body: 'page-apps mykeys',
        main: '<div class="section-body"><div class="actions"><a class="show-keys action" href="/apps/mykeys?showKeys=true">Show</a></div><a class="action new-key" href="/apps/register">Get</a></div>',
      }),
      'accountKeys',
    ).content;
    expect(c).toMatchObject({
      plans: [],
      newKey: '/apps/register',
      showShowKeys: true,
      showHideKeys: false,
      showKeysUrl: '/apps/mykeys?showKeys=true',
      hideKeysUrl: null,
    });
  });
});

describe('page-info pagination', () => {
  it.each([
    ['true-4-2-storm-tracker', { enable_portal_pagination: true, no_of_pages: 4, current_page: 2, search: 'storm-tracker' }],
    ['false-1-1-', { enable_portal_pagination: false, no_of_pages: 1, current_page: 1, search: '' }],
    [' 1-3-3 ', { enable_portal_pagination: true, no_of_pages: 3, current_page: 3, search: '' }],
    ['true-2-1-a & b', { enable_portal_pagination: true, no_of_pages: 2, current_page: 1, search: 'a & b' }],
  ])('%s', (raw, out) => {
    expect(parsePageInfo(raw)).toEqual(out);
  });

  it.each(['', 'yes-1-1-', 'true-x-1-', 'true-0-1-', 'true-2', 'true--1-1-'])('%s → off', (raw) => {
    expect(parsePageInfo(raw)).toBeNull();
  });

  it('is read from #main .page-info (entity-decoded), null when absent', () => {
    const c = as(
      extract({
        body: 'page-apps myapps',
        main: '<div class="section-body"><div class="page-info" style="display: none;">true-2-1-a &amp; b</div></div>',
      }),
      'accountApps',
    ).content;
    expect(c.pagination).toEqual({ enable_portal_pagination: true, no_of_pages: 2, current_page: 1, search: 'a & b' });
    expect(as(extract({ body: 'page-apps myapps' }), 'accountApps').content.pagination).toBeNull();
  });
});

describe('applications', () => {
  const app = (name: string, rows: string, actions = '') =>
    `<div class="application"><h3>${name}</h3><dl><dt>D</dt><dd>x</dd><dt>C</dt><dd>${ABBR}</dd></dl>` +
    `<table><thead><tr><th>API</th><th>Key</th></tr></thead><tbody>${rows}</tbody></table>${actions}</div>`;

  it('every tbody row as api/key (empty or missing key → null); action links optional; create link', () => {
    const actions =
      '<div class="application-actions actions"><ul><li><a class="edit action" href="/apps/edit/1">E</a></li><li><a class="delete-app action" href="/apps/delete/1">D</a></li><li><a class="add-key action" href="/apps/select/1">A</a></li><li><a class="view-keys action" href="/apps/view-keys/1">V</a></li></ul></div>';
    const main =
      app(
        'Storm &amp; Co',
        '<tr><td>Weather</td><td>k1</td></tr><tr><td>Maps</td><td></td></tr><tr><td>Alerts</td></tr>',
        actions,
      ) +
      app('Empty', '') +
      '<div class="actions"><a class="add-app action" href="/apps/register">New</a></div>';
    const c = as(extract({ body: 'page-apps myapps', main }), 'accountApps').content;
    expect(c.applications[0]).toEqual({
      application: 'Storm & Co',
      created: { value: '2017-08-21T09:30:00Z', text: 'Aug 21, 2017' },
      apis: [
        { api: 'Weather', key: 'k1' },
        { api: 'Maps', key: null },
        { api: 'Alerts', key: null },
      ],
      edit: '/apps/edit/1',
      delete: '/apps/delete/1',
      add: '/apps/select/1',
      viewKeys: '/apps/view-keys/1',
    });
    expect(c.applications[1]).toMatchObject({
      application: 'Empty',
      apis: [],
      edit: null,
      delete: null,
      add: null,
      viewKeys: null,
    });
    expect(c.createApp).toBe('/apps/register');
  });

  it('view keys entries and the add-APIs / delete summaries', () => {
    const v = as(extract({ body: 'page-apps view-keys', main: app('A', '<tr><td>W</td><td>k</td></tr>') }), 'viewKeys').content;
    expect(v.entries).toEqual([
      { application: 'A', created: { value: '2017-08-21T09:30:00Z', text: 'Aug 21, 2017' }, apis: [{ api: 'W', key: 'k' }] },
    ]);
    const s = as(
      extract({
        body: 'page-apps delete',
        main: `${app('A', '<tr><td>W</td><td>k</td></tr><tr><td>M</td><td>k2</td></tr>')}<div class="section-body"><form method="post" action="/apps/delete/1"><input type="hidden" name="token" value="q"><input type="submit" id="process" value="Delete"></form></div>`,
      }),
      'appDelete',
    ).content;
    expect(s.summary).toMatchObject({
      application: 'A',
      api: 'W',
      key: 'k',
      apis: [
        { api: 'W', key: 'k' },
        { api: 'M', key: 'k2' },
      ],
    });
    expect(s.form).toMatchObject({
      action: '/apps/delete/1',
      hidden: [{ name: 'token', value: 'q' }],
      submit: { id: 'process' },
    });
  });
});

describe('key detail pages', () => {
  it('key detail: the API heading must precede the key block', () => {
    const c = as(
      extract({
        body: 'page-key delete-key',
        main: `<div class="section-body">${key(['App', 'k1', 'active', ABBR])}<h2>Are you sure?</h2></div>`,
      }),
      'keyDelete',
    ).content;
    expect(c.detail?.api).toBeNull();
  });

  it('delete key: api from the h2, key values, the form', () => {
    const main = `<div class="section-body"><h2>Weather API</h2>${key(['App', 'k1', 'active', ABBR])}<form method="post" action="/key/delete-key/k1"><input type="submit" id="process" value="Delete"></form></div>`;
    const c = as(extract({ body: 'page-key delete-key', main }), 'keyDelete').content;
    expect(c.detail).toEqual({
      api: 'Weather API',
      application: 'App',
      key: 'k1',
      secret: null,
      status: 'active',
      created: { value: '2017-08-21T09:30:00Z', text: 'Aug 21, 2017' },
      limits: [],
    });
    expect(c.form?.action).toBe('/key/delete-key/k1');
  });

  it('key activity: limits, date selector form and HTML, initCharts text + literal args, chart ids', () => {
    const main =
      `<div class="section-body"><h2>W</h2>${key(['A', 'k1', 's', 'active', ABBR], '<table class="key"><tr><td>QPS</td><td>2</td></tr></table>')}</div>` +
      '<div id="date_selector"><form method="get"><select name="range"><option value="7">7 days</option></select></form></div>' +
      '<div class="reports"><div class="report"><div class="chart loading" id="chart_calls"></div></div></div>' +
      `<script>initCharts("k1", "a);b", {"tz": "UTC"});</script>`;
    const c = as(extract({ body: 'page-key key-activity', main }, '/key/key-activity/k1'), 'keyActivity').content;
    expect(c.detail).toMatchObject({ secret: 's', limits: [{ label: 'QPS', value: '2' }] });
    expect(c.dateSelector?.fields[0]).toMatchObject({ name: 'range', value: '7' });
    expect(c.dateSelector?.action).toBe('/key/key-activity/k1');
    expect(c.dateSelectorHtml).toContain('<select name="range">');
    expect(c.init).toEqual({ call: 'initCharts("k1", "a);b", {"tz": "UTC"})', args: ['k1', 'a);b', { tz: 'UTC' }] });
    expect(c.chartIds).toEqual(['chart_calls']);
  });
});

describe('search', () => {
  const main = (info: string, extra = '') =>
    `<div class="section"><div class="section-body"><form class="search-form" method="get" action="/search"><table><tr><td><input type="text" name="q" value="forecast"></td><td><input type="submit" value="Search"></td></tr></table></form>` +
    `${info}<div class="result"><a class="title" href="/docs/read/F">Forecast API</a><p class="result-summary">The <strong>forecast</strong> of <strong>rain</strong>.</p></div>${extra}</div></div>`;

  it('results, counts from four b, query with entities, previous/next by the Previous text', () => {
    const c = as(
      extract(
        {
          body: 'page-search',
          main: main(
            '<p class="result-info">Results <b>11</b> - <b>20</b> of <b>1,042</b> for <b>a &amp; &lt;b&gt;</b></p>',
            '<p class="result-paging"><a href="/search?q=a&amp;page=1">Previous</a> <a href="/search?q=a&amp;page=3">Next</a></p>',
          ),
        },
        '/search?q=a',
      ),
      'search',
    );
    expect(c.state).toBe('results');
    expect(c.content.results).toEqual([
      { url: '/docs/read/F', title: 'Forecast API', summary: 'The forecast of rain.', matches: ['forecast', 'rain'] },
    ]);
    expect(c.content.meta).toEqual({
      first: 11,
      last: 20,
      total: 1042,
      query: 'a & <b>',
      previous: '/search?q=a&page=1',
      next: '/search?q=a&page=3',
    });
    expect(c.content).toMatchObject({ action: '/search', fieldName: 'q' });
  });

  it('fewer than four b: no counts, query from the form; a lone non-Previous link is next', () => {
    const c = as(
      extract({
        body: 'page-search',
        main: main(
          '<p class="result-info">Results <b>1</b> - <b>2</b></p>',
          '<p class="result-paging"><a href="/search?page=2">More »</a></p>',
        ),
      }),
      'search',
    ).content;
    expect(c.meta).toEqual({ first: null, last: null, total: null, query: 'forecast', previous: null, next: '/search?page=2' });
  });

  it('no results: the query from .no-result b', () => {
    const c = as(
      extract({ body: 'page-search', main: '<p class="no-result">Nothing for <b>&lt;img src=x&gt; &amp; {{x}}</b>.</p>' }),
      'search',
    );
    expect(c.state).toBe('noResults');
    expect(c.content.meta.query).toBe('<img src=x> & {{x}}');
  });
});

describe('profile', () => {
  const info = (dl: string) => `<h1 class="first">View Member jdoe</h1><div class="user-information"><dl>${dl}</dl></div>`;
  it('strips the prefix, keeps only http(s) links, registered from abbr; admin link; activity table', () => {
    const p = as(
      extract({
        body: 'page-profile',
        main: `${info('<dt>Blog</dt><dd><a href="https://b.example/blog">b</a></dd><dt>Website</dt><dd><a href="javascript:alert(1)">w</a></dd><dt>Registered</dt><dd>' + ABBR + '</dd>')}<a href="https://admin.example/r/member/1">rec</a><table class="recent-activity"><tr><td>Posted</td><td>Apr 1</td></tr></table>`,
      }),
      'profile',
    );
    expect(p.content).toMatchObject({
      name: 'jdoe',
      blog: 'https://b.example/blog',
      website: null,
      registered: { value: '2017-08-21T09:30:00Z' },
      admin: 'https://admin.example/r/member/1',
    });
    expect(p.content.activity).toEqual({ caption: null, head: null, rows: [['Posted', 'Apr 1']], links: [[null, null]] });
    expect(p.problems).toContainEqual({ kind: 'url-dropped', what: 'website link', scheme: 'javascript:' });
  });

  it('guards shifted positions when the blog dd is absent (dt hints, date by structure)', () => {
    const c = as(
      extract({
        body: 'page-profile',
        main: info(
          '<dt>Website</dt><dd><a href="https://w.example/">w</a></dd><dt>Registered</dt><dd><time title="2014-07-01">July</time></dd>',
        ),
      }),
      'profile',
    ).content;
    expect(c).toMatchObject({
      blog: null,
      website: 'https://w.example/',
      registered: { value: '2014-07-01', text: 'July' },
      activity: null,
      admin: null,
    });
  });
});

describe('member results', () => {
  it('register sent: the address after the exact text (tags stripped), resend link', () => {
    const c = as(
      extract({
        body: 'page-member register',
        main: '<h1 class="first">Registration Almost Complete</h1><div class="section-body"><p>We have sent a confirmation e-mail to you at this address: <strong>jdoe+api@example.com</strong></p><p><a href="/member/resend-confirmation">Again</a></p></div>',
      }),
      'registerSent',
    ).content;
    expect(c).toMatchObject({ email: 'jdoe+api@example.com', notifications: true, resendUrl: '/member/resend-confirmation' });
  });

  it('join success: the username from the strong', () => {
    const c = as(
      extract({
        body: 'page-member join',
        main: '<h1 class="first">Registration Successful</h1><div class="section-body"><p>You have successfully registered as <strong>jdoe</strong>.</p></div>',
      }),
      'joinSuccess',
    ).content;
    expect(c.username).toBe('jdoe');
  });

  it('message pages: heading (h2 when there is no h1), success and failure lists, #errors, links', () => {
    const lost = as(
      extract({ body: 'page-member lost', main: '<h2>E-mail Sent</h2><p>Check your inbox.</p>' }),
      'lostPasswordReset',
    ).content;
    expect(lost.heading).toBe('E-mail Sent');
    const err = as(
      extract({
        body: 'page-member error',
        main: '<h1 class="first">Reset</h1><div id="errors"><ul class="failure"><li>Expired.</li></ul></div>',
      }),
      'resetPasswordError',
    ).content;
    expect(err.errors).toEqual(['Expired.']);
    const ok = as(
      extract({
        body: 'page-member email',
        userNav: SIGNED_IN,
        main: '<h1 class="first">E-mail</h1><div id="myaccount"><ul class="success"><li>Updated.</li></ul></div>',
      }),
      'accountEmailSuccess',
    ).content;
    expect(ok.messages).toEqual(['Updated.']);
    const secret = as(
      extract({
        body: 'page-member error',
        main: '<h1 class="first">Secrets</h1><div class="section-body"><p>Visible. <a href="/apps/mykeys">Go to your keys</a></p></div>',
      }),
      'showSecretError',
    ).content;
    expect(secret.links).toEqual([{ label: 'Go to your keys', url: '/apps/mykeys' }]);
    const outside = as(
      extract({
        body: 'page-member error',
        main: '<h1 class="first">S <a class="edit" href="/r/1">e</a></h1><div class="section-menu navigation"><ul><li><a href="/apps/myapps">Apps</a></li></ul></div><div class="section-body"><p>Visible.</p></div><p><a href="/apps/mykeys">Keys</a></p>',
      }),
      'showSecretError',
    ).content;
    expect(outside.links).toEqual([{ label: 'Keys', url: '/apps/mykeys' }]);
  });

  it('sign in: form on another host, SSO and recovery links; moved: the first body link', () => {
    const s = as(
      extract({
        body: 'page-login login',
        main: '<h2 class="signin">Sign In</h2><div class="signin_member_mashery"><div class="signin" id="signin"><form method="post" action="https://secure.example.net/login/x/"><input id="handle" name="handle"><input type="password" id="passwd" name="passwd"><input type="submit" id="process-login" value="Sign In"><p><a href="/member/lost/">password</a> <a href="/member/lost-username/">username</a></p></form></div><div class="options"><div class="sign-in-method"><a href="/login/sso">Company</a></div></div></div>',
      }),
      'signin',
    ).content;
    expect(s.state).toBe('normal');
    expect(s.form?.action).toBe('https://secure.example.net/login/x/');
    expect(s.sso).toEqual({ label: 'Company', url: '/login/sso' });
    expect(s.recovery.map((l) => l.url)).toEqual(['/member/lost/', '/member/lost-username/']);
    const m = as(
      extract({
        body: 'page-login moved',
        main: '<h1 class="first">Moved</h1><div class="section-body"><p>Now <a href="https://cloud.example/login">here</a>.</p></div>',
      }),
      'signin',
    ).content;
    expect(m).toMatchObject({ state: 'moved', movedTo: 'https://cloud.example/login', form: null });
  });
});

describe('content pages, blog, forum', () => {
  it('page: heading without a.edit; body HTML of .section-body without meta/menu', () => {
    const c = as(
      extract({
        main: '<h1 class="first">Pricing <a class="edit" href="/r/1">Edit</a></h1><div class="section"><div class="section-meta">by admin</div><div class="section-body"><p>Plans</p></div><div class="section-menu"><a class="edit">E</a></div></div>',
      }),
      'page',
    ).content;
    expect(c).toEqual({ heading: 'Pricing', mainHtml: '<p>Plans</p>' });
  });

  it('blog list: posts with author, date, edit link, comment count; paging links; rss', () => {
    const post = (n: string) =>
      `<div class="section"><h2><a href="/blog/read/${n}">${n}</a></h2><div class="section-meta"><ul><li class="user-reference">By <a href="/profile/profile/amy">amy</a></li><li class="timestamp">${ABBR}</li><li class="comment-count"><a href="#c">2 comments</a></li></ul></div><div class="section-body"><p>${n} body</p></div><div class="section-menu"><ul><li><a class="edit" href="/r/blog/${n}">Edit</a></li></ul></div></div>`;
    const c = as(
      extract(
        {
          body: 'page-blog browse',
          main: `<h1 class="first">Blog</h1><a class="rss" href="/blog/rss">RSS</a>${post('A')}${post('B')}<div id="paging"><p><a href="/blog/browse/2">Older</a></p></div>`,
        },
        '/blog',
      ),
      'blogAll',
    ).content;
    expect(c.posts[1]).toEqual({
      title: 'B',
      url: '/blog/read/B',
      author: 'amy',
      authorUrl: '/profile/profile/amy',
      contentHtml: '<p>B body</p>',
      published: { value: '2017-08-21T09:30:00Z', text: 'Aug 21, 2017' },
      edit: '/r/blog/B',
      commentCount: '2 comments',
    });
    expect(c.pagination).toEqual([{ label: 'Older', url: '/blog/browse/2' }]);
    expect(c.rss).toBe('/blog/rss');
  });

  it('blog single: a title without a link uses the page URL; comments', () => {
    const c = as(
      extract(
        {
          body: 'page-blog',
          main: `<div class="section"><h2>Quiet</h2><div class="section-body"><p>x</p></div></div><ol class="comments"><li><ul class="comment-meta"><li class="user-reference"><a href="/profile/profile/m">m</a></li><li class="timestamp">${ABBR}</li></ul><div class="comment-body"><p>hi</p></div></li></ol>`,
        },
        '/blog/read/Quiet',
      ),
      'blogSingle',
    ).content;
    expect(c.post).toMatchObject({ title: 'Quiet', url: '/blog/read/Quiet', edit: null });
    expect(c.comments).toEqual([
      {
        author: 'm',
        authorUrl: '/profile/profile/m',
        created: { value: '2017-08-21T09:30:00Z', text: 'Aug 21, 2017' },
        edited: null,
        bodyHtml: '<p>hi</p>',
      },
    ]);
  });

  it('blog single: an a.edit in the post body or in a comment is no editor link; the menu’s is', () => {
    const fake = '<a class="edit" href="https://evil.example/edit">Edit this post</a>';
    const page = (menu: string) =>
      as(
        extract(
          {
            body: 'page-blog',
            main: `<div class="section"><h2>Quiet</h2><div class="section-body"><p>${fake}</p></div>${menu}<ol class="comments"><li class="comment"><div class="comment-body">${fake}</div></li></ol></div>`,
          },
          '/blog/read/Quiet',
        ),
        'blogSingle',
      ).content.post;
    expect(page('')?.edit).toBeNull();
    expect(page('<div class="section-menu"><ul><li><a class="edit" href="/blog/edit/7">Edit</a></li></ul></div>')?.edit).toBe(
      '/blog/edit/7',
    );
  });

  it('forum: categories, topics with breadcrumbs and category, empty message', () => {
    const all = as(
      extract({
        body: 'page-forum',
        main: '<ol class="categories"><li class="category"><h3 class="subject"><a href="/forum/topics/G">General</a></h3><p class="description">Any <em>API</em></p><span class="topic-count"><span>1,200</span></span><span class="comment-count"><span>48</span></span><div class="last-topic"><a href="/forum/read/1">Q</a></div></li></ol>',
      }),
      'forumAll',
    ).content;
    expect(all.categories[0]).toMatchObject({
      title: 'General',
      url: '/forum/topics/G',
      descriptionHtml: 'Any <em>API</em>',
      topicCount: 1200,
      commentCount: 48,
      lastTopic: { label: 'Q', url: '/forum/read/1' },
      lastActive: null,
    });
    const topics = as(
      extract(
        {
          body: 'page-forum topics',
          main: '<ul class="breadcrumbs"><li><a href="/forum">Forum</a></li><li>General</li></ul><p class="no-topics">No topics yet.</p>',
        },
        '/forum/topics/General',
      ),
      'forumTopics',
    ).content;
    expect(topics).toMatchObject({ category: 'General', topics: [], emptyMessage: 'No topics yet.', createTopic: null });
    expect(topics.breadcrumbs).toEqual([
      { label: 'Forum', url: '/forum' },
      { label: 'General', url: '/forum/topics/General' },
    ]);
  });
});

describe('I/O Docs (trap 10)', () => {
  const list = (id: string, json: string) =>
    `<ul class="endpointList" id="${id}"><li class="endpoint"><h3 class="title"><span class="name">Forecast</span></h3><ul class="methods"><li class="method get"><div class="title"><span class="http-method">GET</span><span class="name">Daily</span><span class="uri">/f</span></div><form><table class="parameters"><tr class="required"><td class="name">city</td><td class="parameter"><input name="params[city]" value="Oslo"></td><td class="type">string</td><td class="description">City</td></tr></table></form></li></ul></li>` +
    `<script type="text/javascript">(function() {\n var apiRootElement = $("#${id}").get(0);\n $.data(apiRootElement, 'apiSchemas', ${json});\n})();</script></ul>`;

  it('schemas by marker and bracket matching; invalid JSON only loses that API; names from the picker', () => {
    const main =
      '<h1>API Explorer</h1><p class="introText">Try <b>it</b></p><select id="apiId"><option value="">Pick</option><option value="712">Weather</option><option value="12">Maps</option></select>' +
      list('apiId712', '{"A": {"default": "x);y", "b": "})();"}}') +
      list('apiId12', '{"broken": }');
    const p = as(extract({ body: 'page-ioDocs', main }, '/io-docs'), 'ioDocs');
    expect(p.content.heading).toBe('API Explorer');
    expect(p.content.introHtml).toBe('Try <b>it</b>');
    expect(p.content.schemas).toEqual({ apiId712: { A: { default: 'x);y', b: '})();' } } });
    expect(p.problems).toContainEqual({ kind: 'iodocs-schema-invalid', list: 'apiId12' });
    expect(p.content.apis.map((a) => [a.id, a.name])).toEqual([
      ['apiId712', 'Weather'],
      ['apiId12', 'Maps'],
    ]);
    expect(p.content.apis[0]?.endpoints[0]?.methods[0]).toMatchObject({
      httpMethod: 'GET',
      name: 'Daily',
      uri: '/f',
      parameters: [
        { name: 'city', required: true, type: 'string', defaultValue: 'Oslo', description: 'City', options: [], location: null },
      ],
    });
  });

  it('API settings from #api<ID> (the list itself or another element, any tag), descriptions, token, high security', () => {
    const keys = JSON.stringify([
      { key: 'k1', secret: 's1', application: 'Storm' },
      { key: 2, secret: null },
      { secret: 'no key' },
      'junk',
    ]).replace(/"/g, '&quot;');
    const main =
      '<h1>API Explorer</h1><select id="apiId"><option value="712">Weather</option><option value="713" selected>Maps</option><option value="714">Pay</option></select>' +
      '<div id="apiDescription713"><p>Maps <b>everywhere</b></p></div>' +
      '<form id="credentials"><input type="hidden" name="ajax_synchronization_token" value="t0k3n"></form>' +
      '<input type="hidden" name="enable_high_security_secret_management" value="false">' +
      list('apiId712', '{}').replace('<ul class="endpointList" id="apiId712"', `<ul class="endpointList" id="apiId712"`) +
      `<span id="api712" data-auth-type="key" data-available-keys="${keys}" data-secret="1" data-basic-auth="true"></span>` +
      list('api713', '{}').replace(
        '<ul class="endpointList" id="api713"',
        '<ul class="endpointList" id="api713" data-api-id="713" data-auth-type="oauth2" data-auth-flows=\'["client_cred","implicit"]\' data-available-keys="not json"',
      ) +
      list('apiId714', '{}').replace('<input name="params[city]" value="Oslo">', '<input type="file" name="params[city]">');
    const p = as(extract({ body: 'page-ioDocs', main }, '/io-docs'), 'ioDocs');
    const [weather, maps, pay] = p.content.apis;
    expect(weather).toMatchObject({ apiId: '712', descriptionHtml: null });
    expect(weather?.auth).toEqual({
      type: 'key',
      keys: [
        { key: 'k1', secret: 's1', application: 'Storm' },
        { key: '2', secret: null, application: null },
      ],
      secret: true,
      basicAuth: true,
      flows: [],
      autoExchangeAuthCode: false,
      wssTokenTypes: [],
      wssFields: [],
    });
    expect(maps).toMatchObject({
      apiId: '713',
      descriptionHtml: '<p>Maps <b>everywhere</b></p>',
      auth: { type: 'oauth2', flows: ['client_cred', 'implicit'], keys: [] },
    });
    expect(p.problems).toContainEqual({ kind: 'iodocs-keys-invalid', api: '713' });
    expect(pay).toMatchObject({ apiId: '714', auth: null });
    expect(pay?.endpoints[0]?.methods[0]?.parameters[0]?.file).toBe(true);
    expect(weather?.endpoints[0]?.methods[0]?.controlOrder).toEqual(['params[city]']);
    // the evidence: a non-empty value turns high-security secret management on (even "false")
    expect(p.content).toMatchObject({ token: 't0k3n', highSecurity: true, selectedApiId: '713' });
    const plain = as(extract({ body: 'page-ioDocs', main: list('apiId1', '{}') }, '/io-docs'), 'ioDocs');
    expect(plain.content).toMatchObject({ token: null, highSecurity: false, selectedApiId: null });
  });
});
