// My Apps, view keys, the add-APIs / delete pages and "Application registered" (apps.ts): what the
// extractor reads from the server markup of these pages (the application block: h3 name, a dl whose second dd
// holds the created date, a table of API/key rows, .application-actions links) — and from the variants a portal
// may print instead (no API table, other heading levels, actions outside an actions container, a date outside
// the second dd).
import { describe, expect, it } from 'vitest';
import { SIGNED_IN, as, doc, extract, HOST } from '../../../test/extract/helpers.ts';
import { extractPage } from '../index.ts';

const ABBR = '<abbr title="2017-08-21T09:30:00Z">Aug 21, 2017</abbr>';
const CREATED = { value: '2017-08-21T09:30:00Z', text: 'Aug 21, 2017' };

/** an application block as the reference prints it, with parts replaceable */
const block = ({
  name = '<h3>Storm Tracker</h3>',
  dl = `<dl><dt>Description</dt><dd>Tracks storms</dd><dt>Created</dt><dd>${ABBR}</dd></dl>`,
  table = '<table><tbody><tr><td>Weather API</td><td>k3y0000aaaa1111</td></tr><tr><td>Maps API</td><td>k3y2222bbbb3333</td></tr></tbody></table>',
  actions = '<div class="application-actions actions"><ul><li><a class="edit action" href="/apps/edit/88">Edit</a></li>' +
    '<li><a class="delete-app action" href="/apps/delete/88">Delete</a></li><li><a class="add-key action" href="/apps/select/88">Add an API</a></li>' +
    '<li><a class="view-keys action" href="/apps/view-keys/88">View keys</a></li></ul></div>',
} = {}) => `<div class="application">${name}${dl}${table}${actions}</div>`;

const myApps = (body: string, path = '/apps/myapps') =>
  as(
    extract(
      {
        body: 'page-apps myapps',
        userNav: SIGNED_IN,
        main: `<h1 class="first">My Apps</h1><div class="section"><div class="section-body">${body}</div></div>`,
      },
      path,
    ),
    'accountApps',
  );

describe('My Apps: the reference page', () => {
  it('reads each application block and the create-app link', () => {
    const p = myApps(
      '<div class="page-info" style="display: none;">true-2-1-</div>' +
        block() +
        block({
          name: '<h3>Night &amp; Day</h3>',
          dl: `<dl><dt>Description</dt><dd></dd><dt>Created</dt><dd><abbr title="2018-02-03">Feb 3, 2018</abbr></dd></dl>`,
          table: '<table><tbody></tbody></table>',
          actions: '',
        }) +
        '<div class="actions"><a class="add-app action" href="/apps/register">New application</a></div>',
    );
    expect(p.content.applications).toEqual([
      {
        application: 'Storm Tracker',
        created: CREATED,
        apis: [
          { api: 'Weather API', key: 'k3y0000aaaa1111' },
          { api: 'Maps API', key: 'k3y2222bbbb3333' },
        ],
        edit: '/apps/edit/88',
        delete: '/apps/delete/88',
        add: '/apps/select/88',
        viewKeys: '/apps/view-keys/88',
      },
      {
        application: 'Night & Day',
        created: { value: '2018-02-03', text: 'Feb 3, 2018' },
        apis: [],
        edit: null,
        delete: null,
        add: null,
        viewKeys: null,
      },
    ]);
    expect(p.content.createApp).toBe('/apps/register');
    expect(p.content.heading).toBe('My Apps');
    expect(p.content.pagination).toEqual({ enable_portal_pagination: true, no_of_pages: 2, current_page: 1, search: '' });
    expect(p.problems).toEqual([]);
  });

  it('zero applications: an empty list, the create link only', () => {
    const p = myApps(
      '<p>You have no applications.</p><div class="actions"><a class="add-app action" href="/apps/register">New</a></div>',
    );
    expect(p.content.applications).toEqual([]);
    expect(p.content.createApp).toBe('/apps/register');
  });
});

describe('My Apps: the API list of an application', () => {
  const apis = (table: string, extra: Parameters<typeof block>[0] = {}) =>
    myApps(block({ ...extra, table })).content.applications[0]!.apis;

  it('an application without an API table has no APIs (and is still listed)', () => {
    const p = myApps(block({ table: '' }));
    expect(p.content.applications).toHaveLength(1);
    expect(p.content.applications[0]).toMatchObject({ application: 'Storm Tracker', apis: [], edit: '/apps/edit/88' });
    expect(p.problems).toEqual([]);
  });

  it('a header row of th cells in the tbody is not an API', () => {
    expect(
      apis('<table><tbody><tr><th>API</th><th>Key</th></tr><tr><td>Weather API</td><td>k1</td></tr></tbody></table>'),
    ).toEqual([{ api: 'Weather API', key: 'k1' }]);
  });

  it('a row whose API name is a row header (th) is an API', () => {
    expect(
      apis(
        '<table><tbody><tr><th scope="row">Weather API</th><td>k1</td></tr><tr><th scope="row">Maps API</th><td>k2</td></tr></tbody></table>',
      ),
    ).toEqual([
      { api: 'Weather API', key: 'k1' },
      { api: 'Maps API', key: 'k2' },
    ]);
  });

  it('a row without an API name, or without cells, is skipped', () => {
    expect(
      apis('<table><tbody><tr></tr><tr><td> </td><td>k0</td></tr><tr><td>Weather API</td><td>k1</td></tr></tbody></table>'),
    ).toEqual([{ api: 'Weather API', key: 'k1' }]);
  });

  it('an actions container laid out as a table is not the API list', () => {
    const actions =
      '<div class="application-actions actions"><table><tr><td><a class="edit action" href="/apps/edit/88">Edit</a></td></tr></table></div>';
    const [app] = myApps(`<div class="application"><h3>Storm Tracker</h3>${actions}</div>`).content.applications;
    expect(app).toMatchObject({ apis: [], edit: '/apps/edit/88' });
    const [withApis] = myApps(
      `<div class="application"><h3>Storm Tracker</h3>${actions}<table><tbody><tr><td>Weather API</td><td>k1</td></tr></tbody></table></div>`,
    ).content.applications;
    expect(withApis!.apis).toEqual([{ api: 'Weather API', key: 'k1' }]);
  });

  it('a table in the application name is not the API list', () => {
    const [app] = myApps(
      block({
        name: '<h3>Storm <table><tr><td>Fake API</td><td>fk</td></tr></table></h3>',
        table: '<table><tbody><tr><td>Weather API</td><td>k1</td></tr></tbody></table>',
      }),
    ).content.applications;
    expect(app!.apis).toEqual([{ api: 'Weather API', key: 'k1' }]);
  });
});

describe('My Apps: the created date', () => {
  const created = (dds: string[]) =>
    myApps(block({ dl: `<dl>${dds.map((d, i) => `<dt>t${i}</dt><dd>${d}</dd>`).join('')}</dl>` })).content.applications[0]!
      .created;

  it('the second dd’s abbr title and text', () => {
    expect(created(['Tracks storms', ABBR])).toEqual(CREATED);
  });

  it('a time element in the second dd', () => {
    expect(created(['Tracks storms', '<time datetime="2019-05-06">May 6</time>'])).toEqual({
      value: '2019-05-06',
      text: 'May 6',
    });
  });

  it('a second dd without a date element: the date from a later dd that has one', () => {
    expect(created(['Tracks storms', 'https://storm.example', ABBR])).toEqual(CREATED);
  });

  it('no dd with a date element: the second dd’s text', () => {
    expect(created(['Tracks storms', 'Aug 21, 2017'])).toEqual({ value: null, text: 'Aug 21, 2017' });
  });

  it('a date the developer wrote into the description (first dd) is not the created date', () => {
    expect(created([`Since <abbr title="1999-01-01">1999</abbr>`, 'Aug 21, 2017'])).toEqual({
      value: null,
      text: 'Aug 21, 2017',
    });
  });

  it('only one dd (the description): no created date', () => {
    expect(created([`Since <abbr title="1999-01-01">1999</abbr>`])).toBeNull();
  });

  it('no dl: no created date', () => {
    expect(myApps(block({ dl: '' })).content.applications[0]!.created).toBeNull();
  });
});

describe('My Apps: the application name', () => {
  it('an h2 or h4 heading when the block has no h3', () => {
    const p = myApps(block({ name: '<h2>Storm Tracker</h2>' }) + block({ name: '<h4>Rain Gauge</h4>' }));
    expect(p.content.applications.map((a) => a.application)).toEqual(['Storm Tracker', 'Rain Gauge']);
  });

  it('the h3 even when a sub-heading (h4) comes after it', () => {
    const p = myApps(block({ name: '<h3>Storm Tracker</h3><h4>Keys</h4>' }));
    expect(p.content.applications[0]!.application).toBe('Storm Tracker');
  });

  it('the h3 even when an h2 comes first', () => {
    const p = myApps(block({ name: '<h2>Application</h2><h3>Storm Tracker</h3>' }));
    expect(p.content.applications[0]!.application).toBe('Storm Tracker');
  });

  it('a block without a heading: an empty name and a problem naming the block by position', () => {
    const p = myApps(block() + block({ name: '' }));
    expect(p.content.applications.map((a) => a.application)).toEqual(['Storm Tracker', '']);
    expect(p.problems).toEqual([{ kind: 'application-unnamed', application: 2 }]);
  });
});

describe('My Apps: the block’s action links', () => {
  it('an .actions container without the application-actions class', () => {
    const actions =
      '<div class="actions"><ul><li><a class="edit action" href="/apps/edit/7">Edit</a></li><li><a class="delete-app action" href="/apps/delete/7">Delete</a></li>' +
      '<li><a class="add-key action" href="/apps/select/7">Add</a></li></ul></div>';
    expect(myApps(block({ actions })).content.applications[0]).toMatchObject({
      edit: '/apps/edit/7',
      delete: '/apps/delete/7',
      add: '/apps/select/7',
      viewKeys: null,
    });
  });

  it('the application-actions container wins over another .actions in the block', () => {
    const actions =
      '<div class="actions"><a class="edit action" href="/apps/edit/other">Edit</a></div>' +
      '<div class="application-actions actions"><a class="edit action" href="/apps/edit/7">Edit</a></div>';
    expect(myApps(block({ actions })).content.applications[0]!.edit).toBe('/apps/edit/7');
  });

  it('links without a container, outside what the developer typed', () => {
    const actions =
      '<p><a class="edit action" href="/apps/edit/7">Edit</a> <a class="delete-app action" href="/apps/delete/7">Delete</a> ' +
      '<a class="add-key action" href="/apps/select/7">Add</a> <a class="view-keys action" href="/apps/view-keys/7">Keys</a></p>';
    const name = '<h3>Storm <a class="edit action" href="/apps/edit/evil">e</a></h3>';
    expect(myApps(block({ name, actions })).content.applications[0]).toMatchObject({
      application: 'Storm e',
      edit: '/apps/edit/7',
      delete: '/apps/delete/7',
      add: '/apps/select/7',
      viewKeys: '/apps/view-keys/7',
    });
  });

  it('the action class on the list item around the link', () => {
    const actions =
      '<div class="application-actions actions"><ul><li class="edit"><a href="/apps/edit/7">Edit</a></li>' +
      '<li class="delete-app"><a href="/apps/delete/7">Delete</a></li><li class="add-key"><a href="/apps/select/7">Add</a></li>' +
      '<li class="view-keys"><a href="/apps/view-keys/7">Keys</a></li></ul></div>';
    expect(myApps(block({ actions })).content.applications[0]).toMatchObject({
      edit: '/apps/edit/7',
      delete: '/apps/delete/7',
      add: '/apps/select/7',
      viewKeys: '/apps/view-keys/7',
    });
  });

  it('the a.edit link wins over an earlier .edit element in the container', () => {
    const actions =
      '<div class="application-actions actions"><span class="edit"><a href="/apps/help/edit">?</a></span>' +
      '<a class="edit action" href="/apps/edit/7">Edit</a></div>';
    expect(myApps(block({ actions })).content.applications[0]!.edit).toBe('/apps/edit/7');
  });

  it('an unsafe link is dropped and reported as that action', () => {
    const actions =
      '<div class="application-actions actions"><a class="edit action" href="javascript:e()">E</a><a class="delete-app action" href="javascript:d()">D</a>' +
      '<a class="add-key action" href="javascript:a()">A</a><a class="view-keys action" href="javascript:v()">V</a></div>';
    const p = myApps(block({ actions }));
    expect(p.content.applications[0]).toMatchObject({ edit: null, delete: null, add: null, viewKeys: null });
    expect(p.problems).toEqual([
      { kind: 'url-dropped', what: 'edit link', scheme: 'javascript:' },
      { kind: 'url-dropped', what: 'delete link', scheme: 'javascript:' },
      { kind: 'url-dropped', what: 'add link', scheme: 'javascript:' },
      { kind: 'url-dropped', what: 'view-keys link', scheme: 'javascript:' },
    ]);
  });
});

describe('My Apps: blocks and the create-app link', () => {
  it('an .application the developer wrote into a description is not another application', () => {
    const dl =
      '<dl><dt>Description</dt><dd><div class="application"><h3>Fake</h3></div></dd>' + `<dt>Created</dt><dd>${ABBR}</dd></dl>`;
    const p = myApps(block({ dl }));
    expect(p.content.applications.map((a) => a.application)).toEqual(['Storm Tracker']);
  });

  it('the create-app class on the item around the link', () => {
    const p = myApps(`${block()}<ul class="actions"><li class="add-app"><a href="/apps/register">New application</a></li></ul>`);
    expect(p.content.createApp).toBe('/apps/register');
  });

  it('the a.add-app link wins over an earlier .add-app element', () => {
    const p = myApps(
      '<div class="add-app"><a href="/docs/read/Apps">What is an application?</a></div>' +
        `${block()}<div class="actions"><a class="add-app action" href="/apps/register">New application</a></div>`,
    );
    expect(p.content.createApp).toBe('/apps/register');
  });

  it('an unsafe create-app link is dropped and reported', () => {
    const p = myApps('<div class="actions"><a class="add-app action" href="javascript:void(0)">New</a></div>');
    expect(p.content.createApp).toBeNull();
    expect(p.problems).toEqual([{ kind: 'url-dropped', what: 'create-app link', scheme: 'javascript:' }]);
  });

  it('an application that cannot be read is left out and reported by position; the others stay', () => {
    const d = doc({
      body: 'page-apps myapps',
      userNav: SIGNED_IN,
      main: `<h1 class="first">My Apps</h1><div class="section-body">${block()}${block({ name: '<h3>Broken</h3>' })}${block({ name: '<h3>Rain Gauge</h3>' })}</div>`,
    });
    const broken = d.querySelectorAll('.application h3')[1]!;
    Object.defineProperty(broken, 'firstChild', {
      get() {
        throw new Error('flaky DOM');
      },
    });
    const p = as(extractPage(d, `${HOST}/apps/myapps`), 'accountApps');
    expect(p.content.applications.map((a) => a.application)).toEqual(['Storm Tracker', 'Rain Gauge']);
    expect(p.problems).toContainEqual({ kind: 'read-failed', what: 'application 2', message: 'flaky DOM' });
  });
});

describe('view keys (proposed markup: the My Apps blocks without actions)', () => {
  const viewKeys = (body: string) =>
    as(
      extract(
        {
          body: 'page-apps view-keys',
          userNav: SIGNED_IN,
          main: `<h1 class="first">Your Keys</h1><div class="section"><div class="section-body">${body}</div></div>`,
        },
        '/apps/view-keys',
      ),
      'viewKeys',
    );

  it('one entry per application: name, created date, every API/key pair', () => {
    const p = viewKeys(
      block({ actions: '' }) +
        block({
          name: '<h3>Rain Gauge</h3>',
          dl: '<dl><dt>Description</dt><dd>x</dd><dt>Created</dt><dd>yesterday</dd></dl>',
          table: '<table><tbody></tbody></table>',
          actions: '',
        }) +
        '<div class="page-info" style="display: none;">true-3-3-rain</div>',
    );
    expect(p.content.entries).toEqual([
      {
        application: 'Storm Tracker',
        created: CREATED,
        apis: [
          { api: 'Weather API', key: 'k3y0000aaaa1111' },
          { api: 'Maps API', key: 'k3y2222bbbb3333' },
        ],
      },
      { application: 'Rain Gauge', created: { value: null, text: 'yesterday' }, apis: [] },
    ]);
    expect(p.content.heading).toBe('Your Keys');
    expect(p.content.pagination).toEqual({ enable_portal_pagination: true, no_of_pages: 3, current_page: 3, search: 'rain' });
    expect(p.problems).toEqual([]);
  });

  it('an unnamed application is reported by position', () => {
    const p = viewKeys(block({ actions: '' }) + block({ name: '', actions: '', table: '' }));
    expect(p.content.entries.map((e) => [e.application, e.apis.length])).toEqual([
      ['Storm Tracker', 2],
      ['', 0],
    ]);
    expect(p.problems).toEqual([{ kind: 'application-unnamed', application: 2 }]);
  });

  it('an application that cannot be read is left out and reported by position', () => {
    const d = doc({
      body: 'page-apps view-keys',
      userNav: SIGNED_IN,
      main: `<h1 class="first">Your Keys</h1><div class="section-body">${block({ name: '<h3>Broken</h3>' })}${block({ name: '<h3>Rain Gauge</h3>' })}</div>`,
    });
    Object.defineProperty(d.querySelector('.application h3')!, 'firstChild', {
      get() {
        throw new Error('flaky DOM');
      },
    });
    const p = as(extractPage(d, `${HOST}/apps/view-keys`), 'viewKeys');
    expect(p.content.entries.map((e) => e.application)).toEqual(['Rain Gauge']);
    expect(p.problems).toContainEqual({ kind: 'read-failed', what: 'application 1', message: 'flaky DOM' });
  });
});

describe('delete an application / add APIs: the summary and the form', () => {
  const FORM =
    '<form method="post" action="/apps/delete/88"><input type="hidden" name="token" value="q1"><input type="submit" id="process" value="Delete"></form>';
  const page = (main: string, body = 'page-apps delete', path = '/apps/delete/88') =>
    extract({ body, userNav: SIGNED_IN, main: `<h1 class="first">Delete Application</h1>${main}` }, path);
  const del = (main: string) => as(page(main), 'appDelete');

  it('the reference page: the first API and key, every row, the form', () => {
    const p = del(`<div class="section"><div class="section-body">${block({ actions: '' })}${FORM}</div></div>`);
    expect(p.content.summary).toEqual({
      application: 'Storm Tracker',
      created: CREATED,
      api: 'Weather API',
      key: 'k3y0000aaaa1111',
      apis: [
        { api: 'Weather API', key: 'k3y0000aaaa1111' },
        { api: 'Maps API', key: 'k3y2222bbbb3333' },
      ],
    });
    expect(p.content.form).toMatchObject({
      action: '/apps/delete/88',
      method: 'post',
      hidden: [{ name: 'token', value: 'q1' }],
      submit: { id: 'process' },
    });
    expect(p.content.heading).toBe('Delete Application');
    expect(p.problems).toEqual([]);
  });

  it('an application without APIs and without a name: nulls in the summary', () => {
    const p = del(`<div class="section-body">${block({ name: '', table: '', actions: '' })}${FORM}</div>`);
    expect(p.content.summary).toEqual({ application: null, created: CREATED, api: null, key: null, apis: [] });
  });

  it('an API without a key: the key is null', () => {
    const table = '<table><tbody><tr><td>Weather API</td></tr></tbody></table>';
    const p = del(`<div class="section-body">${block({ table, actions: '' })}${FORM}</div>`);
    expect(p.content.summary).toMatchObject({ api: 'Weather API', key: null, apis: [{ api: 'Weather API', key: null }] });
  });

  it('the summary of the first application block', () => {
    const p = del(
      `<div class="section-body">${block({ actions: '' })}${block({ name: '<h3>Other</h3>', actions: '' })}${FORM}</div>`,
    );
    expect(p.content.summary?.application).toBe('Storm Tracker');
  });

  it('a page without an application block: no summary', () => {
    const p = del(`<div class="section-body"><p>Delete this application?</p>${FORM}</div>`);
    expect(p.content.summary).toBeNull();
    expect(p.content.form?.action).toBe('/apps/delete/88');
    expect(p.problems).toEqual([]);
  });

  it('a form outside the section body (directly in #main)', () => {
    const p = del(`<div class="section-body">${block({ actions: '' })}</div>${FORM}`);
    expect(p.content.form).toMatchObject({ action: '/apps/delete/88', submit: { id: 'process' } });
    expect(p.problems).toEqual([]);
  });

  it('a section-body form wins over an earlier form elsewhere in #main', () => {
    const p = del(
      '<form method="get" action="/apps/myapps"><input type="submit" value="Back"></form>' +
        `<div class="section-body">${block({ actions: '' })}${FORM}</div>`,
    );
    expect(p.content.form?.action).toBe('/apps/delete/88');
  });

  it('a form in the application’s description is not the page’s: no form, reported', () => {
    const dl = `<dl><dt>Description</dt><dd>${FORM.replace('/apps/delete/88', '/elsewhere')}</dd><dt>Created</dt><dd>${ABBR}</dd></dl>`;
    const p = del(`<div class="section-body">${block({ dl, actions: '' })}</div>`);
    expect(p.content.form).toBeNull();
    expect(p.problems).toEqual([{ kind: 'missing', what: 'server form on this page' }]);
  });

  it('messages and links of the page, not those in the application’s description', () => {
    const dl =
      '<dl><dt>Description</dt><dd><ul class="success"><li>Deleted!</li></ul><a href="/x">x</a></dd>' +
      `<dt>Created</dt><dd>${ABBR}</dd></dl>`;
    const p = del(
      `<ul class="success"><li>Keys revoked.</li></ul><div class="section-body">${block({ dl, actions: '' })}` +
        `<p><a href="/apps/myapps">Back to my apps</a></p>${FORM}</div>`,
    );
    expect(p.content.messages).toEqual(['Keys revoked.']);
    expect(p.content.links).toEqual([{ label: 'Back to my apps', url: '/apps/myapps' }]);
  });

  it('add APIs: the same summary and the plan form', () => {
    const form =
      '<form method="post" action="/apps/select/88"><dl><dt><input type="checkbox" name="plans[]" value="31"> Maps API</dt><dd>Basic plan</dd></dl>' +
      '<input type="submit" id="process" value="Add"></form>';
    const p = as(
      page(`<div class="section-body">${block({ actions: '' })}${form}</div>`, 'page-apps select', '/apps/select/88'),
      'appAddAPIs',
    );
    expect(p.content.summary).toMatchObject({ application: 'Storm Tracker', api: 'Weather API', key: 'k3y0000aaaa1111' });
    expect(p.content.form?.action).toBe('/apps/select/88');
  });

  it('an application named by an h2 or h4: its name in the summary', () => {
    expect(
      del(`<div class="section-body">${block({ name: '<h4>Storm Tracker</h4>', actions: '' })}${FORM}</div>`).content.summary,
    ).toMatchObject({ application: 'Storm Tracker', api: 'Weather API' });
    expect(
      del(`<div class="section-body">${block({ name: '<h2>Rain Gauge</h2>', actions: '' })}${FORM}</div>`).content.summary,
    ).toMatchObject({ application: 'Rain Gauge' });
  });

  it('a form after #page (markup the portal adds below the page) is not the page’s', () => {
    const p = as(
      extract(
        {
          body: 'page-apps delete',
          userNav: SIGNED_IN,
          main: `<h1 class="first">Delete Application</h1><div class="section-body">${block({ actions: '' })}</div>${FORM}`,
          after:
            '<div class="newsletter"><div class="section-body"><form method="post" action="/newsletter/subscribe"><input name="email"></form></div></div>',
        },
        '/apps/delete/88',
      ),
      'appDelete',
    );
    expect(p.content.form?.action).toBe('/apps/delete/88');
  });

  it('a page without #main: the section body’s form in #page', () => {
    const d = doc({
      body: 'page-apps delete',
      userNav: SIGNED_IN,
      main: `<h1 class="first">Delete Application</h1><div class="section-body">${block({ actions: '' })}${FORM}</div>`,
    });
    const main = d.getElementById('main')!;
    main.removeAttribute('id');
    main.removeAttribute('class');
    const p = as(extractPage(d, `${HOST}/apps/delete/88`), 'appDelete');
    expect(p.content.form).toMatchObject({ action: '/apps/delete/88', submit: { id: 'process' } });
  });

  it('a summary that cannot be read is reported; the form stays', () => {
    const d = doc({
      body: 'page-apps delete',
      userNav: SIGNED_IN,
      main: `<h1 class="first">Delete Application</h1><div class="section-body">${block({ actions: '' })}${FORM}</div>`,
    });
    Object.defineProperty(d.querySelector('.application h3')!, 'firstChild', {
      get() {
        throw new Error('flaky DOM');
      },
    });
    const p = as(extractPage(d, `${HOST}/apps/delete/88`), 'appDelete');
    expect(p.content.summary).toBeNull();
    expect(p.content.form?.action).toBe('/apps/delete/88');
    expect(p.problems).toContainEqual({ kind: 'read-failed', what: 'application summary', message: 'flaky DOM' });
  });
});

describe('application registered: the keys and the application name', () => {
  const registered = (main: string) =>
    as(
      extract(
        { body: 'page-apps register', userNav: SIGNED_IN, main: `<h1 class="first">Application registered</h1>${main}` },
        '/apps/register',
      ),
      'appRegisterSuccess',
    );

  it('each key with the text before it in its list item as the label', () => {
    const p = registered(
      '<div class="section"><div class="section-body"><p>Your application <strong>Storm Tracker</strong> was registered.</p><ul>' +
        '<li>Maps API — Basic: <code>k3y1111</code></li><li>Weather API - Gold - <code>k3y2222</code></li>' +
        '<li>Alerts API – Free <code>k3y3333</code> (active)</li><li>Tides API:<code>k3y4444</code></li></ul></div></div>',
    );
    expect(p.content.keys).toEqual([
      { key: 'k3y1111', label: 'Maps API — Basic' },
      { key: 'k3y2222', label: 'Weather API - Gold' },
      { key: 'k3y3333', label: 'Alerts API – Free' },
      { key: 'k3y4444', label: 'Tides API' },
    ]);
    expect(p.content.application).toBe('Storm Tracker');
    expect(p.content.heading).toBe('Application registered');
  });

  it('a key outside a list item, or alone in its item, has no label', () => {
    const p = registered(
      '<div class="section-body"><p>Your new key for Weather API is <code>k3y6666ffff7777</code>.</p><ul><li><code>k3y8888</code></li></ul></div>',
    );
    expect(p.content.keys).toEqual([
      { key: 'k3y6666ffff7777', label: null },
      { key: 'k3y8888', label: null },
    ]);
    expect(p.content.application).toBeNull();
  });

  it('code that is not one word (or empty) is not a key', () => {
    const p = registered(
      '<div class="section-body"><p>Run <code>curl -H x</code> with <code></code> your key <code>k3y9</code>.</p></div>',
    );
    expect(p.content.keys).toEqual([{ key: 'k3y9', label: null }]);
  });

  it('keys and name of every section body; without one, of #main', () => {
    const two = registered(
      '<div class="section"><div class="section-body"><p>Registered.</p></div></div>' +
        '<div class="section"><div class="section-body"><p><strong>Storm Tracker</strong>: <code>k1</code></p></div></div>',
    );
    expect(two.content).toMatchObject({ application: 'Storm Tracker', keys: [{ key: 'k1', label: null }] });
    const bare = registered('<p>Your application <strong>Rain Gauge</strong> has the key <code>k2</code>.</p>');
    expect(bare.content).toMatchObject({ application: 'Rain Gauge', keys: [{ key: 'k2', label: null }] });
  });

  it('an empty strong is no application name', () => {
    const p = registered('<div class="section-body"><p><strong> </strong>Registered.</p></div>');
    expect(p.content.application).toBeNull();
  });

  it('the server message and its links', () => {
    const p = registered(
      '<div class="section"><div class="section-body"><p>Your key was sent by e-mail. <a href="/apps/mykeys">View keys</a></p></div></div>',
    );
    expect(p.content).toMatchObject({ keys: [], application: null, links: [{ label: 'View keys', url: '/apps/mykeys' }] });
  });
});
