// My Keys (accountKeys, src/adapter/builders/keys.ts): the keys of each plan with their buttons' names and
// links, the plans without keys, the page's actions, the secrets note, the deletion notice, show/hide keys,
// the request for secrets and the filter texts.
import { describe, expect, it } from 'vitest';
import type { AccountKeysContent, Key } from '../../model/pageData.ts';
import type { PendingNotice } from '../../model/screenModel.ts';
import type { Settings } from '../../model/settings.ts';
import { adapt } from '../index.ts';
import { env, pageData, settings, signedIn } from '../../../test/adapter/factories.ts';

const key = (p: Partial<Key> = {}): Key => ({
  application: 'Storm Tracker',
  key: 'k1',
  secret: null,
  status: 'active',
  created: null,
  limits: [],
  report: '/key/key-activity/k1',
  delete: '/key/delete-key/k1',
  ...p,
});

function myKeys(
  content: Partial<AccountKeysContent> = {},
  options: { url?: string; settings?: Partial<Settings>; notice?: PendingNotice | null } = {},
) {
  const url = options.url ?? '/apps/mykeys';
  const m = adapt(pageData('accountKeys', { context: signedIn(), content }), settings(options.settings), {
    ...env(url),
    notice: options.notice ?? null,
  });
  expect(m.degraded).toBe(false);
  return m.screen;
}

const plan = (name: string | null, keys: Key[], emptyMessage: string | null = null) => ({ name, keys, emptyMessage });

describe('the buttons of a key are named after its application', () => {
  it('a key whose application has no other key on the page: by the application alone', () => {
    const [k] = myKeys({ plans: [plan('Weather API', [key()])] }).plans[0]!.keys;
    expect(k!.names).toEqual({
      copyKey: 'Copy key for Storm Tracker',
      copySecret: 'Copy secret for Storm Tracker',
      showSecret: 'Show secret for Storm Tracker',
      hideSecret: 'Hide secret for Storm Tracker',
    });
  });

  it('an application with keys in two plans: by application and key, so no two buttons share a name', () => {
    const s = myKeys({
      plans: [
        plan('Weather API', [key({ key: 'k1' }), key({ application: 'Rain Radar', key: 'k2' })]),
        plan('Maps API', [key({ key: 'k3' })]),
      ],
    });
    expect(s.plans.map((p) => p.keys.map((k) => k.names.copyKey))).toEqual([
      ['Copy key for Storm Tracker k1', 'Copy key for Rain Radar'],
      ['Copy key for Storm Tracker k3'],
    ]);
    expect(s.plans[1]!.keys[0]!.names).toEqual({
      copyKey: 'Copy key for Storm Tracker k3',
      copySecret: 'Copy secret for Storm Tracker k3',
      showSecret: 'Show secret for Storm Tracker k3',
      hideSecret: 'Hide secret for Storm Tracker k3',
    });
  });

  it('keys without an application are never "shared": their buttons keep the plain names', () => {
    const s = myKeys({
      plans: [plan('Weather API', [key({ application: null, key: 'k1' }), key({ application: '  ', key: 'k2' })])],
    });
    expect(s.plans[0]!.keys.map((k) => k.names)).toEqual([
      { copyKey: 'Copy key', copySecret: 'Copy secret', showSecret: 'Show secret', hideSecret: 'Hide secret' },
      { copyKey: 'Copy key', copySecret: 'Copy secret', showSecret: 'Show secret', hideSecret: 'Hide secret' },
    ]);
    expect(s.plans[0]!.keys.map((k) => k.application)).toEqual([null, null]);
  });

  it('a shared application whose key is blank: named by the application alone', () => {
    const s = myKeys({ plans: [plan('Weather API', [key({ key: null }), key({ key: ' ' })])] });
    expect(s.plans[0]!.keys.map((k) => k.names.copyKey)).toEqual(['Copy key for Storm Tracker', 'Copy key for Storm Tracker']);
  });
});

describe('a key', () => {
  it('its fields, trimmed; blank ones null; limits without a label and a value dropped', () => {
    const [k] = myKeys({
      plans: [
        plan('Weather API', [
          key({
            application: ' Storm Tracker ',
            key: ' k1 ',
            secret: ' s3cr3t ',
            status: '  ',
            created: { value: '2026-03-01T00:00:00Z', text: 'Mar 1, 2026' },
            limits: [
              { label: 'Calls per second', value: '2' },
              { label: 'Calls per day', value: '' },
              { label: '', value: '5000' },
              { label: '', value: '' },
            ],
          }),
        ]),
      ],
    }).plans[0]!.keys;
    expect(k).toMatchObject({
      application: 'Storm Tracker',
      key: 'k1',
      secret: 's3cr3t',
      status: null,
      created: { dateTime: '2026-03-01T00:00:00Z', text: 'Mar 1, 2026' },
      limits: [
        { label: 'Calls per second', value: '2' },
        { label: 'Calls per day', value: '' },
        { label: '', value: '5000' },
      ],
    });
    expect(k!.age).toEqual({ days: 13, text: '13 days old', rotationDue: null });
  });

  it('View Report and Delete name the key (application and key) for assistive technology', () => {
    const [k] = myKeys({ plans: [plan('Weather API', [key()])] }).plans[0]!.keys;
    expect(k!.report).toEqual({ label: 'View Report', url: '/key/key-activity/k1', ariaLabel: 'View Report: Storm Tracker k1' });
    expect(k!.delete).toEqual({
      label: 'Delete This Key',
      url: '/key/delete-key/k1',
      ariaLabel: 'Delete This Key: Storm Tracker k1',
    });
  });

  it('without an application the key alone names them; without either, no accessible name of their own', () => {
    const [keyOnly, neither] = myKeys({
      plans: [plan('Weather API', [key({ application: null }), key({ application: null, key: null })])],
    }).plans[0]!.keys;
    expect(keyOnly!.report).toEqual({ label: 'View Report', url: '/key/key-activity/k1', ariaLabel: 'View Report: k1' });
    expect(keyOnly!.delete?.ariaLabel).toBe('Delete This Key: k1');
    expect(neither!.report).toStrictEqual({ label: 'View Report', url: '/key/key-activity/k1' });
    expect(neither!.delete).toStrictEqual({ label: 'Delete This Key', url: '/key/delete-key/k1' });
  });

  it('no report or delete link where the server offers none', () => {
    const [k] = myKeys({ plans: [plan('Weather API', [key({ report: null, delete: '' })])] }).plans[0]!.keys;
    expect([k!.report, k!.delete]).toEqual([null, null]);
  });
});

describe('plans', () => {
  it('a plan without a name is headed "Other Keys"; a named one by its name (trimmed)', () => {
    const s = myKeys({ plans: [plan(' Weather API ', [key()]), plan('  ', [key({ key: 'k2' })])] });
    expect(s.plans.map((p) => [p.name, p.heading])).toEqual([
      ['Weather API', 'Weather API'],
      [null, 'Other Keys'],
    ]);
  });

  it('a plan with keys has no empty text and no Get a Key link', () => {
    const s = myKeys({ newKey: '/apps/register', plans: [plan('Weather API', [key()], 'No keys here')] });
    expect(s.plans[0]).toMatchObject({ empty: null, getKey: null });
  });

  it("a plan without keys: the server's empty text (trimmed) or the label's; Get a Key only for a named plan and a new-key link", () => {
    const s = myKeys({
      newKey: '/apps/register',
      plans: [plan('Maps API', [], ' Ask us for a key. '), plan('Geo API', [], '  '), plan(null, [])],
    });
    expect(s.plans.map((p) => [p.empty, p.getKey])).toEqual([
      ['Ask us for a key.', { label: 'Get a Key for Maps API', url: '/apps/register' }],
      ['You have not been issued keys for this API.', { label: 'Get a Key for Geo API', url: '/apps/register' }],
      ['You have not been issued keys for this API.', null],
    ]);
    expect(myKeys({ plans: [plan('Maps API', [])] }).plans[0]!.getKey).toBeNull();
  });

  it('the page without plans says so; with plans it does not', () => {
    expect(myKeys().empty).toBe("You don't have any keys yet.");
    expect(myKeys({ plans: [plan('Maps API', [])] }).empty).toBeNull();
  });
});

describe("the page's actions", () => {
  it('keeps the actions with a label and a URL, as label and URL only, in order', () => {
    const s = myKeys({
      actions: [
        { label: 'Get my shared secrets', url: '/apps/request-display-key-info' },
        { label: '', url: '/apps/x' },
        { label: 'No URL', url: '' },
        { label: 'Register', url: '/apps/register' },
      ],
    });
    expect(s.actions).toStrictEqual([
      { label: 'Get my shared secrets', url: '/apps/request-display-key-info' },
      { label: 'Register', url: '/apps/register' },
    ]);
  });
});

describe('the secrets note', () => {
  const request = { label: 'Email me my secrets', url: '/apps/Request-Display-Key-Info?r=1' };

  it('shows where there are keys, none with a secret, and the page offers to request them', () => {
    expect(myKeys({ actions: [request], plans: [plan('Weather API', [key()])] }).secretsNote).toBe(
      'Secrets are not displayed for your account.',
    );
    // keys in one plan are enough, the request among other actions too
    const other = { label: 'Register', url: '/apps/register' };
    expect(myKeys({ actions: [other, request], plans: [plan('Weather API', [key()])] }).secretsNote).toBe(
      'Secrets are not displayed for your account.',
    );
    expect(myKeys({ actions: [request], plans: [plan('Maps API', []), plan('Weather API', [key()])] }).secretsNote).toBe(
      'Secrets are not displayed for your account.',
    );
  });

  it('not when a key shows its secret, without keys, or without the request action', () => {
    const withSecret = myKeys({ actions: [request], plans: [plan('Weather API', [key(), key({ key: 'k2', secret: 's' })])] });
    expect(withSecret.secretsNote).toBeNull();
    // a secret in any plan
    const secretElsewhere = myKeys({
      actions: [request],
      plans: [plan('Weather API', [key({ secret: 's' })]), plan('Maps API', [key({ key: 'k2' })])],
    });
    expect(secretElsewhere.secretsNote).toBeNull();
    expect(myKeys({ actions: [request], plans: [plan('Weather API', [])] }).secretsNote).toBeNull();
    expect(myKeys({ actions: [request] }).secretsNote).toBeNull();
    const other = { label: 'Register', url: '/apps/register' };
    expect(myKeys({ actions: [other], plans: [plan('Weather API', [key()])] }).secretsNote).toBeNull();
  });

  it("only the action's path counts, not its query", () => {
    const query = { label: 'Back', url: '/apps/mykeys?next=request-display-key-info' };
    expect(myKeys({ actions: [query], plans: [plan('Weather API', [key()])] }).secretsNote).toBeNull();
  });
});

describe('the deletion notice (the runtime carried it from the delete page)', () => {
  it('names the application of the deleted key', () => {
    expect(myKeys({}, { notice: { kind: 'keyDeleted', name: ' Storm Tracker ' } }).notice).toEqual({
      title: 'Key deleted',
      message: 'The key for Storm Tracker was deleted. It no longer works for API calls.',
    });
  });

  it('the plain text without a name; nothing for an application deletion or without a notice', () => {
    expect(myKeys({}, { notice: { kind: 'keyDeleted', name: null } }).notice).toEqual({
      title: 'Key deleted',
      message: 'The key was deleted. It no longer works for API calls.',
    });
    expect(myKeys({}, { notice: { kind: 'appDeleted', name: 'Storm Tracker' } }).notice).toBeNull();
    expect(myKeys().notice).toBeNull();
  });
});

describe('show and hide keys', () => {
  it("Show Keys: the server's URL, else this page's path with ?showKeys=true; masked while offered", () => {
    const own = myKeys({ showShowKeys: true, showKeysUrl: '/apps/mykeys?showKeys=true&x=1' });
    expect(own.showKeys).toEqual({ label: 'Show Keys & Secrets', url: '/apps/mykeys?showKeys=true&x=1' });
    expect(own.masked).toBe(true);
    const made = myKeys({ showShowKeys: true }, { url: '/apps/mykeys?page=2' });
    expect(made.showKeys).toEqual({ label: 'Show Keys & Secrets', url: '/apps/mykeys?showKeys=true' });
    const off = myKeys({ showShowKeys: false, showKeysUrl: '/apps/mykeys?showKeys=true' });
    expect([off.showKeys, off.masked]).toEqual([null, false]);
  });

  it("Hide Keys: the server's URL, else this page's path without its query", () => {
    expect(myKeys({ showHideKeys: true, hideKeysUrl: '/apps/mykeys?hide=1' }).hideKeys).toEqual({
      label: 'Hide Keys & Secrets',
      url: '/apps/mykeys?hide=1',
    });
    expect(myKeys({ showHideKeys: true }, { url: '/apps/mykeys?showKeys=true' }).hideKeys).toEqual({
      label: 'Hide Keys & Secrets',
      url: '/apps/mykeys',
    });
    expect(myKeys({ showHideKeys: false, hideKeysUrl: '/apps/mykeys' }).hideKeys).toBeNull();
  });

  it('secrets revealed: ?showKeys=true, or a page offering Hide without Show; not a page offering both', () => {
    expect(myKeys({ showShowKeys: true, showHideKeys: true }).revealSecrets).toBe(false);
    expect(myKeys({ showShowKeys: false, showHideKeys: true }).revealSecrets).toBe(true);
    expect(myKeys({ showShowKeys: true, showHideKeys: false }, { url: '/apps/mykeys?showKeys=true' }).revealSecrets).toBe(true);
    expect(myKeys({ showShowKeys: false, showHideKeys: false }).revealSecrets).toBe(false);
  });
});

describe('the request for secrets', () => {
  it('offered with its hint where the page has the request link', () => {
    expect(myKeys({ requestSecrets: '/apps/request-display-key-info' }).requestSecrets).toEqual({
      label: 'Get my shared secrets',
      url: '/apps/request-display-key-info',
      hint: 'Shared secrets are not shown here until you ask: we e-mail you a link that displays them.',
    });
    expect(myKeys({ requestSecrets: null }).requestSecrets).toBeNull();
    expect(myKeys().requestSecrets).toBeNull();
  });
});

describe("the page's own texts", () => {
  it('Get API Keys, the field labels, the link labels and the filter texts (with their render-time slots)', () => {
    const s = myKeys({ newKey: '/apps/register' });
    expect(s.getKeys).toEqual({ label: 'Get API Keys', url: '/apps/register' });
    expect(s.fieldLabels).toEqual({
      api: 'API',
      application: 'Application',
      key: 'Key',
      secret: 'Secret',
      status: 'Status',
      created: 'Created',
      limits: 'Limits',
    });
    expect([s.viewReportLabel, s.deleteKeyLabel]).toEqual(['View Report', 'Delete This Key']);
    expect(s.filter).toEqual({
      label: 'Filter keys',
      hint: 'Application, API or the last characters of a key',
      count: [{ slot: 'shown' }, ' of ', { slot: 'total' }, ' keys shown'],
      none: ['No key matches “', { slot: 'query' }, '”.'],
    });
  });

  it('the field labels follow the accountKeys labels, the API one the keyDelete labels', () => {
    const s = myKeys(
      {},
      {
        settings: {
          labels: {
            keyDelete: { api: 'Service', application: 'not this one' },
            accountKeys: {
              application: 'App',
              key: 'API key',
              secret: 'Shared secret',
              status: 'State',
              created: 'Issued',
              limits: 'Quotas',
            },
          },
        },
      },
    );
    expect(s.fieldLabels).toEqual({
      api: 'Service',
      application: 'App',
      key: 'API key',
      secret: 'Shared secret',
      status: 'State',
      created: 'Issued',
      limits: 'Quotas',
    });
  });

  it('the heading is the label (a section page), the server heading its subtitle', () => {
    const s = myKeys({ heading: 'My Account' });
    expect([s.heading, s.subtitle]).toEqual(['My API Keys', 'My Account']);
  });
});
