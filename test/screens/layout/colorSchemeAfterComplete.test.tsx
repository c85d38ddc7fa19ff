// Issue 14: the colour scheme switch lives in the `later` file, which must not load on the way to
// `complete`. Until the runtime says the page is complete (services.pageComplete), the layout shows the
// switch's box (same size, so nothing moves when the switch replaces it); then the switch itself.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Layout } from '../../../src/screens/Layout/Layout.tsx';
import { ServicesContext, type PortalServices } from '../../../src/screens/services.ts';
import { isPageComplete, resetPageComplete, whenPageComplete } from '../../../src/lib/pageComplete.ts';
import { modelOf } from '../content/fixtures.ts';
import { group as switchBox } from '../../../src/components/ColorSchemeSwitch/ColorSchemeSwitch.css.ts';

const boxSelector = `span[aria-hidden="true"].${switchBox({ surface: 'header' }).trim().split(/\s+/).join('.')}`;

const services = (pageComplete: PortalServices['pageComplete']): PortalServices =>
  ({
    assets: { loadScript: async () => {}, loadStyle: async () => {}, reloadScript: async () => {} },
    navigate: () => {},
    signOut: () => false,
    request: () => Promise.reject(new Error('no requests here')),
    pageComplete,
  }) as PortalServices;

afterEach(() => {
  document.documentElement.className = '';
  resetPageComplete();
});

describe('colour scheme switch after complete', () => {
  it('holds the switch box until the page is complete, then shows the switch', async () => {
    let done = false;
    let finish!: () => void;
    const whenDone = new Promise<void>((resolve) => (finish = resolve));
    render(
      <ServicesContext.Provider value={services({ done: () => done, when: () => whenDone })}>
        <Layout model={modelOf('page.html', 'page', { colorSchemeSwitch: true })}>
          <p>screen</p>
        </Layout>
      </ServicesContext.Provider>,
    );
    expect(screen.queryByRole('group', { name: 'Color scheme' })).toBeNull();
    expect(document.querySelector(boxSelector)).not.toBeNull();
    done = true;
    await act(async () => finish());
    expect(await screen.findByRole('group', { name: 'Color scheme' })).toBeTruthy();
    expect(document.querySelector(boxSelector)).toBeNull();
  });

  it('without the runtime (Storybook, tests) the switch renders at once', async () => {
    render(
      <Layout model={modelOf('page.html', 'page', { colorSchemeSwitch: true })}>
        <p>screen</p>
      </Layout>,
    );
    expect(await screen.findByRole('group', { name: 'Color scheme' })).toBeTruthy();
  });
});

describe('lib/pageComplete', () => {
  it('is complete outside the runtime, waits while <html> is loading or rendering, and stays complete', async () => {
    expect(isPageComplete(document)).toBe(true);
    resetPageComplete();
    document.documentElement.className = 'loading';
    expect(isPageComplete(document)).toBe(false);
    let resolved = false;
    const waiting = whenPageComplete(document).then(() => (resolved = true));
    document.documentElement.className = 'rendering';
    await Promise.resolve();
    expect(resolved).toBe(false);
    document.documentElement.className = 'complete';
    await waiting;
    expect(resolved).toBe(true);
    document.documentElement.className = 'rendering'; // an in-place load
    expect(isPageComplete(document)).toBe(true);
  });
});
