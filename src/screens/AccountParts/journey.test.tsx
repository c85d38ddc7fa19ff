// Issue #13, getting started: the checklist on an empty My Apps / My Keys is derived from the account state
// (apps and keys listed, the console's and the report's saved flags), each step a link, done steps ticked
// and announced as done; it hides once apps and keys exist — unless it was started on an empty account: then
// it stays until every step is done.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountApps } from '../AccountApps/AccountApps.tsx';
import { AccountKeys } from '../AccountKeys/AccountKeys.tsx';
import { ServicesContext, type PortalServices } from '../services.ts';
import { journeySteps, readJourney, rememberAppCount, rememberJourney, showJourney, type JourneyState } from './journey.ts';
import { defaultLabels as L } from '../../labels/en.ts';
import { modelOf } from '../../../test/screens/account/fixtures.ts';

const links = {
  account: '/member/edit',
  createApp: '/apps/register',
  keys: '/apps/mykeys',
  ioDocs: '/io-docs',
  report: '/apps/mykeys',
};
const state = (over: Partial<JourneyState> = {}): JourneyState => ({
  signedIn: true,
  apps: 0,
  keys: 0,
  callTried: false,
  reportSeen: false,
  ...over,
});
const doneOf = (s: JourneyState) => Object.fromEntries(journeySteps(s, links).map((x) => [x.id, x.done]));

function memoryPreference() {
  const store = new Map<string, string>();
  return { store, pref: { get: (n: string) => store.get(n) ?? null, set: (n: string, v: string) => void store.set(n, v) } };
}
const services = (preference: PortalServices['preference']) =>
  ({
    preference,
    navigate() {},
    signOut: () => false,
    request: () => Promise.reject(new Error('no')),
    assets: {},
  }) as unknown as PortalServices;

describe('journey derivation', () => {
  it('a new member: only the e-mail step is done (signed in = verified), in order, each with its link', () => {
    const steps = journeySteps(state(), links);
    expect(steps.map((s) => s.id)).toEqual(['verifyEmail', 'createApp', 'getKey', 'tryCall', 'seeReport']);
    expect(steps.map((s) => s.done)).toEqual([true, false, false, false, false]);
    expect(steps.map((s) => s.href)).toEqual(['/member/edit', '/apps/register', '/apps/mykeys', '/io-docs', '/apps/mykeys']);
  });
  it('apps and keys from the counts; a key implies an app; unknown counts are not done', () => {
    expect(doneOf(state({ apps: 1 }))).toMatchObject({ createApp: true, getKey: false });
    expect(doneOf(state({ apps: null, keys: 2 }))).toMatchObject({ createApp: true, getKey: true });
    expect(doneOf(state({ apps: null, keys: null }))).toMatchObject({ createApp: false, getKey: false });
    expect(doneOf(state({ callTried: true, reportSeen: true }))).toMatchObject({ tryCall: true, seeReport: true });
    expect(doneOf(state({ signedIn: false }))).toMatchObject({ verifyEmail: false });
  });
  it('shows for a signed-in user without apps or without keys; hides once both exist, and when signed out', () => {
    expect(showJourney(state())).toBe(true);
    expect(showJourney(state({ apps: 1, keys: 0 }))).toBe(true);
    expect(showJourney(state({ apps: null, keys: 0 }))).toBe(true);
    expect(showJourney(state({ apps: 1, keys: 1 }))).toBe(false);
    expect(showJourney(state({ apps: null, keys: 3 }))).toBe(false);
    expect(showJourney(state({ signedIn: false }))).toBe(false);
  });
  it('once started (shown on an empty account) it stays after the first key until every step is done', () => {
    // the first key used to hide it with "try a call" and "see the report" still open
    expect(showJourney(state({ apps: 1, keys: 1, started: true }))).toBe(true);
    expect(showJourney(state({ apps: 1, keys: 1, started: true, callTried: true }))).toBe(true);
    expect(showJourney(state({ apps: 1, keys: 1, started: true, callTried: true, reportSeen: true }))).toBe(false);
    expect(showJourney(state({ apps: null, keys: 3, started: true, signedIn: false }))).toBe(false);
    // a member who had apps and keys before never started it
    expect(showJourney(state({ apps: 1, keys: 1, callTried: false }))).toBe(false);
  });
  it('flags are saved per user through the preference service; no user or no storage saves nothing', () => {
    const { store, pref } = memoryPreference();
    rememberJourney(pref, 'call', 'newdev');
    rememberAppCount(pref, 'newdev', 2);
    rememberJourney(pref, 'report', null);
    rememberJourney(undefined, 'report', 'newdev');
    expect(readJourney(pref, 'newdev')).toEqual({ callTried: true, reportSeen: false, started: false, apps: 2 });
    expect(readJourney(pref, 'other')).toEqual({ callTried: false, reportSeen: false, started: false, apps: null });
    expect([...store.keys()].sort()).toEqual(['journey.apps.newdev', 'journey.call.newdev']);
  });
});

describe('the checklist on the account screens', () => {
  const checklist = () => screen.getByRole('region', { name: L.gettingStarted.heading });

  it('empty My Apps: the checklist with the server’s register link; done steps announced as done', () => {
    const model = modelOf('accountApps.empty.html', 'accountApps');
    render(<AccountApps model={model} />);
    const list = checklist();
    const create = within(list).getByRole('link', { name: `${L.gettingStarted.createApp} (${L.gettingStarted.todo})` });
    expect(create.getAttribute('href')).toBe(model.screen.createApp!.url);
    expect(create.getAttribute('aria-current')).toBe('step');
    const verify = within(list).getByRole('link', { name: `${L.gettingStarted.verifyEmail} (${L.gettingStarted.done})` });
    expect(verify.closest('li')!.getAttribute('data-done')).toBe('true');
    expect(within(list).getByText('1 of 5 steps done')).toBeTruthy();
    expect(
      within(list)
        .getByRole('link', { name: new RegExp(L.gettingStarted.tryCall) })
        .getAttribute('href'),
    ).toBe('/io-docs');
  });

  it('the console’s saved flag ticks “try a call”', () => {
    const { pref } = memoryPreference();
    const model = modelOf('accountApps.empty.html', 'accountApps');
    rememberJourney(pref, 'call', model.layout.username);
    render(
      <ServicesContext.Provider value={services(pref)}>
        <AccountApps model={model} />
      </ServicesContext.Provider>,
    );
    expect(
      within(checklist()).getByRole('link', { name: `${L.gettingStarted.tryCall} (${L.gettingStarted.done})` }),
    ).toBeTruthy();
    expect(within(checklist()).getByText('2 of 5 steps done')).toBeTruthy();
  });

  it('shown on an empty My Keys, it is back on My Keys with keys (3 of 5 done, "try a call" next) until the last step', () => {
    const { pref, store } = memoryPreference();
    const withServices = (name: string, type: 'accountKeys' | 'accountApps') => (
      <ServicesContext.Provider value={services(pref)}>
        {type === 'accountKeys' ? (
          <AccountKeys model={modelOf(name, 'accountKeys')} />
        ) : (
          <AccountApps model={modelOf(name, 'accountApps')} />
        )}
      </ServicesContext.Provider>
    );
    const first = render(withServices('accountKeys.html', 'accountKeys'));
    expect(screen.queryByRole('region', { name: L.gettingStarted.heading })).toBeNull(); // never started
    first.unmount();
    const empty = render(withServices('accountKeys.empty.html', 'accountKeys'));
    const user = modelOf('accountKeys.empty.html', 'accountKeys').layout.username;
    expect(store.get(`journey.started.${user}`)).toBe('1');
    empty.unmount();
    const later = render(withServices('accountKeys.html', 'accountKeys'));
    expect(within(checklist()).getByText('3 of 5 steps done')).toBeTruthy();
    expect(
      within(checklist())
        .getByRole('link', { name: `${L.gettingStarted.tryCall} (${L.gettingStarted.todo})` })
        .getAttribute('aria-current'),
    ).toBe('step');
    later.unmount();
    rememberJourney(pref, 'call', user);
    rememberJourney(pref, 'report', user);
    render(withServices('accountApps.html', 'accountApps'));
    render(withServices('accountKeys.html', 'accountKeys'));
    expect(screen.queryByRole('region', { name: L.gettingStarted.heading })).toBeNull();
  });

  it('empty My Keys shows it; My Apps and My Keys with apps and keys do not', () => {
    const { unmount } = render(<AccountKeys model={modelOf('accountKeys.empty.html', 'accountKeys')} />);
    expect(within(checklist()).getByRole('link', { name: new RegExp(`^${L.gettingStarted.getKey}`) })).toBeTruthy();
    unmount();
    render(<AccountApps model={modelOf('accountApps.html', 'accountApps')} />);
    render(<AccountKeys model={modelOf('accountKeys.html', 'accountKeys')} />);
    expect(screen.queryByRole('region', { name: L.gettingStarted.heading })).toBeNull();
  });
});
