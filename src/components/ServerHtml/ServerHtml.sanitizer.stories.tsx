// The sanitiser's walk (cleanTree.ts) against DOMPurify, in the browser: the same rules (sanitize.ts ›
// SANITIZER_RULES: tags, attributes, the kit's rewrites) given to DOMPurify as its configuration and hooks,
// and both run on a corpus — the XSS payloads, mutation-XSS and clobbering shapes, attribute and URL edge
// cases, and every fixture and hold-out page whole. The play function fails on any output that differs and on
// any payload that ran. DOMPurify is a development dependency: the oracle, never shipped.
import { useEffect, useState } from 'react';
import createDOMPurify from 'dompurify';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SANITIZER_RULES, canSanitize, sanitizeHtml } from './sanitize.ts';
import { neutralizeInlineHandlers } from './neutralize.ts';
import { payloads } from '../../../test/support/xssPayloads.ts';
import { sanitizerCorpus } from '../../../test/support/sanitizerCorpus.ts';

// loaded on demand, one chunk per page (scripts/bench/storybook-chunks.mjs: no story chunk holds pages)
const fixturePages = import.meta.glob<string>('../../../fixtures/pages/*.html', { query: '?raw', import: 'default' });
const holdOutPages = import.meta.glob<string>('../../../test/holdout/pages/*.html', { query: '?raw', import: 'default' });

/** DOMPurify with the kit's rules: what sanitize.ts gave before the walk replaced it */
function oracle(): (html: string) => string {
  const purify = createDOMPurify(window);
  const rules = SANITIZER_RULES;
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const value = rules.onAttribute(node as Element, node.nodeName.toLowerCase(), data.attrName, data.attrValue);
    if (value === null) data.keepAttr = false;
    else data.attrValue = value;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeType === 1) rules.afterAttributes(node as Element, node.nodeName.toLowerCase());
  });
  const config = {
    ALLOWED_TAGS: [...rules.tags],
    ALLOWED_ATTR: [...rules.attrs],
    FORBID_ATTR: [...rules.forbidAttrs],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: true,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    SANITIZE_DOM: false,
    WHOLE_DOCUMENT: false,
    RETURN_TRUSTED_TYPE: false,
  };
  return (html) => purify.sanitize(neutralizeInlineHandlers(html), config) as string;
}

interface Case {
  name: string;
  html: string;
}

const pageCases = (pages: Record<string, () => Promise<string>>) => (): Promise<Case[]> =>
  Promise.all(Object.entries(pages).map(async ([file, load]) => ({ name: file.replace(/^.*\//, ''), html: await load() })));

interface Outcome extends Case {
  walk: string;
  dompurify: string;
}

/** both sanitisers on every case, a few cases per task (no long task, the page stays responsive) */
async function compare(cases: Case[]): Promise<Outcome[]> {
  const purify = oracle();
  const out: Outcome[] = [];
  for (let i = 0; i < cases.length; i += 1) {
    const c = cases[i]!;
    out.push({ ...c, walk: sanitizeHtml(c.html), dompurify: purify(c.html) });
    if (i % 8 === 7) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return out;
}

function Differential({ cases }: { cases: () => Promise<Case[]> }) {
  const [outcomes, setOutcomes] = useState<Outcome[] | null>(null);
  useEffect(() => {
    let live = true;
    void cases()
      .then(compare)
      .then((o) => live && setOutcomes(o));
    return () => {
      live = false;
    };
  }, [cases]);
  if (!outcomes) return <p aria-busy="true">Comparing…</p>;
  const differ = outcomes.filter((o) => o.walk !== o.dompurify);
  return (
    <div>
      <p data-testid="summary">
        {outcomes.length} inputs, {differ.length} outputs differ from DOMPurify&apos;s.
      </p>
      <table>
        <caption>Inputs whose output differs (none expected)</caption>
        <thead>
          <tr>
            <th scope="col">Input</th>
            <th scope="col">The walk</th>
            <th scope="col">DOMPurify</th>
          </tr>
        </thead>
        <tbody>
          {differ.map((o) => (
            <tr key={o.name} data-testid="differs">
              <th scope="row">{o.name}</th>
              <td>
                <code>{o.walk.slice(0, 2000)}</code>
              </td>
              <td>
                <code>{o.dompurify.slice(0, 2000)}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const meta = {
  title: 'Components/ServerHtml/Sanitiser against DOMPurify',
  component: Differential,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Differential>;
export default meta;
type Story = StoryObj<typeof meta>;

async function sameOutput(canvasElement: HTMLElement, atLeast: number): Promise<void> {
  await expect(canSanitize()).toBe(true);
  const summary = await waitFor(() => within(canvasElement).getByTestId('summary'), { timeout: 25_000 });
  await expect(summary.textContent).toMatch(/^\d+ inputs, 0 outputs differ/);
  await expect(Number(summary.textContent!.split(' ')[0])).toBeGreaterThanOrEqual(atLeast);
  await expect(canvasElement.querySelectorAll('[data-testid="differs"]').length).toBe(0);
  await expect((window as { __xss?: unknown }).__xss).toBeUndefined();
}

/** the XSS payloads and the corpus of shapes that have broken sanitisers */
export const PayloadsAndShapes: Story = {
  args: {
    cases: () =>
      Promise.resolve([
        ...payloads.map(([name, html]) => ({ name: `payload: ${name}`, html })),
        ...sanitizerCorpus.map(([name, html]) => ({ name, html })),
      ]),
  },
  play: ({ canvasElement }) => sameOutput(canvasElement, 100),
};

/** every fixture page, whole (fixtures/pages) */
export const FixturePages: Story = {
  args: { cases: pageCases(fixturePages) },
  play: ({ canvasElement }) => sameOutput(canvasElement, 100),
};

/** every hold-out page, whole (test/holdout/pages: written apart from the fixtures, attack pages among them) */
export const HoldOutPages: Story = {
  args: { cases: pageCases(holdOutPages) },
  play: ({ canvasElement }) => sameOutput(canvasElement, 100),
};
