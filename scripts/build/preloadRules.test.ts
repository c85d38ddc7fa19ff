// The preload table's Markdown flags say what the adapter really does: a rule is flagged exactly when the
// page types it covers render a body as Markdown. Every fixture page is read with each of its bodies
// replaced by Markdown, adapted with the markdown setting on, and its screen model searched for a Markdown
// segment. A flag too many costs every such page ≈ 20 KB gz of marked (forum and blog pages carried it);
// a flag too few loads Markdown one round late.
import { describe, expect, it } from 'vitest';
import { adapt } from '../../src/adapter/index.ts';
import { defaultSettings } from '../../src/config/settings.ts';
import { extractPage } from '../../src/extract/index.ts';
import { NOW } from '../../test/adapter/factories.ts';
import { fixtureDocument, fixturePages } from '../../test/support/fixturePages.ts';
import { PATH_RULES, PRELOAD_RULES } from './preloadRules.ts';

const MARKDOWN_BODY = 'Some *emphasis*\n\n- one\n- two\n';

function hasMarkdownSegment(value: unknown, seen = new Set<unknown>()): boolean {
  if (!value || typeof value !== 'object' || seen.has(value)) return false;
  seen.add(value);
  if ((value as { kind?: unknown }).kind === 'markdown') return true;
  return Object.values(value as Record<string, unknown>).some((v) => hasMarkdownSegment(v, seen));
}

/** the first rule whose classes are all on <body> (runtime/preload.ts › filesForPage) */
function ruleFor(bodyClasses: string) {
  const tokens = new Set(bodyClasses.split(/\s+/).filter(Boolean));
  return PRELOAD_RULES.find(([classes]) => classes.every((c) => tokens.has(c)));
}

describe('preload rules and Markdown', () => {
  const results = fixturePages.map((e) => {
    const doc = fixtureDocument(e);
    for (const body of doc.querySelectorAll('.section-body')) body.textContent = MARKDOWN_BODY;
    const data = extractPage(doc, e.url, { status: e.status });
    const model = adapt(data, { ...defaultSettings, markdown: true }, { url: e.url, now: NOW });
    return {
      file: e.file,
      type: data.contentType,
      rule: ruleFor(doc.body.className),
      markdown: hasMarkdownSegment(model.screen),
    };
  });

  it('a page that renders a body as Markdown is covered by a rule flagged Markdown', () => {
    const missing = results.filter((r) => r.markdown && !r.rule?.[2]).map((r) => `${r.file} (${r.type})`);
    expect(missing).toEqual([]);
    expect(results.filter((r) => r.markdown).length).toBeGreaterThan(3);
  });

  it('every rule flagged Markdown covers a page type that renders Markdown, and no page of an unflagged type does', () => {
    const markdownTypes = new Set(results.filter((r) => r.markdown).map((r) => r.type));
    for (const [classes, types, markdown] of PRELOAD_RULES) {
      const renders = types.some((t) => markdownTypes.has(t));
      expect(Boolean(markdown), `${classes.join('.')} → ${types.join(', ')}`).toBe(renders);
    }
  });

  it('the head script never preloads Markdown by path (only the body tells whether it is needed)', () => {
    for (const rule of PATH_RULES) expect(rule).toHaveLength(2);
  });
});
