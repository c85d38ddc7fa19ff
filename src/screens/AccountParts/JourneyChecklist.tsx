// JourneyChecklist: an account page's getting-started checklist — the steps (journey.ts) ticked from what the page
// and the remembered preferences know, shown from an empty account until every step is done.
import { useEffect, useMemo } from 'react';
import { GettingStarted } from '../../components/GettingStarted/index.ts';
import type { ExpandedLabels, LayoutModel, NamedPaths } from '../../model/screenModel.ts';
import { usePortalServices } from '../services.ts';
import {
  defaultJourneyLinks,
  emptyAccount,
  journeyLabels,
  journeySteps,
  readJourney,
  rememberAppCount,
  rememberJourney,
  showJourney,
  type JourneyLinks,
} from './journey.ts';

export interface JourneyChecklistProps {
  layout: LayoutModel;
  labels: ExpandedLabels;
  paths: NamedPaths;
  /** what this page knows: apps / keys listed (null = this page does not list them) */
  apps: number | null;
  keys: number | null;
  /** the page's own links (e.g. My Apps' 'Create a New App') over the named paths */
  links: Partial<JourneyLinks>;
  /**
   * this page starts the journey (a new member's 'Registration Successful'): the checklist shows from here
   * until every step is done, as it does after an empty My Apps or My Keys
   */
  start?: boolean;
}

/** The getting-started checklist of an account page (src/screens/AccountParts/journey.ts). */
export function JourneyChecklist({ layout, labels, paths, apps, keys, links, start = false }: JourneyChecklistProps) {
  const services = usePortalServices();
  const preference = services?.preference;
  const user = layout.username;
  // read synchronously (storage is local): the ticks are right on the first paint, no flip after mount
  const saved = useMemo(() => readJourney(preference, user), [preference, user]);
  const state = {
    signedIn: layout.loggedIn,
    apps: apps ?? saved.apps ?? null,
    keys,
    callTried: saved.callTried,
    reportSeen: saved.reportSeen,
    started: saved.started || (start && layout.loggedIn),
  };
  // an empty account starts the checklist: it stays until every step is done
  const empty = emptyAccount(state);
  useEffect(() => {
    if (apps !== null) rememberAppCount(preference, user, apps);
    if (empty || (start && layout.loggedIn)) rememberJourney(preference, 'started', user);
  }, [preference, user, apps, empty, start, layout.loggedIn]);
  if (!showJourney(state)) return null;
  const steps = journeySteps(state, defaultJourneyLinks(paths, links));
  const l = journeyLabels(labels, steps);
  return (
    <GettingStarted labels={l} steps={steps.map((s) => ({ id: s.id, href: s.href, done: s.done, label: l.stepLabel(s.id) }))} />
  );
}
