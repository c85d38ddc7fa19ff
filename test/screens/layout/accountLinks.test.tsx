// Issue 35 item 5: the account pages' navigation is one row (Keys, Apps, Account) with the settings as a
// secondary list and Remove Membership as a danger action — and no link the server's account navigation
// offers is dropped on the way. Every account fixture is rendered through the real extractor, adapter and
// App; every link of its `.section-menu.navigation` / `.navigation` and `.section-menu.actions` blocks must
// be reachable: a link to the same URL, or (Remove Membership) the URL its danger button's dialog opens.
import fs from 'node:fs';
import path from 'node:path';
import { Window } from 'happy-dom';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { screenReady } from '../../../src/screens/registry.ts';
import { App } from '../../../src/screens/App.tsx';
import { isAccountPage } from '../../../src/adapter/nav.ts';
import type { PortalServices } from '../../../src/screens/services.ts';
import { modelOf, pages } from '../account/fixtures.ts';

const DIR = path.resolve(import.meta.dirname, '../../../fixtures/pages');
const win = new Window({ url: 'https://portal.invalid/' });
const BASE = 'https://portal.invalid/';

/** path + query of a URL (the hash is the kit's own: `#confirmed`) */
const key = (url: string, base: string) => {
  const u = new URL(url, base);
  return `${u.pathname.replace(/\/$/, '')}${u.search}`;
};

/** the links of the server page's account navigation and account-settings actions */
function serverLinks(file: string, url: string): string[] {
  const doc = new win.DOMParser().parseFromString(fs.readFileSync(path.join(DIR, file), 'utf8'), 'text/html');
  const main = doc.querySelector('#main') ?? doc.body;
  const blocks = [
    main.querySelector('.section-menu.navigation') ?? main.querySelector('.navigation'),
    main.querySelector('.section-menu.actions'),
  ];
  return blocks.flatMap((b) =>
    b ? [...b.querySelectorAll('a[href]')].map((a) => key(a.getAttribute('href') ?? '', new URL(url, BASE).href)) : [],
  );
}

const ACCOUNT = pages.filter((p) => isAccountPage(p.contentType) && p.status === 200);

function services(opened: string[]): PortalServices {
  return {
    assets: { loadScript: async () => {}, loadStyle: async () => {}, reloadScript: async () => {} },
    navigate: (url) => opened.push(url),
    signOut: () => false,
    request: () => Promise.reject(new Error('no requests in this test')),
  };
}

describe("every link of the server's account navigation stays reachable (issue 35 item 5)", () => {
  it('the fixtures include account pages with the navigation and with the settings actions', () => {
    const all = ACCOUNT.flatMap((p) => serverLinks(p.file, p.url));
    expect(all).toContain('/apps/mykeys');
    expect(all).toContain('/member/remove');
  });

  it.each(ACCOUNT.map((p) => [p.file, p] as const))('%s', async (_file, page) => {
    const model = modelOf(page.file);
    const wanted = serverLinks(page.file, page.url);
    const opened: string[] = [];
    // the screen's chunk loaded before the render, so no import is left running when the test ends (in the
    // shared worker a late import fails the next files: "after the environment was torn down")
    await screenReady(model.contentType, model, 10_000);
    const { container } = render(<App model={model} services={services(opened)} />);
    if (!model.layout.loggedIn) return; // signed out: no account navigation (the server shows none either)
    const reachable = new Set(
      [...container.querySelectorAll('a[href]')].map((a) => key(a.getAttribute('href') ?? '', new URL(page.url, BASE).href)),
    );
    const danger = container.querySelector('[data-remove-membership] button');
    if (danger) {
      fireEvent.click(danger);
      const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
      fireEvent.click(within(dialog).getByRole('button', { name: model.layout.removeMembership!.confirm.confirmLabel }));
      for (const url of opened) reachable.add(key(url, new URL(page.url, BASE).href));
    }
    for (const link of wanted) expect(reachable, `${page.file}: ${link}`).toContain(link);
  });
});
