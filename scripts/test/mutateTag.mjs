// The name of a `npm run mutate -- <paths>` run's incremental file (reports/stryker/incremental-<tag>.json): each
// set of paths keeps its own results, so runs of different folders do not discard each other's.
import { createHash } from 'node:crypto';

/** longest tag written out in full; a longer one is its start and a hash of the whole */
export const TAG_MAX = 120;

/**
 * The paths, joined, with every run of characters other than letters and digits as `-` — or, when that is
 * longer than TAG_MAX (24 files named one by one made 600 characters, over the file system's 255-byte
 * name limit), its first 80 characters and 12 hex digits of its SHA-256: still unique per list of paths.
 */
export function incrementalTag(paths) {
  const full = paths.map((p) => p.replace(/\/+$/, '').replace(/[^A-Za-z0-9]+/g, '-')).join('_');
  if (full.length <= TAG_MAX) return full;
  return `${full.slice(0, 80)}-${createHash('sha256').update(full).digest('hex').slice(0, 12)}`;
}
