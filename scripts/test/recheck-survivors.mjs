// `node scripts/test/recheck-survivors.mjs [--report reports/stryker/mutation.json] [--file <source>] [--sample N] [--timeout S] -- <test files…>`:
// the survivors (and mutants without coverage) of a mutation run, each applied to its source by hand and run
// against the given test files (vitest, stopping at the first failure) — for a run made with `--testFiles`
// (a module's own tests, a lower bound): which of its survivors a wider suite, too slow to run for every mutant
// (test/extract/fixtures.test.ts reads every fixture page), does kill. Changes the sources while it runs and
// restores each file after each mutant: run it in a clone that nothing else builds from. `--sample N`: every
// k-th survivor of each file, N of them in all (spread evenly) — an estimate where re-checking all would take hours. Writes
// `<report>.recheck.json` ({ file, line, column, mutator, replacement, killed }) and prints the count per file.
// `--timeout S` (default 120): a mutant whose tests run longer (a loop that never ends) counts as killed, as
// Stryker counts a timeout, marked `timedOut` ('t' in the progress line); the whole process group is stopped.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { asApplied } from './applyMutant.mjs';

const argv = process.argv.slice(2);
const dash = argv.indexOf('--');
const options = dash >= 0 ? argv.slice(0, dash) : argv;
const tests = dash >= 0 ? argv.slice(dash + 1) : [];
const opt = (name, fallback) => {
  const i = options.indexOf(name);
  return i >= 0 ? options[i + 1] : fallback;
};
const reportPath = opt('--report', 'reports/stryker/mutation.json');
const only = opt('--file', null);
const sample = Number(opt('--sample', 0));
const timeoutS = Number(opt('--timeout', 120));
if (!(timeoutS > 0)) throw new Error('recheck-survivors: --timeout takes a number of seconds');
if (!tests.length) throw new Error('recheck-survivors: name the test files after --');
// a test file that does not exist makes vitest fail for every mutant: each would count as killed
for (const t of tests) if (!fs.existsSync(t)) throw new Error(`recheck-survivors: no test file ${t}`);

/** 1-based line and column (the mutation-testing report schema) → an offset into `text` */
function offsetOf(text, { line, column }) {
  let at = 0;
  for (let l = 1; l < line; l++) at = text.indexOf('\n', at) + 1;
  return at + column - 1;
}

const report = JSON.parse(fs.readFileSync(reportPath, 'utf8'));
const isOpen = (m) => m.status === 'Survived' || m.status === 'NoCoverage';
const allOpen = Object.entries(report.files)
  .filter(([file]) => !only || file === only)
  .reduce((n, [, entry]) => n + entry.mutants.filter(isOpen).length, 0);
const step = sample > 0 ? Math.max(1, allOpen / sample) : 1;
let seen = 0;
const results = [];
for (const [file, entry] of Object.entries(report.files)) {
  if (only && file !== only) continue;
  const original = fs.readFileSync(file, 'utf8');
  const open = entry.mutants.filter(isOpen).filter(() => {
    const pick = Math.floor(seen / step) !== Math.floor((seen + 1) / step) || step === 1;
    seen++;
    return pick;
  });
  let killed = 0;
  let invalid = 0;
  try {
    for (const m of open) {
      const start = offsetOf(original, m.location.start);
      const end = offsetOf(original, m.location.end);
      fs.writeFileSync(file, original.slice(0, start) + asApplied(m) + original.slice(end));
      // `timeout` runs the command in a process group of its own and stops all of it (vitest's workers too)
      const run = spawnSync('timeout', ['-k', '10', String(timeoutS), 'npx', 'vitest', 'run', '--bail', '1', ...tests], {
        encoding: 'utf8',
        env: { ...process.env, CI: 'true' },
      });
      // a replacement that does not compile fails every test: that is not a kill (counted apart)
      const broken = /Transform failed|SyntaxError|Unexpected token|ERROR: Expected|No test files found/.test(
        `${run.stdout}${run.stderr}`,
      );
      const timedOut = run.status === 124 || run.status === 137;
      const dead = run.status !== 0 && !broken;
      if (dead) killed++;
      if (broken) invalid++;
      results.push({
        file,
        line: m.location.start.line,
        column: m.location.start.column,
        mutator: m.mutatorName,
        original: original.slice(start, end).slice(0, 120),
        replacement: m.replacement ?? '',
        killed: dead,
        ...(broken ? { invalid: true } : {}),
        ...(timedOut ? { timedOut: true } : {}),
      });
      process.stdout.write(broken ? '?' : timedOut ? 't' : dead ? 'k' : 's');
    }
  } finally {
    fs.writeFileSync(file, original);
  }
  console.log(
    `\n${file}: ${killed} of ${open.length} survivors killed by ${tests.join(' ')}` +
      (invalid ? ` (${invalid} did not compile as applied: apply them by hand)` : ''),
  );
}
fs.writeFileSync(`${reportPath}.recheck.json`, `${JSON.stringify(results, null, 1)}\n`);
