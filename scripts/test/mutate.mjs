// `npm run mutate` — Stryker on the whole mutate set (stryker.config.mjs); `npm run mutate -- <path> …` — only the
// given folders or files (a folder means its .ts files). Each path keeps its own incremental file, so runs of
// different folders do not discard each other's results. `npm run mutate -- --changed[=<ref>]`: the files of the
// mutate set that differ from <ref> (default main). Runs under `nice` with one test process.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { MUTATE_EXCLUDE, MUTATE_SET } from '../../stryker.config.mjs';
import { incrementalTag, testFileGlobs } from './mutateTag.mjs';

const argv = process.argv.slice(2);
const changed = argv.find((a) => a === '--changed' || a.startsWith('--changed='));
// `--testFiles=<globs>` goes to vite.config.ts (MUTATE_TEST_FILES), not to Stryker: with Stryker's own option
// every static mutant (module-load code) survived, never activated before its module loaded. Results of
// such a run are kept in the incremental file: measure once with `--force` to run them again.
const testFiles = argv.find((a) => a.startsWith('--testFiles='));
if (argv.includes('--testFiles')) throw new Error('mutate: write --testFiles=<globs> (with "=")');
const extra = argv.filter((a) => a.startsWith('-') && a !== changed && a !== testFiles);
const paths = argv.filter((a) => !a.startsWith('-'));
if (changed) {
  const ref = changed.includes('=') ? changed.slice('--changed='.length) : 'main';
  const inSet = (file) =>
    MUTATE_SET.some((glob) => (glob.endsWith('/**/*.ts') ? file.startsWith(glob.slice(0, -'**/*.ts'.length)) : file === glob));
  const files = execFileSync('git', ['diff', '--name-only', '--diff-filter=AM', ref, '--', 'src'], { encoding: 'utf8' })
    .split('\n')
    .filter(
      (f) =>
        f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.css.ts') && !f.startsWith('src/labels/en/') && inSet(f),
    );
  if (!files.length) {
    console.log(`mutate: no file of the mutate set differs from ${ref}`);
    process.exit(0);
  }
  paths.push(...files);
}
const args = ['-n', '15', 'npx', 'stryker', 'run', 'stryker.config.mjs', ...extra];
if (paths.length) {
  const globs = paths.map((p) => {
    const clean = p.replace(/\/+$/, '');
    if (!existsSync(clean)) throw new Error(`mutate: no such path ${clean}`);
    return statSync(clean).isDirectory() ? `${clean}/**/*.ts` : clean;
  });
  const tag = incrementalTag(paths);
  args.push('--mutate', [...globs, ...MUTATE_EXCLUDE].join(','), '--incrementalFile', `reports/stryker/incremental-${tag}.json`);
}
const env = testFiles
  ? { ...process.env, MUTATE_TEST_FILES: testFileGlobs(testFiles.slice('--testFiles='.length)).join(',') }
  : process.env;
const result = spawnSync('nice', args, { stdio: 'inherit', env });
process.exit(result.status ?? 1);
