// Storybook test-runner hooks: every story is checked with axe in EVERY theme.
// The built-in check (addon-a11y, parameters.a11y.test: 'error') covers the theme the story renders in
// (the configured default theme). postVisit then switches the same rendered story to each other theme
// (no reload: the theme class is swapped through window.__PORTAL_THEME__, exactly as the toolbar does),
// runs axe with the same context and rule settings as addon-a11y, and switches back so the next story
// starts in the default theme.
//
// Speed (the runner is the longest step of npm test; see docs/theming.md, "Cost"):
// - only the axe rules whose outcome depends on CSS run in the extra themes: the switch swaps a class
//   without re-rendering, so the DOM (names, roles, ARIA, structure) is the one the built-in check passed;
// - all extra themes run in ONE page round trip, with transitions and animations frozen (no waiting for
//   frames or colour transitions after each switch);
// - the story facts the hook needs (Controls, a11y and theme parameters, the theme handle, whether axe is
//   there) are read in the page in one more round trip, instead of shipping the whole story context
//   (getStoryContext) and a copy of the document to Node;
// - axe-core is reused from the page (addon-a11y's, which has just run there) and injected only when it is
//   missing: @axe-core/playwright's AxeBuilder re-injects its 500 KB script (and opens a helper page) on
//   every analyze(), about 1 s per call. The injected copy is the one @axe-core/playwright depends on.
//
// Opting out (only with a reason):  parameters: { themes: { skip: { dark: 'why this story cannot pass in dark' } } }
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { TestRunnerConfig } from '@storybook/test-runner';
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

/** What postVisit needs to know about the story and the page, read in the page in one round trip. */
interface StoryFacts {
  emptyControls: boolean;
  a11y: A11yParameters;
  manual: boolean;
  skip: Record<string, unknown>;
  theme: { names: string[]; current: string } | null;
  axe: boolean;
}

/** the viewport of a phone story (its export name ends in `Phone`: id `…-phone`), and of every other story */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 720 };

const config: TestRunnerConfig = {
  // A story whose export name ends in `Phone` runs at 390 × 844 (what only a phone shows: the menu button
  // and its sheet below `xl`); the others at 1280 × 720. Its `globals.viewport` shows the same in the UI.
  async preVisit(page, context) {
    const want = context.id.endsWith('-phone') ? PHONE : DESKTOP;
    const size = page.viewportSize();
    if (size?.width !== want.width || size.height !== want.height) await page.setViewportSize(want);
  },
  async postVisit(page, context) {
    if (context.hasFailure) return; // already failing in the default theme
    const facts: StoryFacts = await page.evaluate(async (storyId) => {
      type Story = {
        parameters?: Record<string, unknown> & {
          controls?: { disable?: boolean };
          a11y?: unknown;
          themes?: { skip?: Record<string, unknown> };
        };
        initialArgs?: Record<string, unknown>;
        globals?: { a11y?: { manual?: boolean } };
      };
      // the test-runner's own page helper (the story as getStoryContext returns it)
      const story =
        (await (globalThis as unknown as { __getContext: (id: string) => Promise<Story> }).__getContext(storyId)) ?? {};
      const h = window.__PORTAL_THEME__;
      return {
        emptyControls: story.parameters?.controls?.disable !== true && !Object.keys(story.initialArgs ?? {}).length,
        // JSON round trip: only the plain settings (a11y.element, a DOM node, is not supported by addon-a11y either)
        a11y: JSON.parse(JSON.stringify(story.parameters?.a11y ?? {})) as A11yParameters,
        manual: story.globals?.a11y?.manual === true,
        skip: JSON.parse(JSON.stringify(story.parameters?.themes?.skip ?? {})) as Record<string, unknown>,
        theme: h ? { names: h.names, current: h.current() ?? h.defaultName } : null,
        axe: typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
      };
    }, context.id);
    // reviewers: no story opens on an empty Controls tab (docs/components.md, "Playground")
    if (facts.emptyControls)
      throw new Error(
        `${context.title} › ${context.name} opens on an empty Controls tab: give it args, or parameters: { controls: { disable: true } }`,
      );
    const { a11y, skip } = facts;
    if (a11y.disable === true || a11y.test === 'off' || facts.manual) return;
    const plan = axePlan(a11y);
    if (!plan.rules.length) return;
    const handle = facts.theme;
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
    if (themes.length) {
      if (!facts.axe) await page.evaluate(axeSource);
      for (const { theme, violations } of await runThemes(page, plan, themes, handle.current))
        if (violations.length) problems.push(describeViolations(theme, violations));
    }
    // THEME_A11Y_TIMING=<file>: one JSON line per story with the time the extra themes took
    const timing = process.env.THEME_A11Y_TIMING;
    if (timing) fs.appendFileSync(timing, `${JSON.stringify({ id: context.id, ms: Math.round(performance.now() - started) })}\n`);
    if (!problems.length) return;
    const message = `${context.title} › ${context.name}\n${problems.join('\n')}`;
    if (a11y.test === 'todo') console.warn(`[a11y todo] ${message}`);
    else throw new Error(message);
  },
};

export default config;
