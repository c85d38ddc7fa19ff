// Accessible names unique among a page's controls (issue 34, class of check): two keys of the same
// application (one per plan) both had Copy buttons named "Copy key for My Weather App". Every key page
// fixture is rendered and its buttons' names must differ; then every fixture page, rendered by its screen,
// must give sibling controls (rows of one table, items of one list or description list, children of one
// parent) names that differ where their targets differ.
import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountKeys } from '../../../src/screens/AccountKeys/AccountKeys.tsx';
import { modelOf, pages } from './fixtures.ts';
import { renderScreen } from '../../support/renderScreen.tsx';

const FIXTURES = fs
  .readdirSync(path.resolve(import.meta.dirname, '../../../fixtures/pages'))
  .filter((f) => /^accountKeys.*\.html$/.test(f));

/** names used by more than one button in `root` */
function duplicateButtonNames(root: HTMLElement): string[] {
  const names = Array.from(root.querySelectorAll('button')).map((b) =>
    (b.getAttribute('aria-label') ?? b.textContent ?? '').trim(),
  );
  return [...new Set(names.filter((n, i) => names.indexOf(n) !== i))];
}

describe('accessible names are unique on the key pages', () => {
  it.each(FIXTURES)('%s: no two buttons share a name', (file) => {
    const { container } = render(<AccountKeys model={modelOf(file, 'accountKeys')} />);
    expect(duplicateButtonNames(container)).toEqual([]);
  });

  it('keys of one application get different Copy names, naming the key', () => {
    const model = modelOf('accountKeys.many.html', 'accountKeys');
    const keys = model.screen.plans.flatMap((p) => p.keys);
    const apps = keys.map((k) => k.application);
    const twice = apps.find((a, i) => a && apps.indexOf(a) !== i);
    expect(twice, 'the fixture has an application with several keys').toBeTruthy();
    const shared = keys.filter((k) => k.application === twice);
    expect(shared.map((k) => k.names?.copyKey)).toEqual(shared.map((k) => `Copy key for ${twice} ${k.key}`));
  });
});

/**
 * Controls of parallel items — the rows of one table, the items of one list, the entries of one
 * description list — and controls under the same parent are siblings; a reader who lists a page's buttons or
 * says "click Copy" must be able to tell them apart.
 */
function siblingGroup(el: Element): Element | null {
  const item = el.closest('li, tr, dd, dt, [role="row"], [role="listitem"]');
  // (a description list may wrap each term and its values in a div)
  if (item?.localName === 'dd' || item?.localName === 'dt') return item.closest('dl');
  return item?.parentElement ?? el.parentElement;
}

/** sibling buttons sharing a name, and sibling links sharing a name but not a target */
export function duplicateSiblingNames(root: HTMLElement): string[] {
  const name = (el: Element) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ');
  const seen = new Map<Element | null, Map<string, Set<string>>>();
  const out = new Set<string>();
  for (const el of Array.from(root.querySelectorAll('button, a[href]'))) {
    const group = siblingGroup(el);
    const names = seen.get(group) ?? new Map<string, Set<string>>();
    seen.set(group, names);
    const n = name(el);
    // a button is its own target; links with one name and one href lead to the same place
    const target = el.localName === 'a' ? `href ${el.getAttribute('href')}` : `button ${names.get(n)?.size ?? 0}`;
    const targets = names.get(n) ?? new Set<string>();
    if (targets.size && !targets.has(target)) out.add(`${el.localName} "${n}"`);
    targets.add(target);
    names.set(n, targets);
  }
  return [...out];
}

describe('accessible names are unique among siblings on every page (issue 34, class of check)', () => {
  it.each(pages.map((p) => [p.file]))('%s', async (file) => {
    const { container } = await renderScreen(modelOf(file));
    expect(duplicateSiblingNames(container)).toEqual([]);
  });

  it('finds sibling buttons and links that share a name (planted)', () => {
    const root = document.createElement('div');
    root.innerHTML = `<dl><div><dt>Key</dt><dd><button>Copy</button></dd></div><div><dt>Secret</dt><dd><span role="group"><button>Copy</button></span></dd></div></dl>
      <ul><li><a href="/a">Edit</a></li><li><a href="/b">Edit</a></li><li><a href="/a">Read</a></li><li><a href="/a">Read</a></li></ul>
      <div><button>Show</button></div><div><button>Show</button></div>`;
    expect(duplicateSiblingNames(root)).toEqual(['button "Copy"', 'a "Edit"']);
  });
});

/**
 * Page-wide: buttons sharing a name, and links sharing a name but not a target, anywhere on one screen —
 * "Show" beside each of three password fields, "Copy code" on every sample, "Terms" under every plan said
 * nothing of which item (quality bar: names unique and saying which item).
 */
export function duplicatePageNames(root: HTMLElement): string[] {
  const name = (el: Element) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ');
  const seen = new Map<string, Set<string>>();
  const out = new Set<string>();
  for (const el of Array.from(root.querySelectorAll('button, a[href]'))) {
    const n = name(el);
    const targets = seen.get(n) ?? new Set<string>();
    const target = el.localName === 'a' ? `href ${el.getAttribute('href')}` : `button ${targets.size}`;
    if (targets.size && !targets.has(target)) out.add(`${el.localName} "${n}"`);
    targets.add(target);
    seen.set(n, targets);
  }
  return [...out];
}

describe('accessible names are unique on every screen', () => {
  it.each(pages.map((p) => [p.file]))('%s', async (file) => {
    const { container } = await renderScreen(modelOf(file));
    expect(duplicatePageNames(container)).toEqual([]);
  });
});
