// The key pages (keyDelete, keySecret in src/adapter/builders/keys.ts) and the parts the key screens share:
// a key's details, the names of its buttons, its field labels, its age and the rotation badge.
import { describe, expect, it } from 'vitest';
import type { KeyDetail, ServerDate } from '../../model/pageData.ts';
import type { Settings } from '../../model/settings.ts';
import { adapt } from '../index.ts';
import { keyAge, keyAgeDays, keyButtonNames, keyDetail, keysBuilders } from './keys.ts';
import { env, formContent, NOW, pageData, settings, signedIn, screenInput } from '../../../test/adapter/factories.ts';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number): ServerDate => {
  const at = new Date(NOW.getTime() - days * DAY).toISOString();
  return { value: at, text: at.slice(0, 10) };
};

const detail = (p: Partial<KeyDetail> = {}): KeyDetail => ({
  api: 'Weather API',
  application: 'Storm Tracker',
  key: 'k1',
  secret: 's3cr3t',
  status: 'active',
  created: { value: '2017-08-21T09:30:00Z', text: 'Aug 21, 2017' },
  limits: [
    { label: 'Calls per second', value: '2' },
    { label: '', value: '' },
  ],
  ...p,
});

const inputFor = (s: Partial<Settings> = {}) => screenInput(pageData('accountKeys', { context: signedIn() }), settings(s));

describe('keyDetail', () => {
  it('null without a detail', () => {
    expect(keyDetail(null)).toBeNull();
  });

  it('no limit rows at all: an empty list', () => {
    expect(keyDetail(detail({ limits: null as unknown as KeyDetail['limits'] }))?.limits).toEqual([]);
  });

  it('the fields trimmed, blank ones null, the date as a date model, empty limit rows dropped', () => {
    expect(keyDetail(detail({ api: ' Weather API ', application: '  ', key: ' k1 ', secret: '', status: ' active ' }))).toEqual({
      api: 'Weather API',
      application: null,
      key: 'k1',
      secret: null,
      status: 'active',
      created: { dateTime: '2017-08-21T09:30:00Z', text: 'Aug 21, 2017' },
      limits: [{ label: 'Calls per second', value: '2' }],
    });
  });
});

describe('keyButtonNames', () => {
  it('named after the application (trimmed), or the plain names without one', () => {
    const input = inputFor();
    expect(keyButtonNames(input, ' Rain Radar ')).toEqual({
      copyKey: 'Copy key for Rain Radar',
      copySecret: 'Copy secret for Rain Radar',
      showSecret: 'Show secret for Rain Radar',
      hideSecret: 'Hide secret for Rain Radar',
    });
    const plain = { copyKey: 'Copy key', copySecret: 'Copy secret', showSecret: 'Show secret', hideSecret: 'Hide secret' };
    expect(keyButtonNames(input, null)).toEqual(plain);
    expect(keyButtonNames(input, ' ')).toEqual(plain);
    expect(keyButtonNames(input, undefined)).toEqual(plain);
  });
});

describe('keyAgeDays', () => {
  it('whole days, rounded down', () => {
    expect(keyAgeDays(daysAgo(2.9), NOW)).toBe(2);
    expect(keyAgeDays(daysAgo(3), NOW)).toBe(3);
  });

  it('null without a readable date or a readable now', () => {
    expect(keyAgeDays(null, NOW)).toBeNull();
    expect(keyAgeDays(undefined, NOW)).toBeNull();
    expect(keyAgeDays({ value: '  ', text: 'today' }, NOW)).toBeNull();
    expect(keyAgeDays({ value: 'not a date', text: null }, NOW)).toBeNull();
    expect(keyAgeDays(daysAgo(3), new Date(Number.NaN))).toBeNull();
  });

  it('reads the machine value with the spaces around it', () => {
    expect(keyAgeDays({ value: ` ${daysAgo(4).value!} `, text: null }, NOW)).toBe(4);
  });
});

describe('keyAge', () => {
  it('the text for day 0, day 1 and more', () => {
    const input = inputFor();
    expect(keyAge(input, daysAgo(0.5), 'k1')).toEqual({ days: 0, text: 'created today', rotationDue: null });
    expect(keyAge(input, daysAgo(1), 'k1')).toEqual({ days: 1, text: '1 day old', rotationDue: null });
    expect(keyAge(input, daysAgo(2), 'k1')).toEqual({ days: 2, text: '2 days old', rotationDue: null });
    expect(keyAge(input, null, 'k1')).toBeNull();
  });

  it('rotation due from the policy day on, naming the key', () => {
    const input = inputFor({ keyRotationDays: 2 });
    expect(keyAge(input, daysAgo(1), 'k1')?.rotationDue).toBeNull();
    expect(keyAge(input, daysAgo(2), 'Storm Tracker k1')?.rotationDue).toEqual({
      label: 'Rotation due',
      description: 'Rotation due: the key for Storm Tracker k1 is 2 days old (rotate every 2 days)',
    });
  });

  it('a key without a name is "Key" in the badge text', () => {
    expect(keyAge(inputFor({ keyRotationDays: 1 }), daysAgo(5), '')?.rotationDue?.description).toBe(
      'Rotation due: the key for Key is 5 days old (rotate every 1 days)',
    );
  });

  it('no badge under a policy of 0 or fewer days, or one that is not a number', () => {
    expect(keyAge(inputFor({ keyRotationDays: 0 }), daysAgo(5), 'k1')?.rotationDue).toBeNull();
    expect(keyAge(inputFor({ keyRotationDays: -1 }), daysAgo(5), 'k1')?.rotationDue).toBeNull();
    expect(keyAge(inputFor({ keyRotationDays: '1' as unknown as number }), daysAgo(5), 'k1')?.rotationDue).toBeNull();
  });
});

describe('keyDelete', () => {
  const url = '/key/delete-key/k1';

  it('the key, its button names, field labels, subheading, cancel link and the confirm dialog', () => {
    const m = adapt(pageData('keyDelete', { context: signedIn(), content: { detail: detail() } }), settings(), env(url));
    expect(m.degraded).toBe(false);
    expect(m.screen.detail).toEqual({
      api: 'Weather API',
      application: 'Storm Tracker',
      key: 'k1',
      secret: 's3cr3t',
      status: 'active',
      created: { dateTime: '2017-08-21T09:30:00Z', text: 'Aug 21, 2017' },
      limits: [{ label: 'Calls per second', value: '2' }],
      names: {
        copyKey: 'Copy key for Storm Tracker',
        copySecret: 'Copy secret for Storm Tracker',
        showSecret: 'Show secret for Storm Tracker',
        hideSecret: 'Hide secret for Storm Tracker',
      },
    });
    expect(m.screen.subheading).toBe('Confirm Deletion');
    expect(m.screen.cancel).toEqual({ label: 'Cancel', url: '/apps/mykeys' });
    expect(m.screen.fieldLabels).toEqual({
      api: 'API',
      application: 'Application',
      key: 'Key',
      secret: 'Secret',
      status: 'Status',
      created: 'Created',
      limits: 'Limits',
    });
    expect(m.screen.confirm).toEqual({
      title: 'Delete this key?',
      message: 'Are you really sure you want to delete this key?',
      confirmLabel: 'Delete Key',
      cancelLabel: 'Cancel',
    });
  });

  it('its own field labels (keyDelete), and the key and application in the dialog texts', () => {
    const s = settings({
      labels: {
        keyDelete: {
          api: 'Service',
          application: 'App',
          key: 'API key',
          secret: 'Shared secret',
          status: 'State',
          created: 'Issued',
          limits: 'Quotas',
          confirmTitle: 'Delete {{key}} of {{application}}?',
          confirm: 'Really delete {{key}}?',
          confirmButton: 'Delete {{key}}',
          cancel: 'Keep {{key}}',
          subheading: ' ',
        },
      },
    });
    const m = adapt(pageData('keyDelete', { context: signedIn(), content: { detail: detail() } }), s, env(url));
    expect(m.screen.fieldLabels).toEqual({
      api: 'Service',
      application: 'App',
      key: 'API key',
      secret: 'Shared secret',
      status: 'State',
      created: 'Issued',
      limits: 'Quotas',
    });
    expect(m.screen.confirm).toEqual({
      title: 'Delete k1 of Storm Tracker?',
      message: 'Really delete k1?',
      confirmLabel: 'Delete k1',
      cancelLabel: 'Keep k1',
    });
    // the page's Cancel link names the key as the dialog does
    expect(m.screen.cancel).toEqual({ label: 'Keep k1', url: '/apps/mykeys' });
    expect(m.screen.subheading).toBeNull();
  });

  it('without a detail: no key, and the dialog placeholders empty', () => {
    const s = settings({ labels: { keyDelete: { confirmTitle: 'Delete [{{key}}] of [{{application}}]?' } } });
    const m = adapt(pageData('keyDelete', { context: signedIn() }), s, env(url));
    expect(m.screen.detail).toBeNull();
    expect(m.screen.confirm.title).toBe('Delete [] of []?');
  });

  it('the body: the server message without the key block, never the default question a second time', () => {
    const server = adapt(
      pageData('keyDelete', {
        context: signedIn(),
        content: formContent({
          mainHtml: '<h2>Weather API</h2><div class="key"><dl><dd>k1</dd></dl></div><p>Calls with it will fail.</p><form></form>',
        }),
      }),
      settings(),
      env(url),
    );
    expect([server.screen.body, server.screen.bodySource]).toEqual([{ html: '<p>Calls with it will fail.</p>' }, 'server']);
    const none = adapt(pageData('keyDelete', { context: signedIn(), content: { mainHtml: null } }), settings(), env(url));
    expect([none.screen.body, none.screen.bodySource]).toEqual([null, null]);
  });
});

describe('keySecret', () => {
  const url = '/key/regenerateSecret/k1';

  it('the key with its button names, the API as subheading, its field labels, the way back; secrets revealed', () => {
    const m = adapt(
      pageData('keySecret', { context: signedIn(), content: { detail: detail({ api: ' Weather API ' }) } }),
      settings({ labels: { keySecret: { api: 'Service', application: 'App' }, accountKeys: { limits: 'Quotas' } } }),
      env(url),
    );
    expect(m.degraded).toBe(false);
    expect(m.screen.detail?.names?.copySecret).toBe('Copy secret for Storm Tracker');
    expect(m.screen.subheading).toBe('Weather API');
    expect(m.screen.fieldLabels).toEqual({
      api: 'Service',
      application: 'App',
      key: 'Key',
      secret: 'Secret',
      status: 'Status',
      created: 'Created',
      limits: 'Quotas',
    });
    expect(m.screen.keys).toEqual({ label: 'Back to My Keys', url: '/apps/mykeys' });
    expect(m.screen.revealSecrets).toBe(true);
  });

  it('without a detail or its API: no subheading', () => {
    expect(adapt(pageData('keySecret', { context: signedIn() }), settings(), env(url)).screen.subheading).toBeNull();
    expect(
      adapt(pageData('keySecret', { context: signedIn(), content: { detail: detail({ api: null }) } }), settings(), env(url))
        .screen.subheading,
    ).toBeNull();
  });

  it('the way back is My Keys even without a named keys path', () => {
    const input = screenInput(pageData('keySecret', { context: signedIn() }), settings(), env(url));
    const screen = keysBuilders.keySecret({ ...input, paths: { ...input.paths, keys: null } });
    expect(screen.keys).toEqual({ label: 'Back to My Keys', url: '/apps/mykeys' });
  });

  it('the body is the server notice without the key block', () => {
    const m = adapt(
      pageData('keySecret', {
        context: signedIn(),
        content: formContent({ mainHtml: '<div class="key"><dl></dl></div><p>Store it now.</p>', form: null }),
      }),
      settings(),
      env(url),
    );
    expect([m.screen.body, m.screen.bodySource]).toEqual([{ html: '<p>Store it now.</p>' }, 'server']);
  });
});
