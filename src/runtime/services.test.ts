import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createLegacyCaller,
  forgetUserData,
  LEGACY_FUNCTIONS,
  preferenceStore,
  USER_DATA_MAX_AGE,
  userEntryValue,
} from './services.ts';
import { readJourney, rememberAppCount, rememberJourney } from '../screens/AccountParts/journey.ts';

type Globals = Window & Record<string, unknown>;
const win = window as unknown as Globals;

afterEach(() => {
  delete win.initCharts;
  delete win.evil;
  vi.restoreAllMocks();
});

describe('callLegacy (the runtime service for legacy portal functions)', () => {
  it('calls an allowed global function with the data arguments, on window', () => {
    const initCharts = vi.fn(function (this: unknown) {
      return this;
    });
    win.initCharts = initCharts;
    const call = createLegacyCaller(window)!;
    const args = ['k3y', { from: '2017-08-01', charts: ['chart_calls', 'chart_errors'], n: 3, on: true, none: null }];
    expect(call('initCharts', args)).toBe(true);
    expect(initCharts).toHaveBeenCalledWith(...args);
    expect(initCharts.mock.results[0]!.value).toBe(window);
    expect(LEGACY_FUNCTIONS).toContain('initCharts');
  });

  it('false when the legacy script has not defined it (the screen shows the report as unavailable)', () => {
    expect(createLegacyCaller(window)!('initCharts', [])).toBe(false);
  });

  it('refuses names outside the allow-list, even when the global exists', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    win.evil = vi.fn();
    const call = createLegacyCaller(window)!;
    expect(call('evil', [])).toBe(false);
    expect(call('eval', ['1'])).toBe(false);
    expect(call('constructor', [])).toBe(false);
    expect(win.evil).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('[portal] callLegacy: "evil" is not an allowed legacy function');
  });

  it('refuses arguments that are not plain data (functions, class instances)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    win.initCharts = vi.fn();
    const call = createLegacyCaller(window)!;
    expect(call('initCharts', [() => 1])).toBe(false);
    expect(call('initCharts', [{ nested: [new Date()] }])).toBe(false);
    expect(win.initCharts).not.toHaveBeenCalled();
  });

  it('a legacy function that throws: false and a warning, never an exception', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    win.initCharts = () => {
      throw new Error('google is not defined');
    };
    expect(createLegacyCaller(window)!('initCharts', [])).toBe(false);
    expect(warn).toHaveBeenCalled();
  });
});

describe('callLegacy with pageOwn (a key-activity page off /key/key-activity/: only its own report function)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('calls the function the first page’s scripts defined, while that page is shown (any hash)', () => {
    window.history.replaceState(null, '', '/apps/report/k3y');
    const initCharts = vi.fn();
    win.initCharts = initCharts;
    const call = createLegacyCaller(window)!;
    expect(call('initCharts', ['k3y'], { pageOwn: true })).toBe(true);
    window.history.replaceState(null, '', '/apps/report/k3y#errors');
    expect(call('initCharts', ['k3y', 'errors'], { pageOwn: true })).toBe(true);
    expect(initCharts.mock.calls).toEqual([['k3y'], ['k3y', 'errors']]);
  });

  it('not after an in-place load to another page (its scripts never ran)', () => {
    window.history.replaceState(null, '', '/key/key-activity/k3y');
    const initCharts = vi.fn();
    win.initCharts = initCharts;
    const call = createLegacyCaller(window)!;
    window.history.pushState(null, '', '/apps/report/other');
    expect(call('initCharts', ['other'], { pageOwn: true })).toBe(false);
    expect(call('initCharts', ['other'])).toBe(true); // without pageOwn any defined function is called
    expect(initCharts.mock.calls).toEqual([['other']]);
  });

  it('not a function another script defined later (replaced or first defined after the start)', () => {
    window.history.replaceState(null, '', '/apps/report/k3y');
    const call = createLegacyCaller(window)!;
    win.initCharts = vi.fn();
    expect(call('initCharts', [], { pageOwn: true })).toBe(false);
    expect(win.initCharts).not.toHaveBeenCalled();
    const own = vi.fn();
    win.initCharts = own;
    const later = createLegacyCaller(window)!;
    win.initCharts = vi.fn();
    expect(later('initCharts', [], { pageOwn: true })).toBe(false);
    expect(own).not.toHaveBeenCalled();
  });
});

describe('per-user entries expire on their own (the checklist flags, issue 33)', () => {
  const DAY = 24 * 60 * 60 * 1000;
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('a checklist flag is stored with an expiry and dropped when read after it', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-01T12:00:00Z'));
    const store = preferenceStore(window);
    rememberJourney(store, 'call', 'jdoe');
    const stored = JSON.parse(localStorage.getItem('portalTheme.journey.call.jdoe') ?? 'null') as { expires: number };
    expect(stored.expires).toBe(Date.now() + USER_DATA_MAX_AGE);
    vi.advanceTimersByTime(USER_DATA_MAX_AGE - DAY);
    expect(readJourney(store, 'jdoe').callTried).toBe(true);
    vi.advanceTimersByTime(DAY);
    expect(readJourney(store, 'jdoe').callTried).toBe(false);
    expect(localStorage.getItem('portalTheme.journey.call.jdoe')).toBeNull();
  });

  it('writing a flag again renews its expiry; the saved app count expires too', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-01T12:00:00Z'));
    const store = preferenceStore(window);
    rememberJourney(store, 'started', 'jdoe');
    rememberAppCount(store, 'jdoe', 2);
    vi.advanceTimersByTime(USER_DATA_MAX_AGE - DAY);
    rememberJourney(store, 'started', 'jdoe');
    vi.advanceTimersByTime(2 * DAY);
    expect(readJourney(store, 'jdoe')).toMatchObject({ started: true, apps: null });
  });

  it('an entry without an expiry (an older build) is dropped on read; other preferences never expire', () => {
    vi.useFakeTimers();
    localStorage.setItem('portalTheme.journey.report.jdoe', '1');
    const store = preferenceStore(window);
    store.set('ioDocs.language', 'python');
    expect(localStorage.getItem('portalTheme.ioDocs.language')).toBe('python');
    expect(readJourney(store, 'jdoe').reportSeen).toBe(false);
    expect(localStorage.getItem('portalTheme.journey.report.jdoe')).toBeNull();
    vi.advanceTimersByTime(10 * USER_DATA_MAX_AGE);
    expect(store.get('ioDocs.language')).toBe('python');
  });

  it('a signed-in load drops the expired entries of every user and keeps the live ones; sign-out drops all', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-01T12:00:00Z'));
    const store = preferenceStore(window);
    rememberJourney(store, 'call', 'other');
    vi.advanceTimersByTime(USER_DATA_MAX_AGE + 1);
    rememberJourney(store, 'call', 'jdoe');
    localStorage.setItem('portalTheme.journey.report.legacy', '1');
    forgetUserData(window, { signOut: false, signedIn: true });
    expect(localStorage.getItem('portalTheme.journey.call.other')).toBeNull();
    expect(localStorage.getItem('portalTheme.journey.report.legacy')).toBeNull();
    expect(readJourney(store, 'jdoe').callTried).toBe(true);
    forgetUserData(window, { signOut: true });
    expect(localStorage.getItem('portalTheme.journey.call.jdoe')).toBeNull();
  });

  it('userEntryValue: null for garbage, a missing expiry or a non-string value', () => {
    expect(userEntryValue('{"value":"1","expires":20}', 10)).toBe('1');
    expect(userEntryValue('{"value":"1","expires":10}', 10)).toBeNull();
    expect(userEntryValue('{"value":1,"expires":20}', 10)).toBeNull();
    expect(userEntryValue('{"value":"1"}', 10)).toBeNull();
    expect(userEntryValue('1', 10)).toBeNull();
    expect(userEntryValue('not json', 10)).toBeNull();
    expect(userEntryValue(null, 10)).toBeNull();
  });
});
