// Every command README.md and docs/*.md tell readers to run (each line of their ```sh and ```bash blocks,
// and the inline `THEME_CONFIG=… npm start` re-brand examples) is run by a test (issue 34: the documented
// `THEME_CONFIG=docs/examples/rebrand-orange.config.ts npm start` did nothing, and nothing ran it).
// COVERED says, for each documented command, where it runs: a file and the text in it that runs it (the
// file must contain that text), or `here` (run below). A newly documented command that is in no list fails
// this test until a test runs it. The few documented commands no automatic test runs are in NOT_RUN, each
// with the reason. Inline commands (code spans such as `npm start -- --hostile`) are held to less: each names
// an npm script that exists, and each `npm start -- …` variant with real arguments is run and must start the
// simulated portal.
// @vitest-environment node
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOCS = ['README.md', ...fs.readdirSync(path.join(ROOT, 'docs')).map((f) => `docs/${f}`)].filter((f) => f.endsWith('.md'));

/** the documented commands: file → lines (comments and a trailing `&` removed, spaces collapsed) */
export function documentedCommands(): { file: string; command: string }[] {
  const found: { file: string; command: string }[] = [];
  for (const file of DOCS) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    let inBlock = false;
    for (const line of text.split('\n')) {
      if (/^```(sh|bash)\s*$/.test(line)) inBlock = true;
      else if (line.startsWith('```')) inBlock = false;
      else if (inBlock) {
        const command = line
          .replace(/\s+#.*$/, '')
          .replace(/^#.*$/, '')
          .replace(/\s*&$/, '')
          .replace(/\s+/g, ' ')
          .trim();
        if (command) found.push({ file, command });
      }
    }
    for (const m of text.matchAll(/`(THEME_CONFIG=\S+ npm start)`/g)) found.push({ file, command: m[1]! });
  }
  return found;
}

/**
 * The commands README.md and docs/*.md name inline (code spans such as `npm start -- --hostile` or
 * `PORTAL_DIST=<dir> npm run size`), besides their sh/bash blocks: file → command.
 */
export function inlineCommands(): { file: string; command: string }[] {
  const found: { file: string; command: string }[] = [];
  for (const file of DOCS)
    for (const m of fs
      .readFileSync(path.join(ROOT, file), 'utf8')
      .matchAll(/`((?:[A-Z_]+=\S+ )*npm (?:start|run|test|ci)\b[^`]*)`/g))
      found.push({ file, command: m[1]! });
  return found;
}

/** the package.json scripts a command line names (`npm run x`, `npm start`, `npm test`), joined by && */
export function scriptsNamed(command: string): string[] {
  return [...command.matchAll(/\bnpm (?:run(?: --silent)? ([\w:-]+)|(start|test)\b)/g)].map((m) => m[1] ?? m[2]!);
}

/** `npm start -- a 'b c'` → its arguments after `--` (single quotes kept together); null for another command */
export function startArgs(command: string): string[] | null {
  const m = /^npm start(?: -- (.*))?$/.exec(command.trim());
  if (!m) return null;
  return [...(m[1] ?? '').matchAll(/'([^']*)'|(\S+)/g)].map((a) => a[1] ?? a[2]!);
}

type Where = [file: string, runs: string];
/** documented command → where a test runs it (`.ci/run` is CI: `npm ci` then `npm test`, which is scripts/test/test-all.sh) */
const COVERED: Record<string, Where[]> = {
  'npm ci && npm start': [
    ['.ci/run', 'npm ci'],
    ['test/docs/docCommands.test.ts', "'scripts/dev/start.ts'"],
  ],
  'npm ci && npm test': [
    ['.ci/run', 'npm ci'],
    ['.ci/run', 'npm test'],
  ],
  'npm run build': [['scripts/test/test-all.sh', 'npm run --silent build']],
  'npm run deployed': [['test/docs/docCommands.test.ts', "'deployed'"]],
  'npm run --silent inspect -- saved-page.html --url https://developer.example.com/apps/mykeys': [
    ['src/entries/inspect.test.ts', "'--url'"],
  ],
  'npm run --silent inspect -- fixtures/pages/accountKeys.html': [['src/entries/inspect.test.ts', 'manifest']],
  'npm run --silent inspect -- page.html --url … --status 404': [['src/entries/inspect.test.ts', "'--status'"]],
  'npx vitest run src/extract test/extract test/fuzz': [['scripts/test/test-all.sh', 'npx vitest run']],
  'npm run fuzz -- --count 2000 --json .ci-out/fuzz.json': [
    ['scripts/test/test-all.sh', 'npm run --silent fuzz -- --count 2000 --json'],
  ],
  'cp -r dist/portal /tmp/holdout-dist': [['scripts/test/test-all.sh', 'node test/holdout/run.mjs --dist dist/portal']],
  'node test/holdout/run.mjs --dist /tmp/holdout-dist --json /tmp/holdout.json': [
    ['scripts/test/test-all.sh', 'node test/holdout/run.mjs --dist dist/portal --workers 2 --json'],
  ],
  'npx vitest run test/screens/account src/screens src/adapter/builders/helpers.keyBlock.test.ts': [
    ['scripts/test/test-all.sh', 'npx vitest run'],
  ],
  'npx storybook build --quiet -o /tmp/sb-account && node scripts/dev/serve-static.mjs /tmp/sb-account 6220': [
    ['scripts/test/test-all.sh', 'npx storybook build --quiet -o storybook-static'],
    ['scripts/test/test-all.sh', 'node scripts/dev/serve-static.mjs storybook-static'],
  ],
  'npx test-storybook --url http://127.0.0.1:6220 --maxWorkers=1 --ci stories/screens/AccountKeys/AccountKeys.stories.tsx …': [
    ['scripts/test/test-all.sh', 'npx test-storybook --url'],
  ],
  'npm run e2e': [['scripts/test/test-all.sh', 'npx playwright test']],
  'npx playwright test test/e2e/navigation.spec.ts': [['scripts/test/test-all.sh', 'npx playwright test']],
  'npx playwright test -g "secrets"': [['scripts/test/test-all.sh', 'npx playwright test']],
  'E2E_SKIP_BUILD=1 npx playwright test test/e2e/server-markup.spec.ts': [['scripts/test/test-all.sh', 'E2E_SKIP_BUILD=1']],
  'E2E_JSON=.ci-out/e2e.json npm run e2e': [['scripts/test/test-all.sh', 'E2E_JSON="$OUT/e2e.json" npx playwright test']],
  // variants of the e2e run: the variable is read where the docs say (the run itself is the e2e step)
  'E2E_BUILD=1 npm run e2e': [['test/e2e/support/globalSetup.ts', "process.env.E2E_BUILD === '1'"]],
  'E2E_WORKERS=1 npm run e2e': [['playwright.config.ts', 'process.env.E2E_WORKERS']],
  'E2E_DIST=/tmp/snapshot npm run e2e': [['test/e2e/support/fixtures.ts', 'process.env.E2E_DIST']],
  'THEME_CONFIG=docs/examples/rebrand-teal.config.ts npm start': [['test/docs/docCommands.test.ts', 'THEME_CONFIG:']],
};
/** documented, run by no automatic test — and why */
const NOT_RUN: Record<string, string> = {
  'npm run bench:extract': 'a benchmark (minutes of CPU); its results are reviewed by hand',
  'npx storybook build --quiet -c test/theme/theme-a11y-negative/.storybook -o /tmp/sb-neg':
    'the negative Storybook is built to show the theme pass failing on purpose (docs/theming.md)',
  'node scripts/dev/serve-static.mjs /tmp/sb-neg 6202': 'serves the negative Storybook (above)',
  'npx test-storybook --url http://127.0.0.1:6202 --config-dir test/theme/theme-a11y-negative/.storybook --maxWorkers=1 --ci':
    'expected to fail (the negative Storybook, above)',
};

describe('documented commands', () => {
  it('are each run by a test (or listed, with the reason, as run by none)', () => {
    const missing = documentedCommands()
      .filter(({ command }) => !(command in COVERED) && !(command in NOT_RUN))
      .map(({ file, command }) => `${file}: ${command}`);
    expect(missing, 'documented commands no test runs: run them in a test and add them to COVERED').toEqual([]);
  });

  it('are run where the list says', () => {
    const wrong: string[] = [];
    for (const [command, places] of Object.entries(COVERED))
      for (const [file, runs] of places) {
        const text = fs.existsSync(path.join(ROOT, file)) ? fs.readFileSync(path.join(ROOT, file), 'utf8') : '';
        if (!text.includes(runs)) wrong.push(`${command}: ${file} does not contain ${runs}`);
      }
    expect(wrong).toEqual([]);
  });

  it('link only inside the repository (no absolute paths to other folders)', () => {
    const outside = DOCS.flatMap((file) =>
      [
        ...fs
          .readFileSync(path.join(ROOT, file), 'utf8')
          .matchAll(/(?:\]\(|`)(\/(?:work|home|Users|tmp\/(?!holdout|sb-|snapshot))[^)`\s]*)/g),
      ].map((m) => `${file}: ${m[1]}`),
    );
    expect(outside).toEqual([]);
  });

  it('name only npm scripts that exist (every sh/bash line and every inline npm command)', () => {
    const scripts = Object.keys(
      (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: object }).scripts,
    );
    const unknown = [...documentedCommands(), ...inlineCommands()].flatMap(({ file, command }) =>
      scriptsNamed(command)
        .filter((name) => !scripts.includes(name))
        .map((name) => `${file}: ${command} (no script "${name}")`),
    );
    expect(unknown).toEqual([]);
    // the reading itself: a planted wrong name is found
    expect(scriptsNamed('npm run build && npm run --silent nope -- --x && npm start -- --log')).toEqual([
      'build',
      'nope',
      'start',
    ]);
  });

  // every documented `npm start -- …` variant with real arguments is run (without the build: --no-build serves
  // dist/portal as it is; on a free port): it must start the simulated portal, not stop on an unknown option
  it('npm start variants named inline start the simulated portal', { timeout: 120_000 }, async () => {
    const variants = [...new Set(inlineCommands().map(({ command }) => JSON.stringify(startArgs(command))))]
      .map((v) => JSON.parse(v) as string[] | null)
      .filter((a): a is string[] => !!a && a.length > 0)
      // placeholders (<dir>, N) and --portal, which needs a live portal (test:preview --through-proxy runs it
      // against the hosted stand-in)
      .filter((a) => !a.some((arg) => /^<|^N$|…/.test(arg)) && !a.includes('--portal'));
    expect(variants.length).toBeGreaterThanOrEqual(7);
    expect(startArgs(`npm start -- --options '{"theme":"dark"}' --log`)).toEqual(['--options', '{"theme":"dark"}', '--log']);
    const { PORT: _port, ...withoutPort } = process.env;
    const failed: string[] = [];
    for (const variant of variants) {
      const args = variant.flatMap((a, i) => (variant[i - 1] === '--port' ? ['0'] : [a]));
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          'scripts/dev/start.ts',
          ...args,
          '--no-build',
          '--no-watch',
          ...(args.includes('--port') ? [] : ['--port', '0']),
        ],
        { cwd: ROOT, env: withoutPort, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let out = '';
      const started = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), 30_000);
        const read = (d: Buffer) => {
          out += d.toString();
          if (/Simulated Mashery portal: http:\/\//.test(out)) {
            clearTimeout(timer);
            resolve(true);
          }
        };
        child.stdout.on('data', read);
        child.stderr.on('data', read);
        child.on('exit', () => {
          clearTimeout(timer);
          resolve(false);
        });
      });
      child.kill();
      if (!started) failed.push(`npm start -- ${variant.join(' ')}: ${out.slice(-300)}`);
    }
    expect(failed).toEqual([]);
  });

  it('npm run check runs every static gate npm test runs (the commit-time subset of CI)', () => {
    // a Prettier failure reached CI because a commit skipped the static gates; `npm run check` is the
    // documented pre-commit command, so it must hold every static gate test-all.sh runs
    const scripts = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts as Record<string, string>;
    const testAll = fs.readFileSync(path.join(ROOT, 'scripts/test/test-all.sh'), 'utf8');
    const gates = ['typecheck', 'format:check', 'lint', 'deps'];
    for (const gate of gates) expect(testAll, `test-all.sh runs ${gate}`).toContain(`npm run --silent ${gate}`);
    expect(scriptsNamed(scripts.check!)).toEqual(gates);
  });

  it('npm run deployed records the build as uploaded', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deployed-'));
    try {
      const record = {
        version: '0.1.0',
        hash: 'abcdef12',
        zip: 'portal-0.1.0-abcdef12.zip',
        files: [{ name: 'portal.js', size: 1, sha256: 'x' }],
      };
      fs.writeFileSync(path.join(dir, 'portal-build.json'), JSON.stringify(record));
      const uploaded = path.join(dir, 'deploy', 'uploaded.json');
      const r = spawnSync('npm', ['run', '--silent', 'deployed'], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, PORTAL_DIST: dir, PORTAL_UPLOADED: uploaded },
        timeout: 60_000,
      });
      expect(r.status, r.stderr).toBe(0);
      expect(JSON.parse(fs.readFileSync(uploaded, 'utf8'))).toMatchObject({ zip: record.zip, files: record.files });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  // the documented re-brand examples, run as documented but without the build (--no-build serves the built
  // dist/portal, or the raw portal): the live preview's stylesheet — which loads after the built CSS and
  // wins — must be the example's brand, not theme.config.ts's
  it('THEME_CONFIG=<example> npm start previews that example', { timeout: 90_000 }, async () => {
    const examples = documentedCommands()
      .map(({ command }) => /^THEME_CONFIG=(\S+) npm start$/.exec(command)?.[1])
      .filter((f): f is string => !!f);
    expect(examples.length).toBeGreaterThan(0);
    const brand700 = (css: string) => /:root[^{]*\{[^}]*--portal-color-brand-700: ([^;]+);/.exec(css)?.[1];
    const served = async (config: string | null) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev/start.ts', '--port', '0', '--no-build'], {
        cwd: ROOT,
        env: { ...process.env, ...(config ? { THEME_CONFIG: config } : {}) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      try {
        const url = await new Promise<string>((resolve, reject) => {
          let out = '';
          child.stdout.on('data', (d: Buffer) => {
            out += d.toString();
            const m = /Simulated Mashery portal: (http:\/\/\S+?)\/?\s/.exec(out);
            if (m) resolve(m[1]!);
          });
          child.on('exit', (code) => reject(new Error(`npm start exited (${code}): ${out}`)));
        });
        const page = await fetch(`${url}/docs`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('/__dev/theme.css');
        return brand700(await (await fetch(`${url}/__dev/theme.css`)).text());
      } finally {
        child.kill();
      }
    };
    const standard = await served(null);
    expect(standard).toBeTruthy();
    for (const example of examples) {
      const themed = await served(example);
      expect(themed, example).toBeTruthy();
      expect(themed, `${example}: the preview shows theme.config.ts's brand`).not.toBe(standard);
    }
  });
});
