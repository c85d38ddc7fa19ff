// Issue 14: the colour scheme switch lives in the `later` file, which must not load on the way to
// `complete`. Until the runtime says the page is complete (services.pageComplete), the layout shows the
// switch's box (same size, so nothing moves when the switch replaces it); then the switch itself.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Layout } from './Layout.tsx';
import { ServicesContext, type PortalServices } from '../services.ts';
import { resetPageComplete } from '../../lib/pageComplete.ts';
import { modelOf } from '../../../test/screens/content/fixtures.ts';
import { group as switchBox } from '../../components/ColorSchemeSwitch/ColorSchemeSwitch.css.ts';

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
