// Storybook test-runner hooks: every story is checked with axe in EVERY theme.
// The built-in check (addon-a11y, parameters.a11y.test: 'error') covers the theme the story renders in
// (the configured default theme). postVisit then switches the same rendered story to each other theme
// (no reload: the theme class is swapped through window.__PORTAL_THEME__, exactly as the toolbar does),
// runs axe with the same context and rule settings as addon-a11y, and switches back so the next story
// starts in the default theme.
//
// Speed: only the axe rules whose outcome depends on CSS run in the extra themes. The switch swaps a class
// without re-rendering, so the DOM (names, roles, ARIA, structure) is the one the built-in check has just
// passed. And axe-core is injected once per page and reused: @axe-core/playwright's AxeBuilder re-injects
// the 500 KB axe script (and opens a helper page) on every analyze(), which measured about 1 s per call
// against 20–200 ms for the run itself. The axe-core used is the one @axe-core/playwright depends on.
// All extra themes run in one page round trip with transitions and animations frozen (no waiting for
// frames or colour transitions after each switch), and a rendering that already passed in every theme
// during this run (same markup, focus, viewport and axe plan, e.g. a Playground and the feature story
// with the same args) is not checked again: THEME_A11Y_CHECKED_DIR (default: a temp folder per run)
// holds one empty file per passed rendering.
//
// Opting out (only with a reason):  parameters: { themes: { skip: { dark: 'why this story cannot pass in dark' } } }
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from 'playwright';

// resolved from the project root (the runner loads this file through its own transpiler)
const require = createRequire(path.resolve('package.json'));
const axeSource: string = fs.readFileSync(
  require.resolve('axe-core/axe.min.js', { paths: [require.resolve('@axe-core/playwright')] }),
  'utf8',
);

// Storybook chrome that is always in the document; addon-a11y excludes the same, and disables 'region'
const SB_EXCLUDES = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];
const SB_DISABLED_RULES = ['region'];
/** axe rules that read computed styles (colours, overflow) and can change with the theme */
export const THEME_SENSITIVE_RULES = ['color-contrast', 'link-in-text-block', 'scrollable-region-focusable'];

interface A11yParameters {
  disable?: boolean;
  test?: 'error' | 'todo' | 'off';
  context?: string | { include?: string | string[]; exclude?: string | string[] };
  config?: { rules?: { id: string; enabled?: boolean }[] };
  options?: {
    runOnly?: string | string[] | { type: 'tag' | 'rule'; values: string[] };
    rules?: Record<string, { enabled?: boolean }>;
  };
}

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string; failureSummary: string }[];
}

const list = (v: string | string[] | undefined): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** The axe context and the rules to run for this story, mirroring addon-a11y's settings. */
function axePlan(a11y: A11yParameters): { context: { include: string[][]; exclude: string[][] }; rules: string[] } {
  const ctx = a11y.context;
  const include = typeof ctx === 'string' ? [ctx] : list(ctx?.include);
  const exclude = [...SB_EXCLUDES, ...(typeof ctx === 'object' ? list(ctx.exclude) : [])];
  const disabled = new Set(SB_DISABLED_RULES);
  for (const rule of a11y.config?.rules ?? []) if (rule.enabled === false) disabled.add(rule.id);
  for (const [id, rule] of Object.entries(a11y.options?.rules ?? {})) if (rule.enabled === false) disabled.add(id);
  // a story that limits axe to some rules (runOnly of type 'rule') keeps that limit here too
  const runOnly = a11y.options?.runOnly;
  const allowed =
    typeof runOnly === 'object' && !Array.isArray(runOnly) && runOnly.type === 'rule' ? new Set(runOnly.values) : null;
  return {
    context: { include: (include.length ? include : ['body']).map((s) => [s]), exclude: exclude.map((s) => [s]) },
    rules: THEME_SENSITIVE_RULES.filter((id) => !disabled.has(id) && (!allowed || allowed.has(id))),
  };
}

/**
 * The theme-sensitive rules in every theme of `themes`, in ONE page round trip: transitions and
 * animations are frozen while the pass runs (a swapped class then takes effect at the next style
 * recalculation, which axe's getComputedStyle forces: no waiting for frames or colour transitions),
 * each theme's class is applied and axe runs, and the story's own theme and motion come back at the end.
 */
async function runThemes(
  page: Page,
  plan: ReturnType<typeof axePlan>,
  themes: string[],
  restore: string,
): Promise<{ theme: string; violations: Violation[] }[]> {
  const present = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!present) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ context, rules, themes, restore }) => {
      type Axe = {
        run: (
          c: unknown,
          o: unknown,
        ) => Promise<{ violations: (Violation & { nodes: { target: unknown[]; html: string; failureSummary?: string }[] })[] }>;
      };
      const axe = (window as unknown as { axe: Axe }).axe;
      const handle = window.__PORTAL_THEME__!;
      const freeze = document.createElement('style');
      freeze.dataset.themeA11yFreeze = '';
      freeze.textContent = '*,*::before,*::after{transition:none!important;animation-play-state:paused!important}';
      document.head.append(freeze);
      const out: { theme: string; violations: Violation[] }[] = [];
      try {
        for (const theme of themes) {
          handle.apply(theme);
          const result = await axe.run(context, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] });
          out.push({
            theme,
            violations: result.violations.map((v) => ({
              id: v.id,
              impact: v.impact,
              help: v.help,
              nodes: v.nodes.map((n) => ({ target: n.target.map(String), html: n.html, failureSummary: n.failureSummary ?? '' })),
            })),
          });
        }
      } finally {
        handle.apply(restore);
        freeze.remove();
      }
      return out;
    },
    { ...plan, themes, restore },
  );
}

/**
 * A key for "this exact rendering was already checked in every theme during this run": the document's
 * markup (story root, portalled dialogs and all), the focused element, the viewport and the axe plan.
 * Contrast and the other theme-sensitive rules depend only on those and on the CSS, which is the same
 * static build for every story. Two stories that render the same thing (a Playground and the feature
 * story with the same args, the same empty state twice) are checked once.
 */
async function renderingKey(page: Page, plan: ReturnType<typeof axePlan>, themes: string[], mode: string): Promise<string> {
  const state = await page.evaluate(() => {
    const path = (el: Element | null): string => {
      const parts: string[] = [];
      for (let e = el; e && e !== document.documentElement; e = e.parentElement)
        parts.unshift(`${e.tagName}:${Array.prototype.indexOf.call(e.parentElement?.children ?? [], e)}`);
      return parts.join('/');
    };
    const html = document.documentElement;
    return [
      html.getAttribute('class'),
      html.getAttribute('style'),
      document.head.innerHTML,
      document.body.innerHTML,
      path(document.activeElement),
      `${innerWidth}x${innerHeight}@${scrollX},${scrollY}`,
    ].join('\u0000');
  });
  return createHash('sha1')
    .update(JSON.stringify([plan, themes, mode]))
    .update(state)
    .digest('hex');
}

/** Renderings already checked in this run (shared by the runner's workers through the file system). */
const CHECKED_DIR = process.env.THEME_A11Y_CHECKED_DIR ?? path.join(os.tmpdir(), `portal-theme-a11y-${process.ppid}`);

/** Whether this rendering already passed in every theme during this run. */
const passedBefore = (key: string): boolean => fs.existsSync(path.join(CHECKED_DIR, key));

/** Remembers a rendering that passed (only passes are remembered: a failure is reported for every story). */
function rememberPassed(key: string): void {
  fs.mkdirSync(CHECKED_DIR, { recursive: true });
  fs.writeFileSync(path.join(CHECKED_DIR, key), '');
}

function describeViolations(theme: string, violations: Violation[]): string {
  return [
    `axe found ${violations.length} violation${violations.length === 1 ? '' : 's'} in theme "${theme}":`,
    ...violations.map(
      (v) =>
        `  - ${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n${v.nodes
          .slice(0, 5)
          .map(
            (n) =>
              `      at ${n.target.join(' ')}\n        ${n.html.slice(0, 160)}\n        ${n.failureSummary.split('\n').join('\n        ')}`,
          )
          .join('\n')}`,
    ),
  ].join('\n');
}

const config: TestRunnerConfig = {
  async postVisit(page, context) {
    if (context.hasFailure) return; // already failing in the default theme
    const story = await getStoryContext(page, context);
    // reviewers: no story opens on an empty Controls tab (docs/components.md, "Playground")
    const controls = story.parameters?.controls as { disable?: boolean } | undefined;
    if (controls?.disable !== true && !Object.keys(story.initialArgs ?? {}).length)
      throw new Error(
        `${context.title} › ${context.name} opens on an empty Controls tab: give it args, or parameters: { controls: { disable: true } }`,
      );
    const a11y = (story.parameters?.a11y ?? {}) as A11yParameters;
    const globals = (story.globals ?? {}) as { a11y?: { manual?: boolean } };
    if (a11y.disable === true || a11y.test === 'off' || globals.a11y?.manual === true) return;
    const skip = (story.parameters?.themes as { skip?: Record<string, unknown> } | undefined)?.skip ?? {};
    const plan = axePlan(a11y);
    if (!plan.rules.length) return;

    const handle = await page.evaluate(() => {
      const h = window.__PORTAL_THEME__;
      return h ? { names: h.names, current: h.current() ?? h.defaultName } : null;
    });
    if (!handle) throw new Error('window.__PORTAL_THEME__ is missing: .storybook/preview.tsx did not load');

    const problems: string[] = [];
    const themes: string[] = [];
    for (const name of handle.names) {
      if (name === handle.current) continue;
      if (!(name in skip)) themes.push(name);
      else if (typeof skip[name] !== 'string' || !String(skip[name]).trim())
        problems.push(`parameters.themes.skip.${name} must give the reason as a non-empty string`);
    }
    const started = performance.now();
    let checked = false;
    const key = themes.length ? await renderingKey(page, plan, themes, a11y.test ?? 'error') : '';
    if (key && !passedBefore(key)) {
      checked = true;
      for (const { theme, violations } of await runThemes(page, plan, themes, handle.current))
        if (violations.length) problems.push(describeViolations(theme, violations));
      if (!problems.length) rememberPassed(key);
    }
    // THEME_A11Y_TIMING=<file>: one JSON line per story with the time the extra themes took
    const timing = process.env.THEME_A11Y_TIMING;
    if (timing)
      fs.appendFileSync(timing, `${JSON.stringify({ id: context.id, ms: Math.round(performance.now() - started), checked })}\n`);
    if (!problems.length) return;
    const message = `${context.title} › ${context.name}\n${problems.join('\n')}`;
    if (a11y.test === 'todo') console.warn(`[a11y todo] ${message}`);
    else throw new Error(message);
  },
};

export default config;
