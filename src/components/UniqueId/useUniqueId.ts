// useUniqueId: a page-unique, stable id for ARIA and label wiring — a counter, not `useId` (Preact's restarts in
// a subtree that mounts after a suspension).
import { useState } from 'react';

let last = 0;

/**
 * A page-unique id for wiring ARIA and labels (`aria-controls`, `aria-labelledby`, `<label for>`), stable
 * for the component's life. Not `useId`: Preact's (the deploy build) numbers the ids of a subtree that
 * mounts after a suspension from zero again, so after an in-place load the lazily loaded screen's table
 * caption got the id of the header's submenu (`P0-1` twice: the Documentation toggle's aria-controls named
 * two elements; hold-out round 3, 2026-12-01). The theme renders in the browser only (no server-rendered
 * markup to match), so a counter is all it takes, in both builds.
 */
export function useUniqueId(): string {
  const [id] = useState(() => `pt-${(++last).toString(36)}`);
  return id;
}
