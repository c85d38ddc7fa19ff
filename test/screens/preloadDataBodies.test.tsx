// The preload table's `data` flags say what the screens really do (scripts/build/preloadRules.ts, fourth
// field): a rule is flagged when its pages' `.section-body` markup is read as data — tables, lists,
// excerpts — and never shown through the sanitiser, so that markup need not preload the sanitiser (3.7 KB gz on
// every My Keys, blog list, search and key-activity visit). Every fixture page under such a rule gets a
// marked element in each body and is rendered through the App; no ServerHtml output may hold the mark.
import { cleanup, render, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PRELOAD_RULES } from '../../scripts/build/preloadRules.ts';
import { adapt } from '../../src/adapter/index.ts';
import { contentBox } from '../../src/components/ServerHtml/ServerHtml.css.ts';
import { defaultSettings } from '../../src/config/settings.ts';
import { extractPage } from '../../src/extract/index.ts';
import { App } from '../../src/screens/App.tsx';
import { offlineServices } from '../support/offlineServices.ts';
import { NOW, ROOT, pages, type PageEntry } from './account/fixtures.ts';

afterEach(cleanup);

const PROBE = 'preload-probe-7f3a';
const win = new Window({
  url: 'https://portal.invalid/',
  settings: { disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
});

/** the first rule whose classes are all on <body> (runtime/preload.ts › filesForPage) */
function ruleFor(bodyClasses: string) {
  const tokens = new Set(bodyClasses.split(/\s+/).filter(Boolean));
  return PRELOAD_RULES.find(([classes]) => classes.every((c) => tokens.has(c)));
}

function probed(entry: PageEntry) {
  const doc = new win.DOMParser().parseFromString(
    readFileSync(join(ROOT, 'fixtures/pages', entry.file), 'utf8'),
    'text/html',
  ) as unknown as Document;
  for (const body of doc.querySelectorAll('.section-body')) body.insertAdjacentHTML('beforeend', `<p>Note <em>${PROBE}</em></p>`);
  return {
    doc,
    model: adapt(extractPage(doc, entry.url, { status: entry.status }), defaultSettings, { url: entry.url, now: NOW }),
  };
}

/** whether any ServerHtml output of the rendered page holds the probe */
async function showsProbe(entry: PageEntry): Promise<boolean> {
  const { model } = probed(entry);
  const { container, unmount } = render(<App model={model} services={offlineServices(new URL(entry.url).origin)} />);
  await waitFor(() => expect(container.querySelector('[data-screen-fallback]')).toBeNull(), { timeout: 10_000 });
  const shown = [...container.querySelectorAll(`.${contentBox}`)].some((el) => el.textContent?.includes(PROBE));
  unmount();
  return shown;
}

describe('preload rules: bodies read as data', () => {
  const covered = pages.filter((e) => ruleFor(probed(e).doc.body.className)?.[3]);

  it('covers pages of every data rule', () => {
    const rules = new Set(covered.map((e) => ruleFor(probed(e).doc.body.className)!.join('|')));
    expect(rules.size).toBe(PRELOAD_RULES.filter((r) => r[3]).length);
  });

  it.each(covered.map((e) => [e.file, e] as const))('%s shows no body markup through ServerHtml', async (_file, entry) => {
    expect(await showsProbe(entry)).toBe(false);
  });

  it('the check can fail: a custom page shows its body through ServerHtml', async () => {
    const page = pages.find((e) => e.contentType === 'page' && !ruleFor(probed(e).doc.body.className)?.[3])!;
    expect(await showsProbe(page)).toBe(true);
  });
});
