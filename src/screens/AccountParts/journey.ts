// The getting-started checklist (issue 13), derived from what the theme knows about the account — never a
// hard-coded "done":
//   verify e-mail  — the user is signed in (the portal signs in only members who confirmed the link in the
//                    registration e-mail; inferred, the page carries no "verified" flag)
//   create an app  — My Apps lists an application, or My Keys lists a key (keys belong to apps); on an
//                    empty My Keys, the count My Apps showed last (saved per user)
//   get a key      — My Keys lists a key, or an app on My Apps carries one
//   try a call     — the I/O Docs console got an answer from the API (flag saved by the console)
//   see the report — a key-activity report was opened (flag saved by the key-activity screen)
// Shown while the account has no app or no key; once shown, it stays (saved `started` flag) until every step
// is done, so "try a call" and "see the report" are ticked where the member left off (it vanished as soon as
// the first key was issued, with the call and the report still to do). Members who had apps and keys before
// never see it.
// Flags and the saved count go through the runtime's `preference` service (localStorage `portalTheme.*`,
// keyed by username); screens touch no storage themselves.
import type { PortalServices } from '../services.ts';
import type { ExpandedLabels, NamedPaths } from '../../model/screenModel.ts';

export type JourneyStepId = 'verifyEmail' | 'createApp' | 'getKey' | 'tryCall' | 'seeReport';
export const JOURNEY_STEPS: readonly JourneyStepId[] = ['verifyEmail', 'createApp', 'getKey', 'tryCall', 'seeReport'];

export interface JourneyState {
  signedIn: boolean;
  /** applications known to exist; null = unknown on this page */
  apps: number | null;
  /** keys known to exist; null = unknown on this page */
  keys: number | null;
  callTried: boolean;
  reportSeen: boolean;
  /** the checklist was shown to this member before (an empty account): it stays until every step is done */
  started?: boolean;
}

export interface JourneyLinks {
  account: string;
  createApp: string;
  keys: string;
  ioDocs: string;
  /** a key's report when one is known, else My Keys (where each key offers its report) */
  report: string;
}

export interface JourneyStepState {
  id: JourneyStepId;
  href: string;
  done: boolean;
}

/** The account is empty: a signed-in user who has no app or no key yet (this starts the checklist). */
export function emptyAccount(state: JourneyState): boolean {
  return state.signedIn && (state.apps === 0 || state.keys === 0);
}

/** The checklist shows for an empty account, and after that (started) until every step is done. */
export function showJourney(state: JourneyState): boolean {
  if (emptyAccount(state)) return true;
  if (!state.signedIn || !state.started) return false;
  const done = stepsDone(state);
  return JOURNEY_STEPS.some((id) => !done[id]);
}

function stepsDone(state: JourneyState): Record<JourneyStepId, boolean> {
  const keys = state.keys ?? 0;
  return {
    verifyEmail: state.signedIn,
    createApp: (state.apps ?? 0) > 0 || keys > 0,
    getKey: keys > 0,
    tryCall: state.callTried,
    seeReport: state.reportSeen,
  };
}

export function journeySteps(state: JourneyState, links: JourneyLinks): JourneyStepState[] {
  const done = stepsDone(state);
  const href: Record<JourneyStepId, string> = {
    verifyEmail: links.account,
    createApp: links.createApp,
    getKey: links.keys,
    tryCall: links.ioDocs,
    seeReport: links.report,
  };
  return JOURNEY_STEPS.map((id) => ({ id, href: href[id], done: done[id] }));
}

type Preference = PortalServices['preference'];
type Flag = 'call' | 'report' | 'started';
const flagName = (flag: Flag | 'apps', username: string | null) => `journey.${flag}.${username ?? ''}`;

/**
 * Saves that the user got an answer from the console / opened a report / was shown the checklist (no-op
 * without storage or user).
 */
export function rememberJourney(preference: Preference, flag: Flag, username: string | null): void {
  if (!preference || !username) return;
  preference.set(flagName(flag, username), '1');
}

/** Saves the number of applications My Apps listed (so an empty My Keys still knows them). */
export function rememberAppCount(preference: Preference, username: string | null, apps: number): void {
  if (!preference || !username) return;
  preference.set(flagName('apps', username), String(apps));
}

export function readJourney(preference: Preference, username: string | null) {
  const get = (flag: Flag | 'apps') => (preference && username ? preference.get(flagName(flag, username)) : null);
  const apps = get('apps');
  const count = apps !== null && /^\d+$/.test(apps) ? Number(apps) : null;
  return { callTried: get('call') === '1', reportSeen: get('report') === '1', started: get('started') === '1', apps: count };
}

/** The checklist's labels for the component, progress filled in. */
export function journeyLabels(labels: ExpandedLabels, steps: JourneyStepState[]) {
  const g = labels.gettingStarted;
  const done = steps.filter((s) => s.done).length;
  return {
    heading: g.heading,
    progress: g.progress.split('{{done}}').join(String(done)).split('{{total}}').join(String(steps.length)),
    done: g.done,
    todo: g.todo,
    stepLabel: (id: JourneyStepId) => g[id],
  };
}

export function defaultJourneyLinks(paths: NamedPaths, overrides: Partial<JourneyLinks>): JourneyLinks {
  return {
    account: paths.account ?? '/member/edit',
    createApp: paths.apps ?? '/apps/myapps',
    keys: paths.keys ?? '/apps/mykeys',
    ioDocs: paths.ioDocs ?? '/io-docs',
    report: paths.keys ?? '/apps/mykeys',
    ...overrides,
  };
}
