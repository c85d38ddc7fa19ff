// Key health on My Keys (issue 35 item 7): each key's age from its created date and the adapter's `now`, and
// the "Rotation due" badge under settings.keyRotationDays (src/adapter/builders/keys.ts).
import { describe, expect, it } from 'vitest';
import type { Key } from '../../model/pageData.ts';
import type { Settings } from '../../model/settings.ts';
import { adapt } from '../index.ts';
import { keyAgeDays } from './keys.ts';
import { resolveSettings } from '../../config/settings.ts';
import { emptyContent, env, NOW, pageData, settings, signedIn } from '../../../test/adapter/factories.ts';

const DAY = 24 * 60 * 60 * 1000;
/** a created date `days` before the factories' NOW (plus `extraMs`) */
const created = (days: number, extraMs = 0) => {
  const at = new Date(NOW.getTime() - days * DAY - extraMs).toISOString();
  return { value: at, text: at.slice(0, 10) };
};

const key = (p: Partial<Key> = {}): Key => ({
  application: 'Storm Tracker',
  key: 'k3y0000aaaa1111',
  secret: null,
  status: 'active',
  created: created(45),
  limits: [],
  report: null,
  delete: null,
  ...p,
});

function keysOf(keys: Key[], s: Partial<Settings> = {}) {
  const content = { ...emptyContent.accountKeys(), plans: [{ name: 'Weather API', keys, emptyMessage: null }] };
  const m = adapt(pageData('accountKeys', { context: signedIn(), content }), settings(s), env('/apps/mykeys'));
  return m.contentType === 'accountKeys' ? m.screen.plans[0]!.keys : [];
}

describe('key age', () => {
  it('counts whole days from the created date to the adapter’s now, as a label', () => {
    const [k] = keysOf([key()]);
    expect(k!.age).toEqual({ days: 45, text: '45 days old', rotationDue: null });
    expect(keysOf([key({ created: created(1, 60_000) })])[0]!.age?.text).toBe('1 day old');
    expect(keysOf([key({ created: created(0, 60_000) })])[0]!.age?.text).toBe('created today');
  });

  it('follows the labels (placeholders expanded in the adapter)', () => {
    const [k] = keysOf([key()], { labels: { accountKeys: { keyAge: 'age: {{days}} d' } } });
    expect(k!.age?.text).toBe('age: 45 d');
  });

  it('a key without a created date (or with an unreadable one) has no age and never a badge', () => {
    for (const c of [null, { value: null, text: 'Aug 21, 2017' }, { value: 'soon', text: 'soon' }]) {
      const [k] = keysOf([key({ created: c })], { keyRotationDays: 1 });
      expect(k!.age, JSON.stringify(c)).toBeNull();
    }
  });

  it('a created date after now (clocks apart) is day 0', () => {
    expect(keyAgeDays({ value: new Date(NOW.getTime() + 5 * DAY).toISOString(), text: null }, NOW)).toBe(0);
  });
});

describe('rotation due (settings.keyRotationDays)', () => {
  it('is off by default: no badge however old the key', () => {
    expect(keysOf([key({ created: created(4000) })])[0]!.age?.rotationDue).toBeNull();
  });

  it('badges a key from exactly N days old on, not at N − 1', () => {
    const [due, notYet, older] = keysOf(
      [key({ created: created(90) }), key({ created: created(89, DAY - 1) }), key({ created: created(400) })],
      {
        keyRotationDays: 90,
      },
    );
    expect(notYet!.age?.days).toBe(89);
    expect(notYet!.age?.rotationDue).toBeNull();
    expect(due!.age?.rotationDue).toEqual({
      label: 'Rotation due',
      description: 'Rotation due: the key for Storm Tracker k3y0000aaaa1111 is 90 days old (rotate every 90 days)',
    });
    expect(older!.age?.rotationDue?.label).toBe('Rotation due');
  });

  it('the accessible text names the key (application and key; the key alone without an application)', () => {
    const [k] = keysOf([key({ application: null, created: created(10) })], { keyRotationDays: 7 });
    expect(k!.age?.rotationDue?.description).toBe(
      'Rotation due: the key for k3y0000aaaa1111 is 10 days old (rotate every 7 days)',
    );
  });
});

describe('keyRotationDays validation', () => {
  it('accepts a whole number of days or null', () => {
    expect(resolveSettings(undefined, { keyRotationDays: 90 })).toMatchObject({
      settings: { keyRotationDays: 90 },
      warnings: [],
    });
    expect(resolveSettings({ keyRotationDays: 30 }, { keyRotationDays: null })).toMatchObject({
      settings: { keyRotationDays: null },
      warnings: [],
    });
  });

  it('warns about a bad value once, naming the key, and ignores it (the default stays off)', () => {
    for (const bad of [0, -5, 1.5, '90', true, 99999, Number.NaN]) {
      const { settings: s, warnings } = resolveSettings(undefined, { keyRotationDays: bad });
      expect(s.keyRotationDays, String(bad)).toBeNull();
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(
        /^portalOptions\.keyRotationDays: expected a whole number of days from 1 to 3650, or null, got .* \(ignored\)$/,
      );
    }
    // a bad runtime value keeps the build's valid one
    expect(resolveSettings({ keyRotationDays: 30 }, { keyRotationDays: 'x' }).settings.keyRotationDays).toBe(30);
  });
});
