// Issue 35, My Keys: screen-share mode (one toggle masks every key and secret of the page, kept per reader
// through the preference service), key health (age, "Rotation due" under settings.keyRotationDays), and the
// aligned / compact tables — on the real fixtures through the extractor and adapter.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { AccountKeys } from '../../../src/screens/AccountKeys/AccountKeys.tsx';
import { KeySecret } from '../../../src/screens/KeySecret/KeySecret.tsx';
import { ViewKeys } from '../../../src/screens/ViewKeys/ViewKeys.tsx';
import { SCREEN_SHARE_PREFERENCE } from '../../../src/screens/AccountParts/index.ts';
import { ServicesContext, type PortalServices } from '../../../src/screens/services.ts';
import { forgetUserData, preferenceStore } from '../../../src/runtime/services.ts';
import * as keyTableCss from '../../../src/components/KeyTable/KeyTable.css.ts';
import type { ReactNode } from 'react';
import { modelOf } from './fixtures.ts';

function memoryPreference(initial: Record<string, string> = {}) {
  const store = new Map(Object.entries(initial));
  return { store, pref: { get: (n: string) => store.get(n) ?? null, set: (n: string, v: string) => void store.set(n, v) } };
}
const withServices = (preference: PortalServices['preference'], ui: ReactNode) => (
  <ServicesContext.Provider value={{ preference, assets: {} } as unknown as PortalServices}>{ui}</ServicesContext.Provider>
);
const keysOf = (file: string) => {
  const m = modelOf(file, 'accountKeys');
  return m.screen.plans.flatMap((p) => p.keys);
};
const toggle = () => screen.getByRole('button', { name: 'Screen-share mode' });

describe('screen-share mode on My Keys', () => {
  it('one toggle masks every key and secret of the page at once, and saves the choice', async () => {
    const user = userEvent.setup();
    const { store, pref } = memoryPreference();
    const keys = keysOf('accountKeys.shown.html');
    const values = keys.flatMap((k) => [k.key, k.secret]).filter((v): v is string => Boolean(v));
    expect(values.length).toBeGreaterThan(1);
    const { container } = render(withServices(pref, <AccountKeys model={modelOf('accountKeys.shown.html', 'accountKeys')} />));
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    expect(values.some((v) => container.innerHTML.includes(v))).toBe(true);
    await user.click(toggle());
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    // nothing on screen (the buttons' accessible names and the delete links' URLs still name the key:
    // nobody watching a shared screen reads those)
    for (const v of values) expect(container.textContent, v).not.toContain(v);
    expect(store.get(SCREEN_SHARE_PREFERENCE)).toBe('on');
    await user.click(toggle());
    expect(store.get(SCREEN_SHARE_PREFERENCE)).toBe('off');
  });

  it('a saved choice masks everything from the first render; Show stays, disabled with its reason', () => {
    const { pref } = memoryPreference({ [SCREEN_SHARE_PREFERENCE]: 'on' });
    const keys = keysOf('accountKeys.shown.html');
    const { container } = render(withServices(pref, <AccountKeys model={modelOf('accountKeys.shown.html', 'accountKeys')} />));
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    for (const k of keys) if (k.key) expect(container.textContent).not.toContain(k.key);
    for (const k of keys) if (k.secret) expect(container.innerHTML).not.toContain(k.secret);
    const shows = screen.getAllByRole('button', { name: /^Show secret/ });
    expect(shows.length).toBeGreaterThan(0);
    for (const show of shows) {
      expect(show.getAttribute('aria-disabled')).toBe('true');
      expect(document.getElementById(show.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'Turn off screen-share mode to show it.',
      );
    }
  });

  it('the secret page (shown on arrival) and View Keys offer it too', async () => {
    const user = userEvent.setup();
    const { pref } = memoryPreference();
    const model = modelOf('keySecret.html', 'keySecret');
    const secret = model.screen.detail!.secret!;
    const { container, unmount } = render(withServices(pref, <KeySecret model={model} />));
    expect(container.textContent).toContain(secret);
    await user.click(toggle());
    expect(container.innerHTML).not.toContain(secret);
    expect(within(container).getByRole('button', { name: /^Show/ }).getAttribute('aria-disabled')).toBe('true');
    unmount();
    // the choice carries over to the next page that shows keys
    const view = modelOf('viewKeys.html', 'viewKeys');
    const viewKey = view.screen.entries.flatMap((e) => e.apis).find((a) => a.key)!.key!;
    const next = render(withServices(pref, <ViewKeys model={view} />));
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    expect(next.container.innerHTML).not.toContain(viewKey);
  });

  it('is a display preference: stored plainly (no per-user expiry) and kept by Sign Out', () => {
    const win = new Window({ url: 'https://portal.invalid/' }) as unknown as globalThis.Window;
    const store = preferenceStore(win);
    store.set(SCREEN_SHARE_PREFERENCE, 'on');
    store.set('journey.call.jdoe', '1');
    expect(win.localStorage.getItem(`portalTheme.${SCREEN_SHARE_PREFERENCE}`)).toBe('on');
    forgetUserData(win, { signOut: true });
    expect(store.get(SCREEN_SHARE_PREFERENCE)).toBe('on');
    expect(store.get('journey.call.jdoe')).toBeNull();
  });
});

describe('key health on My Keys', () => {
  it('every key with a created date shows its age; with keyRotationDays the old ones are badged, named', () => {
    const model = modelOf('accountKeys.html', 'accountKeys', { keyRotationDays: 365 });
    const keys = model.screen.plans.flatMap((p) => p.keys);
    const dated = keys.filter((k) => k.age);
    expect(dated.length).toBeGreaterThan(0);
    const { container } = render(<AccountKeys model={model} />);
    const badges = container.querySelectorAll('[data-rotation-due]');
    expect(badges.length).toBe(dated.filter((k) => k.age!.rotationDue).length);
    expect(badges.length).toBeGreaterThan(0);
    for (const k of dated) expect(container.textContent).toContain(k.age!.text);
    for (const k of dated.filter((x) => x.age!.rotationDue))
      expect(within(container).getByText(k.age!.rotationDue!.description)).toBeTruthy();
  });

  it('without the setting no key is badged', () => {
    const { container } = render(<AccountKeys model={modelOf('accountKeys.html', 'accountKeys')} />);
    expect(container.querySelectorAll('[data-rotation-due]')).toHaveLength(0);
  });

  it('a key without a created date shows no age and never a badge', () => {
    const model = modelOf('accountKeys.html', 'accountKeys', { keyRotationDays: 1 });
    const plan = model.screen.plans.find((p) => p.keys.length)!;
    plan.keys = plan.keys.map((k) => ({ ...k, created: null, age: null }));
    model.screen.plans = [plan];
    const { container } = render(<AccountKeys model={model} />);
    expect(container.querySelectorAll('[data-rotation-due], [data-key-age]')).toHaveLength(0);
  });
});

describe('aligned and compact key tables', () => {
  it('every plan’s table has the same widths (the page’s longest key), and rows are compact from 10 keys', () => {
    const many = render(<AccountKeys model={modelOf('accountKeys.many.html', 'accountKeys')} />);
    const tables = [...many.container.querySelectorAll('table')];
    expect(tables.length).toBeGreaterThan(1);
    const styles = new Set(tables.map((t) => t.getAttribute('style')));
    expect(styles.size).toBe(1);
    expect([...styles][0]).toContain(keyTableCss.keyCharsProperty);
    for (const t of tables) expect(t.classList.contains(keyTableCss.compact), 'compact').toBe(true);
    for (const t of tables) expect(t.classList.contains(keyTableCss.aligned), 'aligned').toBe(true);
    many.unmount();
    const few = render(<AccountKeys model={modelOf('accountKeys.html', 'accountKeys')} />);
    for (const t of few.container.querySelectorAll('table')) expect(t.classList.contains(keyTableCss.compact)).toBe(false);
  });
});
