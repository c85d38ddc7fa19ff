// The apps pages (src/adapter/builders/apps.ts): My Apps, the registered-app page with its keys, View Keys,
// and the add-APIs and delete forms with the application summary they render themselves.
import { describe, expect, it } from 'vitest';
import type { AppSummary, Application } from '../../model/pageData.ts';
import type { PendingNotice } from '../../model/screenModel.ts';
import type { Settings } from '../../model/settings.ts';
import { adapt } from '../index.ts';
import { env, formContent, messageContent, pageData, settings, signedIn } from '../../../test/adapter/factories.ts';

const app = (p: Partial<Application> = {}): Application => ({
  application: 'Storm Tracker',
  created: { value: '2017-08-21', text: 'Aug 21, 2017' },
  apis: [
    { api: 'Weather API', key: ' k1 ' },
    { api: '', key: 'k0' },
    { api: 'Maps API', key: ' ' },
  ],
  edit: '/apps/edit/88',
  delete: '/apps/delete/88',
  add: '/apps/add/88',
  viewKeys: '/apps/view-keys/88',
  ...p,
});

const summary = (p: Partial<AppSummary> = {}): AppSummary => ({
  application: ' Storm Tracker ',
  created: { value: '2017-08-21', text: null },
  api: ' Weather API ',
  key: ' k1 ',
  apis: [
    { api: 'Weather API', key: 'k1' },
    { api: '', key: 'x' },
  ],
  ...p,
});

describe('accountApps', () => {
  const myApps = (applications: Application[], options: { notice?: PendingNotice; s?: Partial<Settings> } = {}) => {
    const m = adapt(
      pageData('accountApps', { context: signedIn(), content: { applications, createApp: '/apps/register' } }),
      settings(options.s),
      {
        ...env('/apps/myapps'),
        notice: options.notice ?? null,
      },
    );
    expect(m.degraded).toBe(false);
    return m.screen;
  };

  it('each named app with its date, its APIs (with a name) and keys, and its actions named after it', () => {
    const s = myApps([app(), app({ application: '' })]);
    expect(s.apps).toEqual([
      {
        name: 'Storm Tracker',
        created: { dateTime: '2017-08-21', text: 'Aug 21, 2017' },
        apis: [
          { api: 'Weather API', key: 'k1' },
          { api: 'Maps API', key: null },
        ],
        edit: { label: 'Edit', url: '/apps/edit/88', ariaLabel: 'Edit: Storm Tracker' },
        delete: { label: 'Delete', url: '/apps/delete/88', ariaLabel: 'Delete: Storm Tracker' },
        addApis: { label: 'Add APIs', url: '/apps/add/88', ariaLabel: 'Add APIs: Storm Tracker' },
        viewKeys: { label: 'View Keys', url: '/apps/view-keys/88', ariaLabel: 'View Keys: Storm Tracker' },
      },
    ]);
    expect(s.empty).toBeNull();
    expect(s.createApp).toEqual({ label: 'Create a New App', url: '/apps/register' });
  });

  it('the field labels and the section heading', () => {
    const s = myApps([]);
    expect(s.fieldLabels).toEqual({
      created: 'Created',
      api: 'API',
      key: 'Key',
      noApis: 'No APIs have been added to this app yet.',
    });
    expect([s.heading, s.subtitle]).toEqual(['My Apps', 'Server heading']);
    expect(s.empty).toBe("You don't have any apps yet.");
  });

  it('the deletion notice names the application; the plain text without a name; not for a key', () => {
    expect(myApps([], { notice: { kind: 'appDeleted', name: 'Storm Tracker' } }).notice).toEqual({
      title: 'Application deleted',
      message: 'Storm Tracker and its keys were deleted.',
    });
    expect(myApps([], { notice: { kind: 'appDeleted', name: ' ' } }).notice).toEqual({
      title: 'Application deleted',
      message: 'The application and its keys were deleted.',
    });
    expect(myApps([], { notice: { kind: 'keyDeleted', name: 'Storm Tracker' } }).notice).toBeNull();
  });

  it('pagination under its own label', () => {
    const m = adapt(
      pageData('accountApps', {
        context: signedIn(),
        content: { pagination: { enable_portal_pagination: true, no_of_pages: 2, current_page: 1, search: '' } },
      }),
      settings(),
      env('/apps/myapps'),
    );
    expect(m.screen.pagination).toMatchObject({ label: 'App pages', pageCount: 2, currentPage: 1 });
  });
});

describe('appRegisterSuccess: its keys with Copy buttons named after the application', () => {
  const keysOf = (application: string | null, keys: { label: string | null; key: string }[]) => {
    const m = adapt(
      pageData('appRegisterSuccess', { context: signedIn(), content: { ...messageContent(), application, keys } }),
      settings(),
      env('/apps/register'),
    );
    expect(m.degraded).toBe(false);
    return m.screen;
  };

  it('one key: the application', () => {
    const s = keysOf(' Rain Radar ', [{ label: 'Maps API — Basic', key: 'k1' }]);
    expect(s.keys).toEqual([{ label: 'Maps API — Basic', key: 'k1', copyName: 'Copy key for Rain Radar' }]);
    expect(s.keysHeading).toBe('Your keys');
  });

  it('several keys: the application and the plan; a key without a plan by the application alone', () => {
    const s = keysOf('Rain Radar', [
      { label: 'Maps API — Basic', key: 'k1' },
      { label: null, key: 'k2' },
    ]);
    expect(s.keys.map((k) => k.copyName)).toEqual(['Copy key for Rain Radar (Maps API — Basic)', 'Copy key for Rain Radar']);
  });

  it('no application: several keys by their plan, a single key by the plain name', () => {
    expect(
      keysOf(null, [
        { label: 'Maps API', key: 'k1' },
        { label: null, key: 'k2' },
      ]).keys.map((k) => k.copyName),
    ).toEqual(['Copy key for Maps API', 'Copy key']);
    expect(keysOf('  ', [{ label: 'Maps API', key: 'k1' }]).keys.map((k) => k.copyName)).toEqual(['Copy key']);
    expect(keysOf(null, []).keys).toEqual([]);
  });
});

describe('viewKeys', () => {
  const view = (entries: { application: string; created: AppSummary['created']; apis: AppSummary['apis'] }[]) => {
    const m = adapt(pageData('viewKeys', { context: signedIn(), content: { entries } }), settings(), env('/apps/view-keys/88'));
    expect(m.degraded).toBe(false);
    return m.screen;
  };

  it('the named entries with their APIs and keys; the field labels', () => {
    const s = view([
      { application: 'Storm Tracker', created: { value: null, text: 'Aug 21' }, apis: [{ api: 'Weather API', key: 'k1' }] },
      { application: '', created: null, apis: [{ api: 'Maps API', key: 'k2' }] },
    ]);
    expect(s.entries).toEqual([
      { name: 'Storm Tracker', created: { dateTime: null, text: 'Aug 21' }, apis: [{ api: 'Weather API', key: 'k1' }] },
    ]);
    expect(s.empty).toBeNull();
    expect(s.fieldLabels).toEqual({ created: 'Created', api: 'API', key: 'Key' });
  });

  it('"no keys" when no entry has an API; one entry with an API is enough', () => {
    expect(view([{ application: 'Storm Tracker', created: null, apis: [] }]).empty).toBe("You don't have any keys.");
    expect(
      view([
        { application: 'Storm Tracker', created: null, apis: [] },
        { application: 'Rain Radar', created: null, apis: [{ api: 'Maps API', key: 'k2' }] },
      ]).empty,
    ).toBeNull();
  });

  it('pagination under its own label', () => {
    const m = adapt(
      pageData('viewKeys', {
        context: signedIn(),
        content: { pagination: { enable_portal_pagination: true, no_of_pages: 2, current_page: 2, search: '' } },
      }),
      settings(),
      env('/apps/view-keys'),
    );
    expect(m.screen.pagination).toMatchObject({ label: 'Application pages', currentPage: 2 });
  });
});

describe('appAddAPIs', () => {
  it('the summary (trimmed, APIs with a name), its field labels, subheading; the body without the summary block', () => {
    const m = adapt(
      pageData('appAddAPIs', {
        context: signedIn(),
        content: {
          ...formContent({
            mainHtml: '<div class="application"><dl><dd>Storm Tracker</dd></dl></div>\n<p>Pick the APIs.</p>\n<form></form>',
          }),
          summary: summary(),
        },
      }),
      settings(),
      env('/apps/add/88'),
    );
    expect(m.degraded).toBe(false);
    expect(m.screen.summary).toEqual({
      application: 'Storm Tracker',
      created: { dateTime: '2017-08-21', text: '2017-08-21' },
      api: 'Weather API',
      key: 'k1',
      apis: [{ api: 'Weather API', key: 'k1' }],
    });
    expect([m.screen.body, m.screen.bodySource]).toEqual([{ html: '<p>Pick the APIs.</p>' }, 'server']);
    expect(m.screen.subheading).toBe('Add APIs');
    expect(m.screen.fieldLabels).toEqual({ application: 'Application', created: 'Created', api: 'API', key: 'Key' });
  });

  it('no summary; a body that is only the summary block is none; an emptied subheading is null', () => {
    const m = adapt(
      pageData('appAddAPIs', {
        context: signedIn(),
        content: {
          ...formContent({ mainHtml: '<div class="application x"><p>Storm Tracker</p></div><form></form>' }),
          summary: null,
        },
      }),
      settings({ labels: { appAddAPIs: { subheading: ' ' } } }),
      env('/apps/add/88'),
    );
    expect(m.screen.summary).toBeNull();
    expect([m.screen.body, m.screen.bodySource]).toEqual([null, null]);
    expect(m.screen.subheading).toBeNull();
  });

  it('a page without a form: the server message without the summary, else the default', () => {
    const kept = adapt(
      pageData('appAddAPIs', {
        context: signedIn(),
        content: {
          ...formContent({ form: null, mainHtml: '<div class="application">A</div><p>No APIs left to add.</p>' }),
          summary: null,
        },
      }),
      settings(),
      env('/apps/add/88'),
    );
    expect([kept.screen.body, kept.screen.bodySource]).toEqual([{ html: '<p>No APIs left to add.</p>' }, 'server']);
  });
});

describe('appDelete', () => {
  it("the summary, cancel link, field labels and the dialog naming the application; the server's note as body", () => {
    const m = adapt(
      pageData('appDelete', {
        context: signedIn(),
        content: {
          ...formContent({
            mainHtml: '<div class="application">Storm Tracker</div><p>Its keys go too.</p><form></form>',
          }),
          summary: summary({ apis: null as unknown as AppSummary['apis'] }),
        },
      }),
      settings({
        labels: {
          appDelete: {
            confirm: 'Delete {{application}} for good?',
            confirmButton: 'Delete {{application}}',
            cancel: 'Keep {{application}}',
            subheading: 'Deleting {{application}}',
          },
        },
      }),
      env('/apps/delete/88'),
    );
    expect(m.degraded).toBe(false);
    expect(m.screen.summary).toMatchObject({ application: 'Storm Tracker', apis: [] });
    expect([m.screen.body, m.screen.bodySource]).toEqual([{ html: '<p>Its keys go too.</p>' }, 'server']);
    // the page's Cancel link and subheading name the application as the dialog does
    expect(m.screen.subheading).toBe('Deleting Storm Tracker');
    expect(m.screen.cancel).toEqual({ label: 'Keep Storm Tracker', url: '/apps/myapps' });
    expect(m.screen.fieldLabels).toEqual({ application: 'Application', created: 'Created', api: 'API', key: 'Key' });
    expect(m.screen.confirm).toEqual({
      title: 'Delete Storm Tracker?',
      message: 'Delete Storm Tracker for good?',
      confirmLabel: 'Delete Storm Tracker',
      cancelLabel: 'Keep Storm Tracker',
    });
  });

  it('without a summary: the dialog with an empty name; the default question is not asked a second time', () => {
    const m = adapt(
      pageData('appDelete', { context: signedIn(), content: { mainHtml: null } }),
      settings(),
      env('/apps/delete/88'),
    );
    expect(m.screen.summary).toBeNull();
    expect(m.screen.confirm.title).toBe('Delete ?');
    expect([m.screen.body, m.screen.bodySource]).toEqual([null, null]);
  });

  it('the labels of its fields follow appDelete', () => {
    const m = adapt(
      pageData('appDelete', { context: signedIn() }),
      settings({
        labels: { appDelete: { application: 'App', created: 'Made', api: 'Service', key: 'Token', subheading: 'Sure?' } },
      }),
      env('/apps/delete/88'),
    );
    expect(m.screen.fieldLabels).toEqual({ application: 'App', created: 'Made', api: 'Service', key: 'Token' });
    expect(m.screen.subheading).toBe('Sure?');
  });

  it('appAddAPIs field labels follow appAddAPIs', () => {
    const m = adapt(
      pageData('appAddAPIs', { context: signedIn() }),
      settings({ labels: { appAddAPIs: { application: 'App', created: 'Made', api: 'Service', key: 'Token' } } }),
      env('/apps/add/88'),
    );
    expect(m.screen.fieldLabels).toEqual({ application: 'App', created: 'Made', api: 'Service', key: 'Token' });
  });
});
