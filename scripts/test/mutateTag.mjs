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

/**
 * The globs of `--testFiles=<globs>`, split at the commas between them and with every `{a,b}` group written
 * out (`test/extract/{fixtures,robust}.test.ts` → `test/extract/fixtures.test.ts`, `test/extract/robust.test.ts`). They travel to vitest as one
 * comma-separated variable (`MUTATE_TEST_FILES`, vite.config.ts), so a group's own commas would cut it into
 * globs that match nothing — a run then killed only with the remaining tests (`pages/misc.ts` read 2.3 %
 * instead of its real score, with no warning).
 */
export function testFileGlobs(list) {
  const globs = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= list.length; i++) {
    const c = list[i];
    if (c === '{') depth++;
    else if (c === '}') depth = Math.max(0, depth - 1);
    else if ((c === ',' && depth === 0) || i === list.length) {
      const glob = list.slice(start, i).trim();
      if (glob) globs.push(...expandBraces(glob));
      start = i + 1;
    }
  }
  return globs;
}

function expandBraces(glob) {
  const open = glob.indexOf('{');
  if (open < 0) return [glob];
  let depth = 0;
  let from = open + 1;
  const options = [];
  for (let i = open; i < glob.length; i++) {
    const c = glob[i];
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      options.push(glob.slice(from, i));
      const rest = glob.slice(i + 1);
      return options.flatMap((o) => expandBraces(glob.slice(0, open) + o + rest));
    } else if (c === ',' && depth === 1) {
      options.push(glob.slice(from, i));
      from = i + 1;
    }
  }
  throw new Error(`mutate: unbalanced "{" in --testFiles glob ${glob}`);
}
