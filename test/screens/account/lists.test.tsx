// My keys, my apps and view keys on their fixture pages: grouping, empty states with the spec's exact
// texts, actions only where the server offers them, show/hide keys, secrets, pagination only when the
// page enables it, user-controlled names as text.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountKeys } from '../../../src/screens/AccountKeys/AccountKeys.tsx';
import { AccountApps } from '../../../src/screens/AccountApps/AccountApps.tsx';
import { ViewKeys } from '../../../src/screens/ViewKeys/ViewKeys.tsx';
import { KeySecret } from '../../../src/screens/KeySecret/KeySecret.tsx';
import { modelOf } from './fixtures.ts';

const keys = (file: string) => render(<AccountKeys model={modelOf(file, 'accountKeys')} />);
const apps = (file: string) => render(<AccountApps model={modelOf(file, 'accountApps')} />);
const linkHref = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('my keys', () => {
  it('groups keys by plan; a plan without keys says so and offers "Get a Key for {plan}"', () => {
    keys('accountKeys.html');
    expect(screen.getByRole('heading', { level: 1, name: 'My API Keys' })).toBeTruthy(); // the server's 'My Account' is the subtitle
    const plans = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(plans.length).toBeGreaterThanOrEqual(2);
    const m = modelOf('accountKeys.html', 'accountKeys').screen;
    const empty = m.plans.find((p) => p.keys.length === 0)!;
    const section = screen.getByRole('region', { name: empty.heading });
    expect(within(section).getByText(empty.empty!)).toBeTruthy();
    expect(
      within(section)
        .getByRole('link', { name: `Get a Key for ${empty.name}` })
        .getAttribute('href'),
    ).toBe('/apps/register');
    expect(linkHref('Get API Keys')).toBe('/apps/register');
  });

  it('each key: key, status, created date, limits; View Report / Delete This Key only where the server offers them', () => {
    keys('accountKeys.orphan.html');
    const m = modelOf('accountKeys.orphan.html', 'accountKeys').screen;
    const all = m.plans.flatMap((p) => p.keys);
    // one table per plan with keys, one row per key (issue #13: a dense table, stacked cards on narrow screens)
    const keyRows = screen.getAllByRole('table').flatMap((t) => within(t).getAllByRole('row').slice(1));
    expect(keyRows).toHaveLength(all.length);
    all.forEach((k, i) => {
      const row = keyRows[i]!;
      if (k.key) expect(within(row).getByText(k.key)).toBeTruthy();
      if (k.status) expect(within(row).getByText(k.status)).toBeTruthy();
      if (k.created) expect(within(row).getByText(k.created.text)).toBeTruthy();
      expect(within(row).queryAllByRole('link', { name: /^View Report/ })).toHaveLength(k.report ? 1 : 0);
      expect(within(row).queryAllByRole('link', { name: /^Delete This Key/ })).toHaveLength(k.delete ? 1 : 0);
      for (const l of k.limits) expect(within(row).getByText(l.label)).toBeTruthy();
    });
    // the key listed before the first plan heading gets the "Other Keys" group
    expect(screen.getByRole('heading', { level: 2, name: 'Other Keys' })).toBeTruthy();
  });

  it('created dates keep the machine value in <time datetime>', () => {
    const { container } = keys('accountKeys.html');
    const times = Array.from(container.querySelectorAll('time'));
    expect(times.length).toBeGreaterThan(0);
    expect(times[0]!.getAttribute('datetime')).toBe('2017-08-21T09:30:00Z');
  });

  it('the exact empty-state texts', () => {
    keys('accountKeys.empty.html');
    expect(screen.getByRole('heading', { name: "You don't have any keys yet." })).toBeTruthy();
    expect(linkHref('Get API Keys')).toBe('/apps/register');
  });

  it('no new-key link on the page → no "Get API Keys"', () => {
    keys('accountKeys.emptyNoLink.html');
    expect(screen.getByRole('heading', { name: "You don't have any keys yet." })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Get API Keys' })).toBeNull();
  });

  it('masked keys: "Show Keys & Secrets" → ?showKeys=true; masked values shown as the server printed them', () => {
    keys('accountKeys.masked.html');
    expect(linkHref('Show Keys & Secrets')).toBe('/apps/mykeys?showKeys=true');
    expect(screen.queryByRole('link', { name: 'Hide Keys & Secrets' })).toBeNull();
    expect(screen.getAllByText(/^\*+\w{4}$/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Show' })).toBeNull();
  });

  describe('shown keys (?showKeys=true): the user asked to see the secrets — shown on arrival, hideable, copyable', () => {
    const writes = vi.fn(async (_text: string) => {});
    let original: PropertyDescriptor | undefined;
    beforeEach(() => {
      original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: writes } });
    });
    afterEach(() => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else delete (navigator as { clipboard?: unknown }).clipboard;
      writes.mockClear();
    });

    it('"Hide Keys & Secrets" → the page without the query; the secret shows at once, hides and shows again by keyboard, copies', async () => {
      keys('accountKeys.shown.html');
      expect(linkHref('Hide Keys & Secrets')).toBe('/apps/mykeys');
      const model = modelOf('accountKeys.shown.html', 'accountKeys');
      expect(model.screen.revealSecrets).toBe(true);
      const secret = model.screen.plans.flatMap((p) => p.keys).find((k) => k.secret)!.secret!;
      const group = screen.getAllByRole('group', { name: 'Secret' })[0]!;
      expect(within(group).getByText(secret)).toBeTruthy(); // visible on arrival
      within(group)
        .getByRole('button', { name: /^Hide secret/ })
        .focus();
      await userEvent.keyboard('{Enter}');
      expect(within(group).queryByText(secret)).toBeNull();
      expect(within(group).getByRole('button', { name: /^Show secret/ })).toBe(document.activeElement);
      await userEvent.keyboard(' ');
      expect(within(group).getByText(secret)).toBeTruthy();
      await userEvent.click(within(group).getByRole('button', { name: /^Copy secret/ }));
      expect(writes).toHaveBeenCalledWith(secret);
      expect(await within(group).findByText('Copied')).toBeTruthy();
    });
  });

  it('without ?showKeys=true a secret stays masked (out of the DOM) until the user reveals it', async () => {
    keys('accountKeys.html');
    expect(modelOf('accountKeys.html', 'accountKeys').screen.revealSecrets).toBe(false);
    expect(screen.queryByText('s3cr3t99')).toBeNull();
    const group = screen.getAllByRole('group', { name: 'Secret' })[0]!;
    await userEvent.click(within(group).getByRole('button', { name: /^Show secret/ }));
    expect(within(group).getByText('s3cr3t99')).toBeTruthy();
  });

  it('the secret-reveal page (keySecret) shows the new secret on arrival', () => {
    const model = modelOf('keySecret.html', 'keySecret');
    expect(model.screen.revealSecrets).toBe(true);
    render(<KeySecret model={model} />);
    const secret = model.screen.detail!.secret!;
    const group = screen.getByRole('group', { name: 'Secret' });
    expect(within(group).getByText(secret)).toBeTruthy();
    expect(within(group).getByRole('button', { name: /^Hide secret for / })).toBeTruthy();
  });

  it('pagination only when the page enables it; page links keep search and showKeys', () => {
    keys('accountKeys.many.html');
    const nav = screen.getByRole('navigation', { name: 'Key pages' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toContain('/apps/mykeys?page=3&search=storm-tracker');
    expect(
      within(nav)
        .getByRole('link', { name: /current page/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    // every pagination link is a full page load
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((a) => a.getAttribute('href'))
        .every((a) => a.hasAttribute('data-full-load')),
    ).toBe(true);
  });

  it.each(['accountKeys.html', 'accountKeys.empty.html', 'accountKeys.orphan.html'])('%s: no pagination', (file) => {
    keys(file);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('my apps', () => {
  it('each app: name (as text), created, APIs with keys, and only the actions the server offers', () => {
    apps('accountApps.html');
    const m = modelOf('accountApps.html', 'accountApps').screen;
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(m.apps.length);
    m.apps.forEach((app, i) => {
      const card = articles[i]!;
      expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe(app.name);
      for (const [name, link] of [
        ['Edit', app.edit],
        ['Delete', app.delete],
        ['Add APIs', app.addApis],
        ['View Keys', app.viewKeys],
      ] as const) {
        const found = within(card).queryAllByRole('link', { name: new RegExp(`^${name}: `) });
        expect(found).toHaveLength(link ? 1 : 0);
        if (link) expect(found[0]!.getAttribute('href')).toBe(link.url);
      }
      for (const a of app.apis) expect(within(card).getByRole('rowheader', { name: a.api })).toBeTruthy();
      if (!app.apis.length) expect(within(card).getByText('No APIs have been added to this app yet.')).toBeTruthy();
    });
    // user-controlled names stay text: no markup, no placeholder expansion
    expect(screen.getByRole('heading', { name: 'Legacy <b>App</b>' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '{{labels.appName}} & Co' })).toBeTruthy();
    expect(linkHref('Create a New App')).toBe('/apps/register');
  });

  it('the empty state: "You don\'t have any apps yet." with Create a New App', () => {
    apps('accountApps.empty.html');
    expect(screen.getByRole('heading', { name: "You don't have any apps yet." })).toBeTruthy();
    expect(linkHref('Create a New App')).toBe('/apps/register');
    expect(screen.queryByRole('article')).toBeNull();
  });
});

describe('view keys', () => {
  it('one application: its API / key rows', () => {
    render(<ViewKeys model={modelOf('viewKeys.html', 'viewKeys')} />);
    const m = modelOf('viewKeys.html', 'viewKeys').screen;
    expect(screen.getAllByRole('article')).toHaveLength(1);
    for (const a of m.entries[0]!.apis) expect(screen.getByText(a.key!)).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('all applications: one without keys says so; pagination on the last page', () => {
    render(<ViewKeys model={modelOf('viewKeys.all.html', 'viewKeys')} />);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText("You don't have any keys.")).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Application pages' });
    expect(within(nav).getByRole('link', { name: /current page/ }).textContent).toContain('2');
  });
});
