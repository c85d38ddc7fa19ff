// One-shot notices across a page change (issue #13): the delete pages remember "key deleted" / "application
// deleted" when their form is submitted; the next page shown takes it (and removes it) and hands it to the
// adapter, which shows the success notice only on the page a deletion lands on (My Keys, My Apps). Kept in
// sessionStorage (the form may post natively, so the page reloads); never older than MAX_AGE_MS.
import type { PendingNotice } from '../model/screenModel.ts';

const STORAGE_KEY = 'portalNotice';
/** a notice not taken within this time (a failed post, a closed tab) is dropped */
export const MAX_AGE_MS = 5 * 60 * 1000;
const KINDS: readonly PendingNotice['kind'][] = ['keyDeleted', 'appDeleted'];

function storage(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberNotice(win: Window, notice: PendingNotice, now = Date.now()): void {
  try {
    storage(win)?.setItem(STORAGE_KEY, JSON.stringify({ kind: notice.kind, name: notice.name, at: now }));
  } catch {
    // storage full or refused: the deletion still happens, only its notice is lost
  }
}

/** The pending notice, once: it is removed as it is read. null when there is none, it is stale or malformed. */
export function takeNotice(win: Window, now = Date.now()): PendingNotice | null {
  const store = storage(win);
  if (!store) return null;
  let raw: string | null = null;
  try {
    raw = store.getItem(STORAGE_KEY);
    if (raw !== null) store.removeItem(STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { kind?: unknown; name?: unknown; at?: unknown };
    if (!KINDS.includes(value.kind as PendingNotice['kind'])) return null;
    if (typeof value.at !== 'number' || now - value.at > MAX_AGE_MS || value.at > now + 60_000) return null;
    return { kind: value.kind as PendingNotice['kind'], name: typeof value.name === 'string' ? value.name : null };
  } catch {
    return null;
  }
}
