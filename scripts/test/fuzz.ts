// npm run fuzz -- [--count N] [--seed S] [--start I] [--json <path>]
// Mutation fuzz of the extractor over every fixture page (see test/fuzz/run.ts). Prints a summary;
// with --json writes {"passed":N,"failed":M} for the test script. Exit 1 when any iteration failed,
// 2 on bad arguments. Reproduce one failure with: --seed S --start <iteration> --count 1.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { runFuzz } from '../../test/fuzz/run.ts';

function usage(msg: string): never {
  process.stderr.write(`fuzz: ${msg}\nusage: npm run fuzz -- [--count N] [--seed S] [--start I] [--json <path>]\n`);
  process.exit(2);
}

const args = process.argv.slice(2);
const opts = { count: 10000, seed: 1, start: 0, json: null as string | null };
for (let i = 0; i < args.length; i++) {
  const a = args[i]!;
  const v = args[i + 1];
  if (a === '--json') {
    if (!v) usage('--json needs a path');
    opts.json = v;
    i++;
  } else if (a === '--count' || a === '--seed' || a === '--start') {
    if (!v || !/^\d+$/.test(v)) usage(`${a} needs a non-negative integer`);
    opts[a.slice(2) as 'count' | 'seed' | 'start'] = Number(v);
    i++;
  } else usage(`unknown argument ${a}`);
}

const r = await runFuzz({ count: opts.count, seed: opts.seed, start: opts.start });
for (const f of r.failures) {
  process.stdout.write(
    `\nFAILED iteration ${f.iteration} (${f.file}); reproduce: npm run fuzz -- --seed ${opts.seed} --start ${f.iteration} --count 1\n`,
  );
  for (const m of f.mutations) process.stdout.write(`  ${m.op} ${m.target}\n`);
  process.stdout.write(`  ${f.error.split('\n').slice(0, 6).join('\n  ')}\n`);
}
if (r.fixtures === 0) process.stdout.write('fuzz: no fixture pages found (fixtures/pages/index.json)\n');
process.stdout.write(
  `fuzz: ${opts.count} mutated pages from ${r.fixtures} fixtures, seed ${opts.seed}: ${r.passed} passed, ${r.failed} failed (${(r.ms / 1000).toFixed(1)} s)\n`,
);
if (opts.json) {
  mkdirSync(dirname(opts.json), { recursive: true });
  writeFileSync(opts.json, `${JSON.stringify({ passed: r.passed, failed: r.failed })}\n`);
}
process.exit(r.failed > 0 || r.fixtures === 0 ? 1 : 0);
