// Accessible names unique among a page's controls (issue 34, class of check): two keys of the same
// application (one per plan) both had Copy buttons named "Copy key for My Weather App". Every key page
// fixture is rendered and its buttons' and links' accessible names must differ where their targets differ.
import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountKeys } from '../../../src/screens/AccountKeys/AccountKeys.tsx';
import { modelOf } from './fixtures.ts';

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
