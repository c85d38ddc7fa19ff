// My Keys and the key pages (keys.ts): what the extractor reads from the server markup of these pages (plan
// h2 headings, div.key blocks: a dl of 4 or 5 dd values, table.key limits, .key-actions links; the delete-key,
// new-secret and key-activity pages) — and from the variants a portal may print instead (other dd counts with dt hints, limits after the block, links without containers).
import { describe, expect, it } from 'vitest';
import { SIGNED_IN, as, doc, extract, HOST } from '../../../test/extract/helpers.ts';
import { extractPage } from '../index.ts';

const ABBR = '<abbr title="2017-08-21T09:30:00Z">Aug 21, 2017</abbr>';
const CREATED = { value: '2017-08-21T09:30:00Z', text: 'Aug 21, 2017' };
const LIMITS =
  '<table class="key"><tr><td>Calls per second</td><td>2</td></tr><tr><td>Calls per day</td><td>5,000</td></tr></table>';
const LIMIT_ROWS = [
  { label: 'Calls per second', value: '2' },
  { label: 'Calls per day', value: '5,000' },
];
const ACTIONS = (k: string) =>
  `<div class="key-actions actions"><ul><li><a class="view-report action" href="/key/key-activity/${k}">Report</a></li>` +
  `<li><a class="delete action" href="/key/delete-key/${k}">Delete</a></li></ul></div>`;

/** a key block: dt/dd pairs, then whatever follows the dl */
const keyBlock = (pairs: [string, string][], after = '') =>
  `<div class="key"><dl>${pairs.map(([t, d]) => `<dt>${t}</dt><dd>${d}</dd>`).join('')}</dl>${after}</div>`;
const FIVE = (k = 'k3y0000aaaa1111'): [string, string][] => [
  ['Application', 'Storm Tracker'],
  ['Key', k],
  ['Secret', 's3cr3t99'],
  ['Status', 'active'],
  ['Registered', ABBR],
];
const FOUR = (k = 'k3y0000aaaa1111'): [string, string][] => [
  ['Application', 'Storm Tracker'],
  ['Key', k],
  ['Status', 'active'],
  ['Registered', ABBR],
];

const myKeys = (body: string, opts: { outside?: string } = {}) =>
  as(
    extract(
      {
        body: 'page-apps mykeys',
        userNav: SIGNED_IN,
        main:
          '<h1 class="first">My Account</h1><div class="section-menu navigation"><ul><li class="active"><a href="/apps/mykeys">Keys</a></li>' +
          `<li><a href="/apps/myapps">Apps</a></li></ul></div>${opts.outside ?? ''}<div class="section"><div class="section-body">${body}</div></div>`,
      },
      '/apps/mykeys',
    ),
    'accountKeys',
  );

describe('My Keys: the reference page', () => {
  it('plans with their keys, an empty plan with its message, the new-key link', () => {
    const p = myKeys(
      `<h2>Weather API — Basic plan</h2>${keyBlock(FIVE(), LIMITS + ACTIONS('k3y0000aaaa1111'))}` +
        '<h2>Maps API</h2><p>No keys for this API.</p><a class="action new-key" href="/apps/register">Get another key</a>',
    );
    expect(p.content.plans).toEqual([
      {
        name: 'Weather API — Basic plan',
        keys: [
          {
            application: 'Storm Tracker',
            key: 'k3y0000aaaa1111',
            secret: 's3cr3t99',
            status: 'active',
            created: CREATED,
            limits: LIMIT_ROWS,
            report: '/key/key-activity/k3y0000aaaa1111',
            delete: '/key/delete-key/k3y0000aaaa1111',
          },
        ],
        emptyMessage: null,
      },
      { name: 'Maps API', keys: [], emptyMessage: 'No keys for this API.' },
    ]);
    expect(p.content).toMatchObject({
      heading: 'My Account',
      newKey: '/apps/register',
      showShowKeys: false,
      showHideKeys: false,
      showKeysUrl: null,
      hideKeysUrl: null,
      actions: [],
      pagination: null,
      requestSecrets: null,
    });
    expect(p.problems).toEqual([]);
  });
});

describe('My Keys: a key block’s values', () => {
  const keyOfPage = (block: string) => {
    const p = myKeys(`<h2>Weather API</h2>${block}`);
    return { key: p.content.plans[0]!.keys[0]!, problems: p.problems };
  };

  it('four values: no secret', () => {
    expect(keyOfPage(keyBlock(FOUR())).key).toMatchObject({
      application: 'Storm Tracker',
      key: 'k3y0000aaaa1111',
      secret: null,
      status: 'active',
      created: CREATED,
    });
  });

  it('masked values (asterisks and the last characters) as printed', () => {
    const pairs = FIVE('************1111');
    pairs[2] = ['Secret', '******t99'];
    expect(keyOfPage(keyBlock(pairs)).key).toMatchObject({ key: '************1111', secret: '******t99' });
  });

  it('another count of values: each value by its dt (case-insensitive), reported', () => {
    const { key, problems } = keyOfPage(
      keyBlock([
        ['API KEY', 'k9'],
        ['Shared SECRET', 's9'],
        ['State', 'waiting'],
      ]),
    );
    expect(key).toMatchObject({ application: null, key: 'k9', secret: null, status: 'waiting', created: null });
    expect(problems).toEqual([{ kind: 'key-detail-count', key: 1, count: 3 }]);
  });

  it.each([
    ['Created', 'Status'],
    ['Registered', 'STATUS'],
    ['Issued', 'status'],
    ['Date', 'Status'],
    ['REGISTRATION DATE', 'Status'],
  ])('dt “%s” names the created value', (dt, status) => {
    const { key } = keyOfPage(
      keyBlock([
        ['Application name', 'Storm Tracker'],
        [status, 'active'],
        [dt, 'Aug 21, 2017'],
      ]),
    );
    expect(key).toMatchObject({ application: 'Storm Tracker', status: 'active', created: { value: null, text: 'Aug 21, 2017' } });
  });

  it('the first value with a role keeps it: a later dt naming the same role does not replace it', () => {
    const { key } = keyOfPage(
      keyBlock([
        ['Application', 'Storm Tracker'],
        ['Key', 'k3y1'],
        ['Key type', 'standard'],
        ['Status', 'active'],
        ['Status note', 'since May'],
        ['Created', ABBR],
      ]),
    );
    expect(key).toMatchObject({ application: 'Storm Tracker', key: 'k3y1', secret: null, status: 'active', created: CREATED });
  });

  it('without a dt naming it, the created value is the one holding a date element', () => {
    const { key } = keyOfPage(
      keyBlock([
        ['Application', 'Storm Tracker'],
        ['Key', 'k3y1'],
        ['Since', `<time datetime="2018-01-02">Jan 2</time>`],
      ]),
    );
    expect(key.created).toEqual({ value: '2018-01-02', text: 'Jan 2' });
  });

  it('a dt hint is read from the dt before the value, past other elements', () => {
    const { key } = keyOfPage(
      '<div class="key"><dl><dt>Key</dt><span class="help">(required)</span><dd>k3y1</dd><dt>Status</dt><dd>active</dd></dl></div>',
    );
    expect(key).toMatchObject({ key: 'k3y1', status: 'active', application: null });
  });

  it('values with no dt at all: no roles, no created date', () => {
    const { key, problems } = keyOfPage('<div class="key"><dl><dd>Storm Tracker</dd><dd>k3y1</dd><dd>x</dd></dl></div>');
    expect(key).toMatchObject({ application: null, key: null, secret: null, status: null, created: null });
    expect(problems).toEqual([{ kind: 'key-detail-count', key: 1, count: 3 }]);
  });

  it('a key block nested in a key’s value is not one of its values', () => {
    const pairs = FOUR();
    pairs[0] = ['Application', 'Storm <span class="key"><dl><dt>Key</dt><dd>FAKE</dd></dl></span>'];
    const p = myKeys(`<h2>Weather API</h2>${keyBlock(pairs)}`);
    expect(p.content.plans[0]!.keys).toHaveLength(1);
    expect(p.content.plans[0]!.keys[0]).toMatchObject({ key: 'k3y0000aaaa1111', status: 'active', created: CREATED });
  });
});

describe('My Keys: a key’s limits and actions', () => {
  const keys = (body: string) => myKeys(`<h2>Weather API</h2>${body}`).content.plans[0]!.keys;

  it('a limits table right after the block (outside it)', () => {
    const [k] = keys(keyBlock(FOUR(), ACTIONS('k1')) + LIMITS);
    expect(k!.limits).toEqual(LIMIT_ROWS);
  });

  it('a table after the block that is not table.key is not its limits', () => {
    const [k] = keys(keyBlock(FOUR()) + '<table><tr><td>Calls per day</td><td>9</td></tr></table>');
    expect(k!.limits).toEqual([]);
  });

  it('a key block after the block is not its limits', () => {
    const [a, b] = keys(keyBlock(FOUR('k1')) + keyBlock(FOUR('k2'), LIMITS));
    expect([a!.limits, b!.limits]).toEqual([[], LIMIT_ROWS]);
  });

  it('the limits table inside the block wins over one after it', () => {
    const [k] = keys(
      keyBlock(FOUR(), '<table class="key"><tr><td>QPS</td><td>2</td></tr></table>') +
        '<table class="key"><tr><td>Calls per day</td><td>5,000</td></tr></table>',
    );
    expect(k!.limits).toEqual([{ label: 'QPS', value: '2' }]);
  });

  it('links without an actions container, outside the values and the limits table', () => {
    const limits =
      '<table class="key"><tr><td>Calls per day</td><td>5,000 <a class="delete" href="/help/limits">?</a></td></tr></table>';
    const [k] = keys(
      keyBlock(
        FOUR(),
        `${limits}<p><a class="view-report" href="/key/key-activity/k1">Report</a> <a class="delete" href="/key/delete-key/k1">Delete</a></p>`,
      ),
    );
    expect(k).toMatchObject({ report: '/key/key-activity/k1', delete: '/key/delete-key/k1' });
  });

  it('the action class on the item around the link', () => {
    const actions =
      '<div class="key-actions actions"><ul><li class="view-report"><a href="/key/key-activity/k1">Report</a></li>' +
      '<li class="delete"><a href="/key/delete-key/k1">Delete</a></li></ul></div>';
    const [k] = keys(keyBlock(FOUR(), actions));
    expect(k).toMatchObject({ report: '/key/key-activity/k1', delete: '/key/delete-key/k1' });
  });

  it('the a.delete link wins over an earlier .delete element in the container', () => {
    const actions =
      '<div class="key-actions actions"><span class="delete view-report"><a href="/help/keys">?</a></span>' +
      '<a class="view-report action" href="/key/key-activity/k1">Report</a><a class="delete action" href="/key/delete-key/k1">Delete</a></div>';
    const [k] = keys(keyBlock(FOUR(), actions));
    expect(k).toMatchObject({ report: '/key/key-activity/k1', delete: '/key/delete-key/k1' });
  });

  it('unsafe action links are dropped and reported', () => {
    const actions =
      '<div class="key-actions actions"><a class="view-report action" href="javascript:r()">R</a><a class="delete action" href="javascript:d()">D</a></div>';
    const p = myKeys(`<h2>Weather API</h2>${keyBlock(FOUR(), actions)}`);
    expect(p.content.plans[0]!.keys[0]).toMatchObject({ report: null, delete: null });
    expect(p.problems).toEqual([
      { kind: 'url-dropped', what: 'report link', scheme: 'javascript:' },
      { kind: 'url-dropped', what: 'delete link', scheme: 'javascript:' },
    ]);
  });
});

describe('My Keys: plans', () => {
  it('h2 headings in the navigation, actions or a key’s values are not plans', () => {
    const pairs = FOUR();
    pairs[0] = ['Application', 'Storm <h2>Free keys</h2>'];
    const p = myKeys(
      '<div class="actions"><h2>Actions</h2><a class="action new-key" href="/apps/register">Get a key</a></div>' +
        `<h2>Weather API</h2>${keyBlock(pairs)}`,
      { outside: '<div class="navigation"><h2>Account</h2></div>' },
    );
    expect(p.content.plans.map((x) => [x.name, x.keys.map((k) => k.key)])).toEqual([['Weather API', ['k3y0000aaaa1111']]]);
  });

  it('h3 plan headings when the only h2s are the navigation’s', () => {
    const p = myKeys(`<h3>Weather API</h3>${keyBlock(FOUR('k1'))}<h3>Maps API</h3>${keyBlock(FOUR('k2'))}`, {
      outside: '<div class="section-menu"><h2>My Account</h2></div>',
    });
    expect(p.content.plans.map((x) => [x.name, x.keys.map((k) => k.key)])).toEqual([
      ['Weather API', ['k1']],
      ['Maps API', ['k2']],
    ]);
  });

  it('an empty plan heading: the plan has no name', () => {
    const p = myKeys(`<h2> </h2>${keyBlock(FOUR())}`);
    expect(p.content.plans.map((x) => [x.name, x.keys.length])).toEqual([[null, 1]]);
  });

  it('a table.key or a .key without values is not a key block', () => {
    const p = myKeys(`<h2>Weather API</h2><p>Your <span class="key">key</span> is below.</p>${keyBlock(FOUR())}${LIMITS}`);
    expect(p.content.plans[0]!.keys.map((k) => k.key)).toEqual(['k3y0000aaaa1111']);
  });

  it('keys before the first plan heading: an unnamed plan first', () => {
    const p = myKeys(`${keyBlock(FOUR('k0'))}${keyBlock(FOUR('k1'))}<h2>Weather API</h2>${keyBlock(FOUR('k2'))}`);
    expect(p.content.plans.map((x) => [x.name, x.keys.map((k) => k.key)])).toEqual([
      [null, ['k0', 'k1']],
      ['Weather API', ['k2']],
    ]);
  });

  it('keys are numbered across plans in problems', () => {
    const three: [string, string][] = [
      ['Key', 'k9'],
      ['Status', 'active'],
      ['Created', 'today'],
    ];
    const p = myKeys(`<h2>A</h2>${keyBlock(FOUR('k1'))}<h2>B</h2>${keyBlock(three)}`);
    expect(p.problems).toEqual([{ kind: 'key-detail-count', key: 2, count: 3 }]);
  });

  it('a key that cannot be read is left out and reported by its number; the others stay', () => {
    const d = doc({
      body: 'page-apps mykeys',
      userNav: SIGNED_IN,
      main: `<h1 class="first">My Keys</h1><div class="section-body"><h2>Weather API</h2>${keyBlock(FOUR('k1'))}${keyBlock(FOUR('k2'))}${keyBlock(FOUR('k3'))}</div>`,
    });
    Object.defineProperty(d.querySelectorAll('.key dd')[5]!, 'firstChild', {
      get() {
        throw new Error('flaky DOM');
      },
    });
    const p = as(extractPage(d, `${HOST}/apps/mykeys`), 'accountKeys');
    expect(p.content.plans[0]!.keys.map((k) => k.key)).toEqual(['k1', 'k3']);
    expect(p.problems).toContainEqual({ kind: 'read-failed', what: 'key 2', message: 'flaky DOM' });
  });
});

describe('My Keys: the empty-plan message', () => {
  const message = (after: string) => myKeys(`<h2>Maps API</h2>${after}`).content.plans[0]!.emptyMessage;

  it('every text up to the next plan heading', () => {
    const p = myKeys('<h2>Maps API</h2><p>No keys for this API.</p><p>Ask for one.</p><h2>Weather API</h2><p>None either.</p>');
    expect(p.content.plans.map((x) => x.emptyMessage)).toEqual(['No keys for this API. Ask for one.', 'None either.']);
  });

  it('up to the next key block, or an element holding one', () => {
    expect(message(`<p>Keys:</p>${keyBlock(FOUR())}<p>after</p>`)).toBeNull();
    const p = myKeys(`<h2>Maps API</h2><p>No keys.</p><div class="wrap">${keyBlock(FOUR())}</div><p>after</p>`);
    expect(p.content.plans[0]!.emptyMessage).toBeNull();
    const q = myKeys(`<h2>Maps API</h2><p>No keys.</p><div class="wrap"><h2>Weather</h2></div><p>after</p>`);
    expect(q.content.plans[0]!.emptyMessage).toBe('No keys.');
  });

  it('without the page’s actions, page info, new-key link, scripts and forms', () => {
    expect(
      message(
        '<p>No keys for this API.</p><div class="actions"><a class="show-keys action" href="/apps/mykeys?showKeys=true">Show</a></div>' +
          '<div class="page-info" style="display: none;">true-1-1-</div><a class="action new-key" href="/apps/register">Get a key</a>' +
          '<p class="more"><a class="new-key" href="/apps/register">Get one</a></p><script>var x = 1;</script>' +
          '<form method="get" action="/apps/mykeys"><input type="submit" value="Go"></form><p>Contact us.</p>',
      ),
    ).toBe('No keys for this API. Contact us.');
  });

  it('a table.key after the heading does not end the message', () => {
    expect(message(`<p>No keys.</p>${LIMITS}`)).toBe('No keys. Calls per second 2 Calls per day 5,000');
  });

  it('nothing after the heading: no message; empty elements are skipped', () => {
    expect(message('')).toBeNull();
    expect(message('<p> </p><div></div>')).toBeNull();
  });

  it('a plan with keys has no empty message, even with text before its keys', () => {
    const p = myKeys(`<h2>Weather API</h2><p>Your keys:</p>${keyBlock(FOUR())}`);
    expect(p.content.plans[0]!.emptyMessage).toBeNull();
  });

  it('h3 plans end their message at the next h3', () => {
    const p = myKeys('<h3>Maps API</h3><p>No keys.</p><h3>Weather API</h3><p>None.</p>');
    expect(p.content.plans.map((x) => [x.name, x.emptyMessage])).toEqual([
      ['Maps API', 'No keys.'],
      ['Weather API', 'None.'],
    ]);
  });
});

describe('My Keys: page links', () => {
  it('show keys (masked page): flag and URL', () => {
    const p = myKeys(
      '<div class="actions"><a class="show-keys action" href="/apps/mykeys?showKeys=true">Show keys &amp; secrets</a></div>' +
        `<h2>Weather API</h2>${keyBlock(FOUR('************1111'))}`,
    );
    expect(p.content).toMatchObject({
      showShowKeys: true,
      showHideKeys: false,
      showKeysUrl: '/apps/mykeys?showKeys=true',
      hideKeysUrl: null,
      actions: [],
    });
  });

  it('hide keys (shown page): flag and URL', () => {
    const p = myKeys(
      '<div class="actions"><a class="hide-keys action" href="/apps/mykeys">Hide keys</a></div>' +
        `<h2>Weather API</h2>${keyBlock(FIVE())}`,
    );
    expect(p.content).toMatchObject({
      showShowKeys: false,
      showHideKeys: true,
      showKeysUrl: null,
      hideKeysUrl: '/apps/mykeys',
      actions: [],
    });
  });

  it('the link classes on the items around the links', () => {
    const p = myKeys(
      '<ul class="actions"><li class="show-keys"><a href="/apps/mykeys?showKeys=true">Show</a></li>' +
        '<li class="hide-keys"><a href="/apps/mykeys">Hide</a></li><li class="new-key"><a href="/apps/register">New key</a></li></ul>',
    );
    expect(p.content).toMatchObject({
      showShowKeys: true,
      showHideKeys: true,
      showKeysUrl: '/apps/mykeys?showKeys=true',
      hideKeysUrl: '/apps/mykeys',
      newKey: '/apps/register',
    });
  });

  it('the a.* links win over earlier elements of the same class', () => {
    const p = myKeys(
      '<div class="show-keys hide-keys new-key"><a href="/docs/read/Keys">About keys</a></div>' +
        '<div class="actions"><a class="show-keys action" href="/apps/mykeys?showKeys=true">Show</a>' +
        '<a class="hide-keys action" href="/apps/mykeys">Hide</a><a class="new-key action" href="/apps/register">New</a>' +
        '<a class="request-secrets action" href="/member/request-display-key-info">Display secrets</a></div>',
    );
    expect(p.content).toMatchObject({
      showKeysUrl: '/apps/mykeys?showKeys=true',
      hideKeysUrl: '/apps/mykeys',
      newKey: '/apps/register',
      requestSecrets: '/member/request-display-key-info',
    });
  });

  it('an unsafe new-key or secrets-request link is dropped and reported', () => {
    const p = myKeys(
      '<a class="action new-key" href="javascript:n()">New</a><a class="request-secrets action" href="javascript:s()">Secrets</a>',
    );
    expect(p.content).toMatchObject({ newKey: null, requestSecrets: null });
    expect(p.problems).toEqual([
      { kind: 'url-dropped', what: 'new-key link', scheme: 'javascript:' },
      { kind: 'url-dropped', what: 'secrets-request link', scheme: 'javascript:' },
    ]);
  });

  it('other page actions: kept once each, with label and URL; not the known links, a key’s, the navigation’s or an application’s', () => {
    const p = myKeys(
      '<div class="actions"><a class="show-keys action" href="/apps/mykeys?showKeys=true">Show</a>' +
        '<a class="action" href="/docs/read/Keys">About keys</a><a class="action" href="/docs/read/Keys">About keys again</a>' +
        '<a class="action export" href="/apps/mykeys.csv">Export</a><a class="action" href="/apps/x"> </a>' +
        '<a class="action" href="javascript:x()">Bad</a><a class="action">No link</a>' +
        '<a class="action request-secrets" href="/member/secrets">Secrets</a>' +
        '<a class="action" href="/member/request-display-key-info?k=1">Display secrets</a>' +
        '<a class="action new-key" href="/apps/register">New</a></div>' +
        `<h2>Weather API</h2>${keyBlock(FOUR(), ACTIONS('k1') + '<a class="action" href="/key/x">In key</a>')}` +
        '<div class="application"><a class="action" href="/apps/edit/1">App</a></div>',
      { outside: '<div class="navigation"><a class="action" href="/member/edit">Account</a></div>' },
    );
    expect(p.content.actions).toEqual([
      { label: 'About keys', url: '/docs/read/Keys' },
      { label: 'Export', url: '/apps/mykeys.csv' },
    ]);
    expect(p.content.requestSecrets).toBe('/member/secrets');
  });
});

describe('key pages: the key detail', () => {
  const FORM =
    '<form method="post" action="/key/delete-key/k3y0000aaaa1111"><input type="hidden" name="token" value="z9"><input type="submit" id="process" value="Delete"></form>';
  const page = (body: string, kind = 'delete-key', outside = '') =>
    extract(
      {
        body: `page-key ${kind}`,
        userNav: SIGNED_IN,
        main: `<h1 class="first">Delete Key</h1>${outside}<div class="section"><div class="section-body">${body}</div></div>`,
      },
      '/key/delete-key/k3y0000aaaa1111',
    );
  const del = (body: string, outside = '') => as(page(body, 'delete-key', outside), 'keyDelete');

  it('delete key, the reference page: API, values, limits, the form', () => {
    const p = del(`<h2>Weather API</h2>${keyBlock(FOUR(), LIMITS)}${FORM}`);
    expect(p.content.detail).toEqual({
      api: 'Weather API',
      application: 'Storm Tracker',
      key: 'k3y0000aaaa1111',
      secret: null,
      status: 'active',
      created: CREATED,
      limits: LIMIT_ROWS,
    });
    expect(p.content.form).toMatchObject({
      action: '/key/delete-key/k3y0000aaaa1111',
      method: 'post',
      hidden: [{ name: 'token', value: 'z9' }],
      submit: { id: 'process' },
    });
    expect(p.content.heading).toBe('Delete Key');
    expect(p.problems).toEqual([]);
  });

  it('five values: the secret', () => {
    expect(del(`<h2>Weather API</h2>${keyBlock(FIVE())}${FORM}`).content.detail).toMatchObject({
      secret: 's3cr3t99',
      status: 'active',
    });
  });

  it('the API heading: an h3 when there is no h2 before the block', () => {
    expect(del(`<h3>Weather API</h3>${keyBlock(FOUR())}<h2>Are you sure?</h2>${FORM}`).content.detail?.api).toBe('Weather API');
  });

  it('the API heading: the h2 wins over an earlier h3', () => {
    expect(del(`<h3>Key</h3><h2>Weather API</h2>${keyBlock(FOUR())}${FORM}`).content.detail?.api).toBe('Weather API');
  });

  it('the API heading is not one in the navigation', () => {
    const p = del(`${keyBlock(FOUR())}${FORM}`, '<div class="section-menu navigation"><h2>My Account</h2></div>');
    expect(p.content.detail?.api).toBeNull();
  });

  it('no heading: no API', () => {
    expect(del(`${keyBlock(FOUR())}${FORM}`).content.detail?.api).toBeNull();
  });

  it('no key block: no detail, reported; the form stays', () => {
    const p = del(`<h2>Weather API</h2><p>This key no longer exists.</p>${FORM}`);
    expect(p.content.detail).toBeNull();
    expect(p.content.form?.action).toBe('/key/delete-key/k3y0000aaaa1111');
    expect(p.problems).toEqual([{ kind: 'missing', what: 'key block (div.key)' }]);
  });

  it('a table.key is not the key block', () => {
    const p = del(`<h2>Weather API</h2>${LIMITS}${keyBlock(FOUR())}${FORM}`);
    expect(p.content.detail).toMatchObject({ key: 'k3y0000aaaa1111', limits: LIMIT_ROWS });
  });

  it('limits elsewhere on the page when the block has none; not a table in its values', () => {
    const pairs = FOUR();
    pairs[0] = ['Application', 'Storm <table class="key"><tr><td>Calls per day</td><td>999999</td></tr></table>'];
    const p = del(`<h2>Weather API</h2>${keyBlock(pairs)}${FORM}<div class="limits">${LIMITS}</div>`);
    expect(p.content.detail?.limits).toEqual(LIMIT_ROWS);
  });

  it('no form: null, reported', () => {
    const p = del(`<h2>Weather API</h2>${keyBlock(FOUR())}`);
    expect(p.content.form).toBeNull();
    expect(p.problems).toEqual([{ kind: 'missing', what: 'server form on this page' }]);
  });

  it('a form in a key value is not the page’s', () => {
    const pairs = FOUR();
    pairs[0] = ['Application', `Storm ${FORM.replace('/key/delete-key/k3y0000aaaa1111', '/elsewhere')}`];
    const p = del(`<h2>Weather API</h2>${keyBlock(pairs)}${FORM}`);
    expect(p.content.form?.action).toBe('/key/delete-key/k3y0000aaaa1111');
  });

  it('a detail that cannot be read is reported; the form stays', () => {
    const d = doc({
      body: 'page-key delete-key',
      userNav: SIGNED_IN,
      main: `<h1 class="first">Delete Key</h1><div class="section-body"><h2>Weather API</h2>${keyBlock(FOUR())}${FORM}</div>`,
    });
    Object.defineProperty(d.querySelector('.key dd')!, 'firstChild', {
      get() {
        throw new Error('flaky DOM');
      },
    });
    const p = as(extractPage(d, `${HOST}/key/delete-key/k1`), 'keyDelete');
    expect(p.content.detail).toBeNull();
    expect(p.content.form?.action).toBe('/key/delete-key/k3y0000aaaa1111');
    expect(p.problems).toContainEqual({ kind: 'read-failed', what: 'key detail', message: 'flaky DOM' });
  });

  it('new secret (proposed markup): the detail with the new secret and the notice; no form, not reported', () => {
    const p = as(page(`<h2>Weather API</h2>${keyBlock(FIVE())}<p>Store this secret now.</p>`, 'regenerate-secret'), 'keySecret');
    expect(p.content.detail).toEqual({
      api: 'Weather API',
      application: 'Storm Tracker',
      key: 'k3y0000aaaa1111',
      secret: 's3cr3t99',
      status: 'active',
      created: CREATED,
      limits: [],
    });
    expect(p.content.form).toBeNull();
    expect(p.content.mainHtml).toContain('<p>Store this secret now.</p>');
    expect(p.problems).toEqual([]);
  });

  it('new secret: a form of the page; not one in a key value', () => {
    const pairs = FIVE();
    pairs[0] = ['Application', `Storm <form method="post" action="/elsewhere"></form>`];
    const p = as(page(`<h2>Weather API</h2>${keyBlock(pairs)}${FORM}`, 'regenerate-secret'), 'keySecret');
    expect(p.content.form?.action).toBe('/key/delete-key/k3y0000aaaa1111');
  });

  it('messages of the page, not those in a key value', () => {
    const pairs = FOUR();
    pairs[0] = ['Application', 'Storm <ul class="success"><li>Deleted!</li></ul>'];
    const p = del(`<ul class="success"><li>Secret changed.</li></ul><h2>Weather API</h2>${keyBlock(pairs)}${FORM}`);
    expect(p.content.messages).toEqual(['Secret changed.']);
  });
});

describe('key activity', () => {
  const activity = (body: string, extra: { outside?: string; after?: string } = {}) =>
    as(
      extract(
        {
          body: 'page-key key-activity',
          userNav: SIGNED_IN,
          main: `<h1 class="first">Key Activity</h1>${extra.outside ?? ''}<div class="section"><div class="section-body"><h2>Weather API</h2>${keyBlock(FOUR(), LIMITS)}${body}</div></div>`,
          page: extra.after,
        },
        '/key/key-activity/k3y0000aaaa1111',
      ),
      'keyActivity',
    );
  const SELECTOR =
    '<div id="date_selector"><form method="get" action="/key/key-activity/k3y0000aaaa1111"><select name="range"><option value="7">Last 7 days</option></select></form></div>';
  const REPORTS =
    '<div class="reports"><div class="report"><div class="chart loading" id="chart_calls"></div><div class="chart" id="chart_errors"></div><div class="chart"></div></div></div>';

  it('the reference page: detail, date selector, initCharts, charts', () => {
    const p = activity(
      `${SELECTOR}${REPORTS}<script type="text/javascript">initCharts("k3y0000aaaa1111", "2017-08-01", "2017-08-31");</script>`,
    );
    expect(p.content.detail).toEqual({
      api: 'Weather API',
      application: 'Storm Tracker',
      key: 'k3y0000aaaa1111',
      secret: null,
      status: 'active',
      created: CREATED,
      limits: LIMIT_ROWS,
    });
    expect(p.content).toMatchObject({
      form: null,
      dateSelectorHtml:
        '<form method="get" action="/key/key-activity/k3y0000aaaa1111"><select name="range"><option value="7">Last 7 days</option></select></form>',
      init: {
        call: 'initCharts("k3y0000aaaa1111", "2017-08-01", "2017-08-31")',
        args: ['k3y0000aaaa1111', '2017-08-01', '2017-08-31'],
      },
      chartIds: ['chart_calls', 'chart_errors'],
      reportTabs: [],
    });
    expect(p.content.dateSelector).toMatchObject({ action: '/key/key-activity/k3y0000aaaa1111', method: 'get' });
    expect(p.problems).toEqual([]);
  });

  it('a date selector that is the form itself', () => {
    const p = activity(
      '<form id="date_selector" method="get" action="/key/key-activity/k1"><select name="range"><option value="30">30 days</option></select></form>',
    );
    expect(p.content.dateSelector).toMatchObject({ action: '/key/key-activity/k1', fields: [{ name: 'range', value: '30' }] });
    expect(p.content.dateSelectorHtml).toBe('<select name="range"><option value="30">30 days</option></select>');
  });

  it('a date selector outside #main (elsewhere in the page)', () => {
    const p = activity('', { after: SELECTOR });
    expect(p.content.dateSelector?.action).toBe('/key/key-activity/k3y0000aaaa1111');
  });

  it('an empty date selector: no HTML, no form', () => {
    const p = activity('<div id="date_selector">  </div>');
    expect(p.content).toMatchObject({ dateSelectorHtml: null, dateSelector: null });
  });

  it('no date selector, no script, no charts', () => {
    const p = activity('');
    expect(p.content).toMatchObject({ dateSelectorHtml: null, dateSelector: null, init: null, chartIds: [], reportTabs: [] });
    expect(p.problems).toEqual([]);
  });

  it('initCharts with arguments that are not literals: the call text, no arguments, reported', () => {
    const p = activity('<script>initCharts(key, range);</script>');
    expect(p.content.init).toEqual({ call: 'initCharts(key, range)', args: null });
    expect(p.problems).toEqual([{ kind: 'init-charts-not-literal' }]);
  });

  it('report tabs: the main’s ul.nav — label, URL, fragment, active and options', () => {
    const p = activity(
      '<ul class="nav"><li class="active"><a href="#calls">Calls</a></li><li><a href="#errors-by_code">Errors</a></li>' +
        '<li class="options"><a href=" /key/key-activity/k1?range=30 ">Options</a></li><li><a href="#">Top</a></li>' +
        '<li><a href="javascript:x()">Bad</a></li><li><a href="#empty"> </a></li><li><a>No link</a></li>' +
        '<li><span><a href="#nested">Nested</a></span></li></ul>' +
        REPORTS,
    );
    expect(p.content.reportTabs).toEqual([
      { label: 'Calls', url: '/key/key-activity/k3y0000aaaa1111#calls', fragment: '#calls', active: true, option: false },
      {
        label: 'Errors',
        url: '/key/key-activity/k3y0000aaaa1111#errors-by_code',
        fragment: '#errors-by_code',
        active: false,
        option: false,
      },
      { label: 'Options', url: '/key/key-activity/k1?range=30', fragment: null, active: false, option: true },
      { label: 'Top', url: '/key/key-activity/k3y0000aaaa1111', fragment: null, active: false, option: false },
    ]);
    // the page's links (messageLinks) drop it too
    expect(p.problems).toEqual([
      { kind: 'url-dropped', what: 'link', scheme: 'javascript:' },
      { kind: 'url-dropped', what: 'report tab', scheme: 'javascript:' },
    ]);
  });

  it('report tabs of a ul.nav next to the report area when the page’s main is not .main', () => {
    const d = doc({
      body: 'page-key key-activity',
      userNav: SIGNED_IN,
      main:
        `<h1 class="first">Key Activity</h1><div class="section-body"><h2>Weather API</h2>${keyBlock(FOUR())}` +
        '<div class="side"><ul class="nav"><li><a href="#side">Side</a></li></ul></div>' +
        `<div class="report-area"><ul class="nav"><li class="active"><a href="#calls">Calls</a></li></ul>${REPORTS}</div></div>`,
    });
    d.getElementById('main')!.className = '';
    const p = as(extractPage(d, `${HOST}/key/key-activity/k1`), 'keyActivity');
    expect(p.content.reportTabs.map((t) => [t.label, t.active])).toEqual([['Calls', true]]);
  });

  it.each([
    ['.report', '<div class="report"></div>'],
    ['.chart', '<div class="chart" id="c"></div>'],
  ])('a ul.nav next to a %s is the report tab list', (_, area) => {
    const d = doc({
      body: 'page-key key-activity',
      userNav: SIGNED_IN,
      main: `<h1 class="first">Key Activity</h1><div class="section-body"><h2>Weather API</h2>${keyBlock(FOUR())}<div><ul class="nav"><li><a href="#calls">Calls</a></li></ul>${area}</div></div>`,
    });
    d.getElementById('main')!.className = '';
    const p = as(extractPage(d, `${HOST}/key/key-activity/k1`), 'keyActivity');
    expect(p.content.reportTabs.map((t) => t.label)).toEqual(['Calls']);
  });

  it('a ul.nav and chart in a key value are not the page’s', () => {
    const d = doc({
      body: 'page-key key-activity',
      userNav: SIGNED_IN,
      main:
        `<h1 class="first">Key Activity</h1><div class="section-body"><h2>Weather API</h2>` +
        keyBlock([
          [
            'Application',
            '<div class="main"><ul class="nav"><li><a href="#evil">Evil</a></li></ul><div class="chart" id="chart_evil"></div></div>',
          ],
          ['Key', 'k1'],
          ['Status', 'active'],
          ['Created', ABBR],
        ]) +
        '</div>',
    });
    d.getElementById('main')!.className = '';
    const p = as(extractPage(d, `${HOST}/key/key-activity/k1`), 'keyActivity');
    expect(p.content).toMatchObject({ reportTabs: [], chartIds: [] });
  });

  it('report tabs that cannot be read are reported; the rest of the page stays', () => {
    const d = doc({
      body: 'page-key key-activity',
      userNav: SIGNED_IN,
      main: `<h1 class="first">Key Activity</h1><div class="section-body"><h2>Weather API</h2>${keyBlock(FOUR())}<ul class="nav"><li><a href="#calls">Calls</a></li></ul></div>`,
    });
    // the tab's item cannot tell whether it is active (selector matching, which asks other classes, still works)
    const li = d.querySelector('ul.nav li')!;
    const own = li.classList;
    Object.defineProperty(li, 'classList', {
      get: () => ({
        contains: (c: string) => {
          if (c === 'active') throw new Error('flaky DOM');
          return own.contains(c);
        },
      }),
    });
    const p = as(extractPage(d, `${HOST}/key/key-activity/k1`), 'keyActivity');
    expect(p.content.reportTabs).toEqual([]);
    expect(p.content.detail?.key).toBe('k3y0000aaaa1111');
    expect(p.problems).toContainEqual({ kind: 'read-failed', what: 'report tabs', message: 'flaky DOM' });
  });
});

describe('My Keys: links whose class is on the item around them are not other actions', () => {
  it('show / hide keys and new key as li classes: read once, not again among the other actions', () => {
    const p = myKeys(
      '<ul class="actions"><li class="show-keys"><a class="action" href="/apps/mykeys?showKeys=true">Show keys</a></li>' +
        '<li class="hide-keys"><a class="action" href="/apps/mykeys">Hide keys</a></li>' +
        '<li class="new-key"><a class="action" href="/apps/register">Get another key</a></li>' +
        '<li><a class="action" href="/docs/read/Keys">About keys</a></li></ul>',
    );
    expect(p.content).toMatchObject({
      showKeysUrl: '/apps/mykeys?showKeys=true',
      hideKeysUrl: '/apps/mykeys',
      newKey: '/apps/register',
      actions: [{ label: 'About keys', url: '/docs/read/Keys' }],
    });
  });
});

describe('key blocks: what is not one', () => {
  const LIMITS_DL =
    '<table class="key"><tr><td>Calls per day</td><td><dl><dt>weekdays</dt><dd>5,000</dd><dt>weekends</dt><dd>1,000</dd></dl></td></tr></table>';

  it('My Keys: a limits table whose cell holds a dl is not a key block', () => {
    const p = myKeys(`<h2>Weather API</h2>${LIMITS_DL}${keyBlock(FOUR())}`);
    expect(p.content.plans[0]!.keys.map((k) => k.key)).toEqual(['k3y0000aaaa1111']);
    expect(p.problems).toEqual([]);
  });

  it('key detail: a limits table (with a dl) or a highlighted key in the text before the block is not the block', () => {
    const p = as(
      extract(
        {
          body: 'page-key delete-key',
          userNav: SIGNED_IN,
          main:
            '<h1 class="first">Delete Key</h1><div class="section-body"><h2>Weather API</h2>' +
            `<p>Delete the key <span class="key">k3y0000aaaa1111</span>?</p>${LIMITS_DL}${keyBlock(FOUR())}` +
            '<form method="post" action="/key/delete-key/k3y0000aaaa1111"><input type="submit" value="Delete"></form></div>',
        },
        '/key/delete-key/k3y0000aaaa1111',
      ),
      'keyDelete',
    );
    expect(p.content.detail).toMatchObject({ api: 'Weather API', application: 'Storm Tracker', key: 'k3y0000aaaa1111' });
  });

  it('a second dl in the block (limits printed as a list) holds no values of the key', () => {
    const p = myKeys(`<h2>Weather API</h2>${keyBlock(FOUR(), '<dl class="limits"><dt>Calls per day</dt><dd>5,000</dd></dl>')}`);
    expect(p.content.plans[0]!.keys[0]).toMatchObject({
      key: 'k3y0000aaaa1111',
      secret: null,
      status: 'active',
      created: CREATED,
    });
    expect(p.problems).toEqual([]);
  });

  it('a list written into a value holds no values of the key', () => {
    const pairs = FIVE();
    pairs[0] = ['Application', 'Storm <dl><dt>Owner</dt><dd>jdoe</dd></dl>'];
    const p = myKeys(`<h2>Weather API</h2>${keyBlock(pairs)}`);
    expect(p.content.plans[0]!.keys[0]).toMatchObject({ key: 'k3y0000aaaa1111', secret: 's3cr3t99', status: 'active' });
    expect(p.problems).toEqual([]);
  });

  it('a link with an action class outside the key’s actions container is not its action', () => {
    const p = myKeys(
      `<h2>Weather API</h2>${keyBlock(
        FOUR(),
        '<p class="note"><a class="delete" href="/docs/read/Deleting_keys">About deleting keys</a></p>' + ACTIONS('k1'),
      )}`,
    );
    expect(p.content.plans[0]!.keys[0]).toMatchObject({ report: '/key/key-activity/k1', delete: '/key/delete-key/k1' });
  });

  it('a key block without values (pending) ends the plan’s message, and is no key', () => {
    const p = myKeys(
      '<h2>Maps API</h2><p>No active keys.</p><div class="key pending">Key pending approval</div><p>Contact us.</p>',
    );
    expect(p.content.plans).toEqual([{ name: 'Maps API', keys: [], emptyMessage: 'No active keys.' }]);
  });

  it('a plan message that cannot be read is reported; the plan stays', () => {
    const d = doc({
      body: 'page-apps mykeys',
      userNav: SIGNED_IN,
      main: '<h1 class="first">My Keys</h1><div class="section-body"><h2>Maps API</h2><p>No keys.</p></div>',
    });
    Object.defineProperty(d.querySelector('.section-body p')!, 'firstChild', {
      get() {
        throw new Error('flaky DOM');
      },
    });
    const p = as(extractPage(d, `${HOST}/apps/mykeys`), 'accountKeys');
    expect(p.content.plans).toEqual([{ name: 'Maps API', keys: [], emptyMessage: null }]);
    expect(p.problems).toContainEqual({ kind: 'read-failed', what: 'plan message', message: 'flaky DOM' });
  });
});

describe('key pages: unreadable parts', () => {
  const flakyKey = (body: string, main: string) => {
    const d = doc({ body, userNav: SIGNED_IN, main });
    Object.defineProperty(d.querySelector('.key dd')!, 'firstChild', {
      get() {
        throw new Error('flaky DOM');
      },
    });
    return d;
  };

  it('new secret: a detail that cannot be read is reported', () => {
    const d = flakyKey(
      'page-key regenerate-secret',
      `<h1 class="first">New Secret</h1><div class="section-body"><h2>Weather API</h2>${keyBlock(FIVE())}<p>Store this secret now.</p></div>`,
    );
    const p = as(extractPage(d, `${HOST}/key/regenerateSecret/k1`), 'keySecret');
    expect(p.content.detail).toBeNull();
    expect(p.problems).toContainEqual({ kind: 'read-failed', what: 'key detail', message: 'flaky DOM' });
  });

  it('key activity: a detail that cannot be read is reported; the charts stay', () => {
    const d = flakyKey(
      'page-key key-activity',
      `<h1 class="first">Key Activity</h1><div class="section-body"><h2>Weather API</h2>${keyBlock(FOUR())}<div class="chart" id="chart_calls"></div></div>`,
    );
    const p = as(extractPage(d, `${HOST}/key/key-activity/k1`), 'keyActivity');
    expect(p.content.detail).toBeNull();
    expect(p.content.chartIds).toEqual(['chart_calls']);
    expect(p.problems).toContainEqual({ kind: 'read-failed', what: 'key detail', message: 'flaky DOM' });
  });

  it('key activity: scripts that cannot be read are reported as the initCharts call', () => {
    const d = doc({
      body: 'page-key key-activity',
      userNav: SIGNED_IN,
      main: `<h1 class="first">Key Activity</h1><div class="section-body"><h2>Weather API</h2>${keyBlock(FOUR())}<script>initCharts("k1");</script></div>`,
    });
    Object.defineProperty(d.querySelector('#main script')!, 'textContent', {
      get() {
        throw new Error('flaky DOM');
      },
    });
    const p = as(extractPage(d, `${HOST}/key/key-activity/k1`), 'keyActivity');
    expect(p.content.init).toBeNull();
    expect(p.content.detail?.key).toBe('k3y0000aaaa1111');
    expect(p.problems).toContainEqual({ kind: 'read-failed', what: 'initCharts', message: 'flaky DOM' });
  });
});

describe('key activity: report tab fragments and chart ids', () => {
  const tabs = (list: string) =>
    as(
      extract(
        {
          body: 'page-key key-activity',
          userNav: SIGNED_IN,
          main: `<h1 class="first">Key Activity</h1><div class="section-body"><h2>Weather API</h2>${keyBlock(FOUR())}<ul class="nav">${list}</ul><div class="chart" id="">x</div><div class="chart" id="chart_calls"></div></div>`,
        },
        '/key/key-activity/k1',
      ),
      'keyActivity',
    ).content;

  it('a fragment only for an href that is just #name (spaces around it trimmed)', () => {
    const c = tabs(
      '<li><a href=" #calls ">Calls</a></li><li><a href="/key/key-activity/k1?range=30#calls">30 days</a></li>' +
        '<li><a href="#calls/daily">Daily</a></li>',
    );
    expect(c.reportTabs.map((t) => [t.label, t.url, t.fragment])).toEqual([
      ['Calls', '/key/key-activity/k1#calls', '#calls'],
      ['30 days', '/key/key-activity/k1?range=30#calls', null],
      ['Daily', '/key/key-activity/k1#calls/daily', null],
    ]);
  });

  it('a chart with an empty id has none to list', () => {
    expect(tabs('').chartIds).toEqual(['chart_calls']);
  });
});
