// Issue #13, breaks 4, 5 and 8 and the My Keys secrets finding: keys as one dense table per plan (no
// "Limits: <app>" per key), Copy on keys, Copy / Show / Hide named after the key's application, the server's
// 'Display shared secrets' kept, one confirmation before a deletion and a success notice where it lands.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AccountKeys } from '../../../src/screens/AccountKeys/AccountKeys.tsx';
import { AccountApps } from '../../../src/screens/AccountApps/AccountApps.tsx';
import { KeyDelete } from '../../../src/screens/KeyDelete/KeyDelete.tsx';
import { AppDelete } from '../../../src/screens/AppDelete/AppDelete.tsx';
import { ServicesContext, type PortalServices } from '../../../src/screens/services.ts';
import { MY_KEYS, TABS, modelWithMain } from './journeyHelpers.ts';
import { modelOf } from './fixtures.ts';

const myKeys = (secrets: boolean, notice: Parameters<typeof modelWithMain>[6] = null) =>
  modelWithMain(
    'accountKeys.html',
    'page-apps mykeys',
    MY_KEYS({ secrets }),
    'https://portal.invalid/apps/mykeys?showKeys=true',
    'accountKeys',
    {},
    notice,
  );

describe('my keys: a dense table per plan (break 8)', () => {
  it('one table per plan, a row per key, the same columns in every table; no "Limits: <app>" caption per key', () => {
    render(<AccountKeys model={myKeys(true)} />);
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(2);
    const heads = tables.map((t) =>
      within(t)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    );
    expect(heads[0]).toEqual(['Application', 'Key', 'Secret', 'Status', 'Created', 'Limits', 'Actions']);
    expect(heads[1]).toEqual(heads[0]);
    expect(within(tables[0]!).getAllByRole('row')).toHaveLength(3); // head + 2 keys
    expect(within(tables[0]!).getByRole('rowheader', { name: 'Storm Tracker' })).toBeTruthy();
    expect(screen.queryByText(/^Limits: /)).toBeNull();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    // every server action is still there, named after its key
    expect(screen.getAllByRole('link', { name: /^View Report: / })).toHaveLength(3);
    expect(screen.getAllByRole('link', { name: /^Delete This Key: / })).toHaveLength(3);
  });
});

describe('copy and reveal buttons say which key (break 5)', () => {
  it('each key has a Copy button named after its application', () => {
    render(<AccountKeys model={myKeys(false)} />);
    for (const app of ['Storm Tracker', 'Hackathon 2026', 'Route Planner'])
      expect(screen.getByRole('button', { name: `Copy key for ${app}` })).toBeTruthy();
  });

  it('secrets: masked until asked for, Show / Copy named after the application; Hide once shown', () => {
    const model = myKeys(true);
    render(<AccountKeys model={{ ...model, screen: { ...model.screen, revealSecrets: false } }} />);
    expect(screen.queryByText('sEcReT1')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show secret for Storm Tracker' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy secret for Storm Tracker' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show secret for Storm Tracker' }));
    expect(screen.getByText('sEcReT1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide secret for Storm Tracker' })).toBeTruthy();
  });

  it('keys the server masked get no Copy (there is nothing to copy)', () => {
    render(<AccountKeys model={modelOf('accountKeys.masked.html', 'accountKeys')} />);
    expect(screen.queryAllByRole('button', { name: /^Copy key/ })).toHaveLength(0);
  });

  it('the key pages: Copy key for <application>', () => {
    render(<KeyDelete model={modelOf('keyDelete.html', 'keyDelete')} />);
    expect(screen.getByRole('button', { name: /^Copy key for / })).toBeTruthy();
  });
});

describe('my keys with ?showKeys=true but no secrets from the server', () => {
  it("keeps the server's 'Display shared secrets' as one explicit action, with why there are no secrets", () => {
    const model = myKeys(false);
    // the request is its own action (requestSecrets), not repeated among the page's other actions
    expect(model.screen.actions).toEqual([]);
    expect(model.screen.requestSecrets?.url).toBe('/member/request-display-key-info');
    render(<AccountKeys model={model} />);
    expect(screen.getByRole('link', { name: 'Get my shared secrets' }).getAttribute('href')).toBe(
      '/member/request-display-key-info',
    );
    expect(screen.getAllByRole('link', { name: /shared secrets/i })).toHaveLength(1);
    expect(screen.getByText(/we e-mail you a link that displays them/)).toBeTruthy();
  });

  it('no note when the secrets are there', () => {
    render(<AccountKeys model={myKeys(true)} />);
    expect(screen.queryByText('Secrets are not displayed for your account.')).toBeNull();
  });
});

describe('deleting: one confirmation, then a success notice (break 4)', () => {
  it('the delete-key page asks once: no dialog on submit, Cancel back to My Keys; submitting remembers the notice', () => {
    const rememberNotice = vi.fn();
    const services = { rememberNotice } as unknown as PortalServices;
    const model = modelOf('keyDelete.html', 'keyDelete');
    render(
      <ServicesContext.Provider value={services}>
        <KeyDelete model={model} />
      </ServicesContext.Provider>,
    );
    expect(screen.getAllByText(/sure you want to delete this key/i)).toHaveLength(1);
    expect(screen.queryByText('Confirm Deletion')).toBeNull();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/apps/mykeys');
    const form = screen.getByRole('button', { name: model.screen.form!.submit?.label ?? 'Delete' }).closest('form')!;
    const submitted = fireEvent.submit(form);
    expect(submitted).toBe(true); // not prevented: the server form posts natively
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(rememberNotice).toHaveBeenCalledWith({ kind: 'keyDeleted', name: model.screen.detail?.application ?? null });
  });

  it('the delete-app page asks once as well', () => {
    const rememberNotice = vi.fn();
    const model = modelOf('appDelete.html', 'appDelete');
    render(
      <ServicesContext.Provider value={{ rememberNotice } as unknown as PortalServices}>
        <AppDelete model={model} />
      </ServicesContext.Provider>,
    );
    expect(screen.queryByText('Confirm Deletion')).toBeNull();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/apps/myapps');
    fireEvent.submit(document.querySelector('form')!);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(rememberNotice).toHaveBeenCalledWith({ kind: 'appDeleted', name: model.screen.summary?.application ?? null });
  });

  it('My Keys after a deletion: "Key deleted — The key for Storm Tracker was deleted."; only once, only there', () => {
    const model = myKeys(true, { kind: 'keyDeleted', name: 'Storm Tracker' });
    render(<AccountKeys model={model} />);
    const notice = screen.getByText('Key deleted').closest('[role="status"]')!;
    expect(notice.textContent).toContain('The key for Storm Tracker was deleted.');
    // an application's deletion notice is not a key's
    expect(myKeys(true, { kind: 'appDeleted', name: 'X' }).screen.notice).toBeNull();
    expect(myKeys(true).screen.notice).toBeNull();
  });

  it('My Apps after an application was deleted', () => {
    const model = modelWithMain(
      'accountApps.html',
      'page-apps myapps',
      `<h1 class="first">My Account</h1>${TABS('apps')}<div class="section"><div class="section-body">
      <div class="actions"><a class="add-app action" href="/apps/register">New application</a></div></div></div>`,
      'https://portal.invalid/apps/myapps',
      'accountApps',
      {},
      { kind: 'appDeleted', name: 'Rain Radar' },
    );
    render(<AccountApps model={model} />);
    expect(screen.getByText('Rain Radar and its keys were deleted.')).toBeTruthy();
  });
});
