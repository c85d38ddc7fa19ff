// I/O Docs (docs/io-docs.md, server-markup.md › ioDocs): what the extractor returns for the parts of the
// hosted page the console needs — the parameter rows of each method, the method forms' control order, every
// API's credential settings from its `#api<ID>` element, the schema scripts, the picker and the credentials.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOST, as, extract, html } from '../../../test/extract/helpers.ts';
import { parseHtml } from '../../../test/extract/parse.ts';
import { extractPage } from '../index.ts';
import { availableKeys } from './iodocs.ts';

function page(main: string) {
  return as(extract({ body: 'page-ioDocs', main }, '/io-docs'), 'ioDocs');
}

/** One API's endpoint list with one endpoint holding the given methods (li.method markup). */
function list(id: string, methods: string, attrs = ''): string {
  return (
    `<ul class="endpointList" id="${id}"${attrs}><li class="endpoint"><h3 class="title"><span class="name">Forecast</span></h3>` +
    `<ul class="methods">${methods}</ul></li></ul>`
  );
}

/** A GET method whose form holds a parameter table with the given rows. */
function method(rows: string, extra = ''): string {
  return (
    '<li class="method get"><div class="title"><span class="http-method">GET</span><span class="name">Daily</span><span class="uri">/forecast/daily</span></div>' +
    `<form><table class="parameters">${rows}</table>${extra}</form></li>`
  );
}

function params(rows: string) {
  return page(`<h1>API Explorer</h1>${list('apiId712', method(rows))}`).content.apis[0]!.endpoints[0]!.methods[0]!.parameters;
}

const NO_PARAM = { description: null, required: false, type: null, defaultValue: null, options: [], location: null, file: false };

describe('I/O Docs parameter rows', () => {
  it('a header row (only th cells) is no parameter; a row of data is', () => {
    expect(
      params(
        '<thead><tr><th>Parameter</th><th>Value</th><th>Type</th><th>Description</th></tr></thead>' +
          '<tbody><tr><td class="name">city</td><td class="parameter"><input name="params[city]" value="Oslo"></td><td class="type">string</td><td class="description"><p>City name.</p></td></tr></tbody>',
      ),
    ).toEqual([{ ...NO_PARAM, name: 'city', type: 'string', defaultValue: 'Oslo', description: 'City name.' }]);
  });

  it('a row with a th label and a td value is a parameter', () => {
    expect(params('<tr><th>city</th><td><input name="params[city]"></td></tr>')).toEqual([{ ...NO_PARAM, name: 'city' }]);
  });

  it('the name: .name, else the control name without its params[…] wrapper, else the first cell', () => {
    expect(
      params(
        '<tr><td class="name">city</td><td><input name="params[town]"></td></tr>' +
          '<tr><td>Days</td><td><input name="params[days]"></td></tr>' +
          '<tr><td>Units</td><td><input name="units"></td></tr>' +
          '<tr><td>Lang</td><td><input name="params[lang]x"></td></tr>' +
          '<tr><td>Zone</td><td><input name="a[b][zone]"></td></tr>' +
          '<tr><td>Limit</td><td>10</td></tr>' +
          '<tr><td> </td><td><span>no control</span></td></tr>',
      ).map((p) => p.name),
    ).toEqual(['city', 'days', 'units', 'params[lang]x', 'zone', 'Limit']);
  });

  it('a select: its options (value, else text; empty ones dropped) and the selected one as default', () => {
    const [days, units, none] = params(
      '<tr><td class="name">days</td><td><select name="params[days]"><option value="">pick</option><option value="3">three</option><option value="7" selected>seven</option></select></td></tr>' +
        '<tr><td class="name">units</td><td><select name="params[units]"><option>metric</option><option selected>imperial</option></select></td></tr>' +
        '<tr><td class="name">lang</td><td><select name="params[lang]"><option value="en">English</option><option value="de">German</option></select></td></tr>',
    );
    expect(days).toMatchObject({ options: ['3', '7'], defaultValue: '7' });
    expect(units).toMatchObject({ options: ['metric', 'imperial'], defaultValue: 'imperial' });
    // nothing marked selected: no default (what the browser would show first is the console's business)
    expect(none).toMatchObject({ options: ['en', 'de'], defaultValue: null });
  });

  it('a textarea: its text is the default; an input without value has none', () => {
    const [body, empty, bare] = params(
      '<tr><td class="name">body</td><td><textarea name="params[body]">{"a": 1}</textarea></td></tr>' +
        '<tr><td class="name">note</td><td><textarea name="params[note]"></textarea></td></tr>' +
        '<tr><td class="name">q</td><td><input name="params[q]"></td></tr>',
    );
    expect(body).toMatchObject({ defaultValue: '{"a": 1}', options: [] });
    expect(empty).toMatchObject({ defaultValue: null });
    expect(bare).toMatchObject({ defaultValue: null });
  });

  it('description: .description, else the last of three or more cells unless it holds the control', () => {
    const rows = params(
      '<tr><td>city</td><td><input name="params[city]"></td><td>City name</td></tr>' +
        '<tr><td>days</td><td>integer</td><td><input name="params[days]"></td></tr>' +
        '<tr><td>lang</td><td><input name="params[lang]"></td></tr>' +
        '<tr><td>zone</td><td><input name="params[zone]"></td><td> </td></tr>' +
        '<tr><td>units</td><td>metric</td></tr>' +
        '<tr><td>lang</td><td>string</td><td><select name="params[lang]"><option>en</option><option>de</option></select></td></tr>' +
        '<tr><td class="name">zip</td><td class="description">Postal code</td><td>string</td></tr>',
    );
    expect(rows.map((p) => [p.name, p.description])).toEqual([
      ['city', 'City name'],
      ['days', null],
      ['lang', null],
      ['zone', null],
      ['units', null],
      ['lang', null],
      ['zip', 'Postal code'],
    ]);
  });

  it('required: the row class, the required attribute, or the control class require / required', () => {
    const rows = params(
      '<tr class="required"><td class="name">a</td><td><input name="params[a]"></td></tr>' +
        '<tr><td class="name">b</td><td><input name="params[b]" required></td></tr>' +
        '<tr><td class="name">c</td><td><input class="require" name="params[c]"></td></tr>' +
        '<tr><td class="name">d</td><td><input class="required" name="params[d]"></td></tr>' +
        '<tr class="hidden"><td class="name">e</td><td><input class="text" name="params[e]"></td></tr>' +
        '<tr><td class="name">f</td><td>no control</td></tr>',
    );
    expect(rows.map((p) => [p.name, p.required])).toEqual([
      ['a', true],
      ['b', true],
      ['c', true],
      ['d', true],
      ['e', false],
      ['f', false],
    ]);
  });

  it('location: .location or .paramType text, else the data-location attribute', () => {
    const rows = params(
      '<tr><td class="name">a</td><td class="location">query</td></tr>' +
        '<tr><td class="name">b</td><td class="paramType">header</td></tr>' +
        '<tr data-location="path"><td class="name">c</td><td>x</td></tr>' +
        '<tr data-location="body"><td class="name">d</td><td class="location"> </td></tr>',
    );
    expect(rows.map((p) => p.location)).toEqual(['query', 'header', 'path', 'body']);
  });

  it('file: only an input of type file (any case)', () => {
    const rows = params(
      '<tr><td class="name">a</td><td><input type="FILE" name="params[a]"></td></tr>' +
        '<tr><td class="name">b</td><td><input type="text" name="params[b]"></td></tr>' +
        '<tr><td class="name">c</td><td><input name="params[c]"></td></tr>' +
        '<tr><td class="name">d</td><td><select name="params[d]" type="file"><option>x</option></select></td></tr>',
    );
    expect(rows.map((p) => p.file)).toEqual([true, false, false, false]);
  });
});

describe('I/O Docs methods', () => {
  it('the HTTP verb from .http-method (upper-cased), else from the li class, else empty', () => {
    const methods = page(
      list(
        'apiId712',
        '<li class="method post"><div class="title"><span class="http-method">put</span><span class="name">A</span></div></li>' +
          '<li class="method patch"><div class="title"><span class="name">B</span></div></li>' +
          '<li class="method head"><span class="name">C</span></li>' +
          '<li class="method"><div class="title"><span class="name">D</span></div></li>',
      ),
    ).content.apis[0]!.endpoints[0]!.methods;
    expect(methods.map((m) => [m.httpMethod, m.name])).toEqual([
      ['PUT', 'A'],
      ['PATCH', 'B'],
      ['HEAD', 'C'],
      ['', 'D'],
    ]);
  });

  it.each(['get', 'post', 'put', 'delete', 'patch', 'options', 'head'])('a method of class %s without .http-method', (verb) => {
    const [m] = page(list('apiId712', `<li class="method ${verb}"><div class="title"><span class="name">A</span></div></li>`))
      .content.apis[0]!.endpoints[0]!.methods;
    expect(m!.httpMethod).toBe(verb.toUpperCase());
  });

  it('uri and description from the title, else from anywhere in the method; a method without them has null', () => {
    const [a, b, c] = page(
      list(
        'apiId712',
        '<li class="method get"><div class="title"><span class="name">A</span><span class="uri">/a</span><span class="description">Gets a</span></div><p class="uri">/wrong</p></li>' +
          '<li class="method get"><div class="title"><span class="name">B</span></div><p class="uri">/b</p><div class="description">Gets b</div></li>' +
          '<li class="method get"><div class="title"><span class="name">C</span></div></li>',
      ),
    ).content.apis[0]!.endpoints[0]!.methods;
    expect([a, b, c].map((m) => [m!.uri, m!.description, m!.form, m!.controlOrder])).toEqual([
      ['/a', 'Gets a', null, []],
      ['/b', 'Gets b', null, []],
      [null, null, null, []],
    ]);
  });

  it("the title's own name, uri and description, wherever the title sits in the method", () => {
    const [a, b] = page(
      list(
        'apiId712',
        '<li class="method get"><p class="uri">/see-below</p><div class="description">Long text</div>' +
          '<div class="title"><span class="name">A</span><span class="uri">/a</span><span class="description">Gets a</span></div></li>' +
          method('<tr><td class="name">city</td><td><input name="params[city]"></td></tr>').replace(
            '<span class="name">Daily</span>',
            '',
          ),
      ),
    ).content.apis[0]!.endpoints[0]!.methods;
    expect([a!.name, a!.uri, a!.description]).toEqual(['A', '/a', 'Gets a']);
    // a title without a name: not the name of a parameter
    expect([b!.name, b!.uri, b!.parameters.map((p) => p.name)]).toEqual([null, '/forecast/daily', ['city']]);
  });

  it("the method form's request-body editor: schema id and default value", () => {
    const m = page(
      list(
        'apiId712',
        method(
          '',
          '<div class="requestBodySchemaContainer" data-request-body-schema-id="AlertRequest" data-request-body-default-value="{&quot;severity&quot;:&quot;high&quot;}"></div>',
        ),
      ),
    ).content.apis[0]!.endpoints[0]!.methods[0]!;
    expect([m.requestBodySchemaId, m.requestBodyDefault]).toEqual(['AlertRequest', '{"severity":"high"}']);
    expect(m.form?.method).toBe('get');
  });

  it('control order: the names a browser would send, each once, in document order', () => {
    const m = page(
      list(
        'apiId712',
        method(
          '<tr><td class="name">city</td><td><input name="params[city]"></td></tr>' +
            '<tr><td class="name">days</td><td><select name="params[days]"><option>3</option></select></td></tr>' +
            '<tr><td class="name">body</td><td><textarea name="params[body]"></textarea></td></tr>' +
            '<tr><td class="name">off</td><td><input name="params[off]" disabled></td></tr>' +
            '<tr><td class="name">city</td><td><input name="params[city]"></td></tr>',
          '<input type="hidden" name="httpMethod" value="GET"><input name="" value="x"><input value="y">' +
            '<input type="SUBMIT" name="go" value="Try it!"><input type="button" name="b"><input type="reset" name="r"><input type="image" name="i">' +
            '<button name="send">Send</button><input type="checkbox" name="params[flag]">' +
            // a type attribute means nothing on a textarea or select: they are sent
            '<textarea type="submit" name="params[note]"></textarea><select type="button" name="params[mode]"><option>a</option></select>',
        ),
      ),
    ).content.apis[0]!.endpoints[0]!.methods[0]!;
    expect(m.controlOrder).toEqual([
      'params[city]',
      'params[days]',
      'params[body]',
      'httpMethod',
      'params[flag]',
      'params[note]',
      'params[mode]',
    ]);
  });

  it('endpoint names: .title .name, else the title text, else the h3', () => {
    const apis = page(
      '<ul class="endpointList" id="apiId712">' +
        '<li class="endpoint"><h3 class="title"><span class="name">Forecast</span><ul class="actions"><li>List Methods</li></ul></h3></li>' +
        '<li class="endpoint"><h3 class="title">Alerts</h3></li>' +
        '<li class="endpoint"><h3>Maps</h3></li>' +
        '<li class="endpoint"><p>nothing</p></li>' +
        '<li class="endpoint"><div class="title"><span class="name">Tiles</span></div></li>' +
        '</ul>',
    ).content.apis;
    expect(apis[0]!.endpoints.map((e) => e.name)).toEqual(['Forecast', 'Alerts', 'Maps', null, 'Tiles']);
  });

  it("an endpoint titled by a plain h3 is not named after its first method's title", () => {
    const [endpoint] = page(
      list('apiId712', '').replace(
        '<li class="endpoint"><h3 class="title"><span class="name">Forecast</span></h3><ul class="methods"></ul>',
        '<li class="endpoint"><h3>Alerts</h3><ul class="methods"><li class="method post"><div class="title"><span class="name">Subscribe</span></div></li></ul>',
      ),
    ).content.apis[0]!.endpoints;
    expect([endpoint!.name, endpoint!.methods.map((m) => m.name)]).toEqual(['Alerts', ['Subscribe']]);
  });
});

describe('I/O Docs API settings (#api<ID>)', () => {
  const auth = (attrs: string) => page(`${list('apiId712', '')}<div id="api712" ${attrs}></div>`).content.apis[0]!.auth;
  const off = {
    type: null,
    keys: [],
    secret: false,
    basicAuth: false,
    flows: [],
    autoExchangeAuthCode: false,
    wssTokenTypes: [],
    wssFields: [],
  };

  it('no attributes: key auth defaults (type null, nothing on)', () => {
    expect(auth('')).toEqual(off);
    expect(auth('data-auth-type="  " data-available-keys=" "')).toEqual(off);
  });

  it('the switches accept "1" and "true" in any case and with spaces', () => {
    expect(
      auth('data-auth-type=" oauth2 " data-secret="true" data-basic-auth="1" data-auto-exchange-auth-code=" TRUE "'),
    ).toEqual({ ...off, type: 'oauth2', secret: true, basicAuth: true, autoExchangeAuthCode: true });
    expect(auth('data-secret=" 1" data-basic-auth="TRUE" data-auto-exchange-auth-code="1"')).toEqual({
      ...off,
      secret: true,
      basicAuth: true,
      autoExchangeAuthCode: true,
    });
    expect(auth('data-secret="0" data-basic-auth="false" data-auto-exchange-auth-code="yes"')).toEqual(off);
  });

  it('list attributes: a JSON array of scalars, else a comma-separated list', () => {
    expect(
      auth(
        `data-auth-flows='["auth_code", 7, true, null, "", {"x": 1}]' data-auth-wss-token-types="UsernameToken, BinarySecurityToken,," data-auth-wss-fields='{"a": 1}'`,
      ),
    ).toEqual({
      ...off,
      flows: ['auth_code', '7', 'true'],
      wssTokenTypes: ['UsernameToken', 'BinarySecurityToken'],
      wssFields: ['{"a": 1}'],
    });
  });

  it('a non-list keys attribute is reported and gives no keys', () => {
    const p = page(`${list('apiId712', '')}<div id="api712" data-available-keys='{"key": "k1"}'></div>`);
    expect(p.content.apis[0]!.auth?.keys).toEqual([]);
    expect(p.problems).toContainEqual({ kind: 'iodocs-keys-invalid', api: '712' });
  });

  it('an element whose id only starts with api<ID> is not the settings of that API', () => {
    const p = page(`${list('apiId71', '')}<div id="api712" data-auth-type="oauth2"></div><div id="apiDescription712">x</div>`);
    expect(p.content.apis[0]).toMatchObject({ apiId: '71', auth: null, descriptionHtml: null });
    const q = page(
      `${list('apiId71', '')}<div id="api712" data-auth-type="oauth2"></div><span id="api71" data-auth-type="soapBasic"></span>`,
    );
    expect(q.content.apis[0]!.auth?.type).toBe('soapBasic');
  });

  it('descriptions: every #apiDescription<ID> block, empty ones dropped, joined by a line break', () => {
    const p = page(
      `${list('apiId712', '')}<div class="apiDescriptionList"><div id="apiDescription712"><p>One</p></div><div id="apiDescription712">  </div><div id="apiDescription712"><p>Two</p></div></div>`,
    );
    expect(p.content.apis[0]!.descriptionHtml).toBe('<p>One</p>\n<p>Two</p>');
  });
});

describe('availableKeys (data-available-keys)', () => {
  it('keys with their secret and application; numbers and booleans as text; items without a key dropped', () => {
    expect(
      availableKeys(
        JSON.stringify([
          { key: 'k1', secret: 's1', application: 'Storm' },
          { key: 42, secret: true, application: 7 },
          { key: 'k3', secret: '', application: { name: 'x' } },
          { key: '' },
          { key: null, secret: 's' },
          null,
          'k4',
          ['k5'],
        ]),
      ),
    ).toEqual([
      { key: 'k1', secret: 's1', application: 'Storm' },
      { key: '42', secret: 'true', application: '7' },
      { key: 'k3', secret: null, application: null },
    ]);
  });

  it('nothing (absent, empty, blank) is no keys; anything but a JSON list is invalid (null)', () => {
    expect(availableKeys(null)).toEqual([]);
    expect(availableKeys('')).toEqual([]);
    expect(availableKeys('  ')).toEqual([]);
    expect(availableKeys('[]')).toEqual([]);
    expect(availableKeys('{"key": "k"}')).toBeNull();
    expect(availableKeys('"k"')).toBeNull();
    expect(availableKeys('[{"key": "k"')).toBeNull();
  });
});

/** The inline schema script of an endpoint list (server-markup.md 3.1 pieces). */
const script = (body: string) => `<script type="text/javascript">${body}</script>`;
const schemaScript = (id: string, json: string) =>
  script(`(function() {\n var apiRootElement = $("#${id}").get(0);\n $.data(apiRootElement, 'apiSchemas', ${json});\n})();`);

describe('I/O Docs schemas', () => {
  it('each marker takes the id of the last $("#…") before it; double-quoted markers and odd ids too', () => {
    const p = page(
      list('apiId712', '') +
        script(
          `var a = $("#apiId712").get(0); $.data(a, "apiSchemas", {"A": 1});\n` +
            `var b = $('#api:713.v-2' ).get(0); $.data(b, 'apiSchemas' ,[1, 2]);`,
        ),
    );
    expect(p.content.schemas).toEqual({ apiId712: { A: 1 }, 'api:713.v-2': [1, 2] });
    expect(p.problems.filter((x) => x.kind.startsWith('iodocs'))).toEqual([]);
  });

  it('white space before the closing quote of the $("#…") selector is tolerated', () => {
    const p = page(list('apiId712', '') + script('var a = $("#apiId712 ").get(0); $.data(a, \'apiSchemas\', {"A": 1});'));
    expect(p.content.schemas).toEqual({ apiId712: { A: 1 } });
  });

  it('a script without a $("#…") names its schemas after the endpoint list it sits in', () => {
    const p = page(
      `<ul class="endpointList" id="apiId712"><li class="endpoint"><h3 class="title"><span class="name">F</span></h3></li>` +
        `${script('$.data(this, \'apiSchemas\', {"B": {"type": "object"}});')}</ul>`,
    );
    expect(p.content.schemas).toEqual({ apiId712: { B: { type: 'object' } } });
  });

  it('an unnamed schema (no id, no list) is reported and skipped; the others are kept', () => {
    const p = page(list('apiId712', '') + script('$.data(x, \'apiSchemas\', {"C": 1});') + schemaScript('apiId712', '{"D": 2}'));
    expect(p.content.schemas).toEqual({ apiId712: { D: 2 } });
    expect(p.problems).toContainEqual({ kind: 'iodocs-schema-unnamed' });
  });

  it('a marker followed by no JSON value is reported as invalid for that list', () => {
    const p = page(list('apiId712', '') + schemaScript('apiId712', 'schemas') + schemaScript('apiId713', '{"E": 3}'));
    expect(p.content.schemas).toEqual({ apiId713: { E: 3 } });
    expect(p.problems).toContainEqual({ kind: 'iodocs-schema-invalid', list: 'apiId712' });
    expect(p.problems).not.toContainEqual({ kind: 'iodocs-schema-invalid', list: 'apiId713' });
  });

  it('a list printed twice: the later schema wins without a problem; an id such as __proto__ stays data', () => {
    const p = page(
      list('apiId712', '') +
        schemaScript('apiId712', '{"old": 1}') +
        schemaScript('apiId712', '{"new": 2}') +
        schemaScript('__proto__', '{"polluted": true}'),
    );
    expect(Object.keys(p.content.schemas)).toEqual(['apiId712', '__proto__']);
    expect(p.content.schemas['apiId712']).toEqual({ new: 2 });
    // plain data properties, as JSON.parse would make them
    expect(Object.getOwnPropertyDescriptor(p.content.schemas, '__proto__')).toEqual({
      value: { polluted: true },
      enumerable: true,
      writable: true,
      configurable: true,
    });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(p.problems.filter((x) => x.kind.startsWith('iodocs'))).toEqual([]);
  });
});

describe('I/O Docs APIs and the picker', () => {
  const picker = (options: string) => `<select id="apiId">${options}</select>`;

  it('picker options: trimmed values, the placeholder (no value) dropped; the selected one', () => {
    const p = page(
      picker(
        '<option value="">Select an API</option><option>No value</option><option value=" 712 ">Weather API</option><option value="713" selected> Maps </option>',
      ),
    );
    expect(p.content.apiOptions).toEqual([
      { value: '712', label: 'Weather API' },
      { value: '713', label: 'Maps' },
    ]);
    expect(p.content.selectedApiId).toBe('713');
    expect(page(picker('<option value=" " selected>Pick</option>')).content.selectedApiId).toBeNull();
  });

  it('a list matches the option of the same value, or of its numeric suffix (not part of a longer number)', () => {
    const p = page(
      picker('<option value="712">Weather</option><option value="13">Maps</option><option value="14">Pay</option>') +
        list('712', '') +
        list('apiId713', '') +
        list('apiId14', '') +
        list('endpoints', ''),
    );
    expect(p.content.apis.map((a) => [a.id, a.apiId, a.name])).toEqual([
      ['712', '712', 'Weather'],
      ['apiId713', '713', null],
      ['apiId14', '14', 'Pay'],
      ['endpoints', null, null],
    ]);
  });

  it('a list whose id equals an option value takes that option, before one matching its end', () => {
    const p = page(
      picker('<option value="maps">World maps</option><option value="eu-maps">EU maps</option>') +
        list('eu-maps', '') +
        list('maps', ''),
    );
    expect(p.content.apis.map((a) => [a.id, a.apiId, a.name])).toEqual([
      ['eu-maps', 'eu-maps', 'EU maps'],
      ['maps', 'maps', 'World maps'],
    ]);
  });

  it('the API id: data-api-id (trimmed), else the matched option, else the trailing number of the list id', () => {
    const p = page(
      picker('<option value="x7">Seven</option>') +
        list('apiIdx7', '', ' data-api-id=" 907 "') +
        list('apiIdx7', '', ' data-api-id="  "') +
        list('v2-api-300', ''),
    );
    expect(p.content.apis.map((a) => [a.apiId, a.name])).toEqual([
      ['907', 'Seven'],
      ['x7', 'Seven'],
      ['300', null],
    ]);
  });

  it('with one list and no matching option, the name is #apiTitle; with several it is unknown', () => {
    expect(page(`<h2 id="apiTitle"> Weather API </h2>${list('apiId712', '')}`).content.apis[0]!.name).toBe('Weather API');
    expect(page(`<h2 id="apiTitle"></h2>${list('apiId712', '')}`).content.apis[0]!.name).toBeNull();
    expect(
      page(`<h2 id="apiTitle">Weather API</h2>${list('apiId712', '')}${list('apiId713', '')}`).content.apis.map((a) => a.name),
    ).toEqual([null, null]);
  });

  it('a list without id is reported by position and still read; a list nested in another is part of it', () => {
    const p = page(
      list('apiId712', '') +
        '<ul class="endpointList"><li class="endpoint"><h3 class="title">Loose</h3><ul class="endpointList" id="apiId9"><li>x</li></ul></li></ul>',
    );
    expect(p.content.apis.map((a) => [a.id, a.apiId, a.descriptionHtml, a.auth, a.endpoints.map((e) => e.name)])).toEqual([
      ['apiId712', '712', null, null, ['Forecast']],
      ['', null, null, null, ['Loose']],
    ]);
    expect(p.problems).toContainEqual({ kind: 'iodocs-list-unnamed', list: 2 });
    expect(p.problems).not.toContainEqual({ kind: 'iodocs-list-unnamed', list: 1 });
  });
});

describe('I/O Docs page parts', () => {
  it('heading: h1.first, else the first h1 of #main; the intro HTML', () => {
    expect(page('<h1 class="first">Explorer</h1><h1>Other</h1>').content.heading).toBe('Explorer');
    expect(page('<div class="introText"><h1>Welcome</h1></div><h1 class="first">Explorer</h1>').content.heading).toBe('Explorer');
    expect(page('<h1>API Explorer <a class="edit" href="/r/page/1">Edit</a></h1>').content.heading).toBe('API Explorer');
    expect(page('<div class="servicesIodocs"><h1>API Explorer</h1></div>').content.heading).toBe('API Explorer');
    // an empty h1.first does not hide an h1 before it
    expect(page('<h1>API Explorer</h1><h1 class="first"></h1>').content.heading).toBe('API Explorer');
    expect(page('<h2>No heading</h2>').content).toMatchObject({ heading: null, introHtml: null });
    expect(page('<h1>X</h1><div class="introText"> <p>Try <b>it</b></p> </div>').content.introHtml).toBe('<p>Try <b>it</b></p>');
  });

  it('credentials: the fields of .credentials in #main, else of #credentials anywhere', () => {
    const fields = (main: string, after = '') =>
      as(extract({ body: 'page-ioDocs', main, after }, '/io-docs'), 'ioDocs').content.credentials.map((f) => [f.name, f.value]);
    const creds =
      '<div id="apiKeyContainer"><label for="apiKey">Key</label><input type="text" id="apiKey" name="apiKey" value="k1"></div>' +
      '<div id="apiSecretContainer"><label for="apiSecret">Secret</label><input type="text" id="apiSecret" name="apiSecret"></div>';
    expect(fields(`<h1>X</h1><div class="credentials">${creds}</div>`)).toEqual([
      ['apiKey', 'k1'],
      ['apiSecret', ''],
    ]);
    expect(fields('<h1>X</h1>', `<form id="credentials">${creds}</form>`)).toEqual([
      ['apiKey', 'k1'],
      ['apiSecret', ''],
    ]);
    expect(fields('<h1>X</h1>')).toEqual([]);
  });

  it("token: the credentials form's ajax_synchronization_token, else any on the page; without value empty", () => {
    const token = (main: string) => page(`<h1>X</h1>${main}`).content.token;
    expect(
      token(
        '<input type="hidden" name="ajax_synchronization_token" value="other">' +
          '<form id="credentials"><input type="hidden" name="ajax_synchronization_token" value="t0k3n"></form>',
      ),
    ).toBe('t0k3n');
    expect(token('<div><input type="hidden" name="ajax_synchronization_token" value="loose"></div>')).toBe('loose');
    expect(token('<form id="credentials"><input type="hidden" name="ajax_synchronization_token"></form>')).toBe('');
    expect(token('<form id="credentials"></form>')).toBeNull();
  });

  it('high security: any element of that name with a non-blank value (or text when it has no value)', () => {
    const high = (main: string) => page(`<h1>X</h1>${main}`).content.highSecurity;
    const name = 'name="enable_high_security_secret_management"';
    expect(high(`<input type="hidden" ${name} value="1">`)).toBe(true);
    expect(high(`<input type="hidden" ${name} value="  ">`)).toBe(false);
    expect(high(`<input type="hidden" ${name} value="">`)).toBe(false);
    expect(high(`<input type="hidden" ${name} value=""><input type="hidden" ${name} value="on">`)).toBe(true);
    expect(high(`<textarea ${name}> 1 </textarea>`)).toBe(true);
    expect(high(`<textarea ${name}>  </textarea>`)).toBe(false);
    expect(high(`<input type="hidden" ${name}>`)).toBe(false);
  });
});

describe('an I/O Docs part that cannot be read', () => {
  afterEach(() => vi.restoreAllMocks());

  /**
   * Reads of an element marked data-broken="<what> …" throw (as a hostile or half-built DOM might): its tagName,
   * its textContent, or the attributes named.
   */
  function unreadable(main: string) {
    const doc = parseHtml(html({ body: 'page-ioDocs', main }));
    const owner = (name: string) => {
      let proto: object | null = doc.body;
      while (proto && !Object.prototype.hasOwnProperty.call(proto, name)) proto = Object.getPrototypeOf(proto);
      return proto as Element;
    };
    const element = owner('getAttribute');
    const { hasAttribute, getAttribute } = element;
    const broken = (e: Node, what: string) =>
      e.nodeType === 1 &&
      hasAttribute.call(e, 'data-broken') &&
      (getAttribute.call(e, 'data-broken') ?? '').split(' ').includes(what);
    const fail = () => {
      throw new Error('unreadable');
    };
    vi.spyOn(element, 'getAttribute').mockImplementation(function (this: Element, name: string) {
      return broken(this, name) ? fail() : getAttribute.call(this, name);
    });
    for (const prop of ['tagName', 'textContent'] as const) {
      const get = Object.getOwnPropertyDescriptor(owner(prop), prop)!.get!;
      vi.spyOn(owner(prop), prop, 'get').mockImplementation(function (this: Element) {
        return broken(this, prop) ? fail() : get.call(this);
      });
    }
    const p = as(extractPage(doc, `${HOST}/io-docs`), 'ioDocs');
    vi.restoreAllMocks();
    return { content: p.content, failed: p.problems.flatMap((x) => (x.kind === 'read-failed' ? [x.what] : [])) };
  }
  const bad = (t: string) => `<b data-broken="tagName">${t}</b>`;

  it('a method or an endpoint: that one is skipped and named by position; the others remain', () => {
    const { content, failed } = unreadable(
      '<h1>X</h1><ul class="endpointList" id="apiId712">' +
        `<li class="endpoint"><h3 class="title"><span class="name">A</span></h3><ul class="methods">` +
        `<li class="method get"><div class="title"><span class="name">m1</span></div></li>` +
        `<li class="method get"><div class="title"><span class="name">${bad('m2')}</span></div></li>` +
        `<li class="method post"><div class="title"><span class="name">m3</span></div></li></ul></li>` +
        `<li class="endpoint"><h3 class="title"><span class="name">${bad('B')}</span></h3></li>` +
        `<li class="endpoint"><h3 class="title"><span class="name">C</span></h3></li></ul>`,
    );
    expect(failed).toEqual(['ioDocs method 2', 'ioDocs endpoint 2']);
    expect(content.apis[0]!.endpoints.map((e) => [e.name, e.methods.map((m) => m.name)])).toEqual([
      ['A', ['m1', 'm3']],
      ['C', []],
    ]);
  });

  it("a method's form: the method remains without it", () => {
    const { content, failed } = unreadable(
      '<h1>X</h1>' + list('apiId712', method('', `<ul class="error"><li>${bad('bad')}</li></ul><input name="params[q]">`)),
    );
    expect(failed).toEqual(['ioDocs method form']);
    expect(content.apis[0]!.endpoints[0]!.methods[0]).toMatchObject({ name: 'Daily', form: null, controlOrder: ['params[q]'] });
  });

  it('an API: that one is skipped and named by position', () => {
    const { content, failed } = unreadable(`<h1>X</h1><h2 id="apiTitle">${bad('Weather')}</h2>${list('apiId712', '')}`);
    expect(failed).toEqual(['ioDocs API 1']);
    expect(content.apis).toEqual([]);
  });

  it("an API's settings: the API remains without them", () => {
    const { content, failed } = unreadable(
      `<h1>X</h1>${list('apiId712', '')}<div id="api712" data-auth-type="key" data-broken="data-auth-type"></div>`,
    );
    expect(failed).toEqual(['ioDocs API 712 settings']);
    expect(content.apis[0]).toMatchObject({ id: 'apiId712', apiId: '712', auth: null });
  });

  it('the credentials form: no credentials; the schemas: none', () => {
    const { content, failed } = unreadable(
      `<h1>X</h1><div class="credentials"><ul class="error"><li>${bad('bad')}</li></ul><input name="apiKey"></div>`,
    );
    expect(failed).toEqual(['ioDocs credentials']);
    expect(content.credentials).toEqual([]);
    const schemas = unreadable(
      `<h1>X</h1>${list('apiId712', '<script data-broken="textContent">$.data(x, "apiSchemas", {"A": 1})</script>')}`,
    );
    expect(schemas.failed).toContain('ioDocs schemas');
    expect(schemas.content.schemas).toEqual({});
    expect(schemas.content.apis.map((a) => a.id)).toEqual(['apiId712']);
  });
});
