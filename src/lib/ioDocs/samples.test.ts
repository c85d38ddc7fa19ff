// The I/O Docs console's code samples (pure, on the extracted I/O Docs fixtures): the API request (the
// requestUri shape), curl / fetch / requests samples, the key masked on screen and full when copied, the
// placeholder host, and the base URL learned from a requestUri.
import { describe, expect, it } from 'vitest';
import type { IoDocsContent, IoDocsMethod, IoDocsParameter } from '../../model/screenModel.ts';
import { apiRequest, baseFromRequestUri, codeSample, isSecretControl, sampleTexts, type ApiRequest } from './samples.ts';
import { modelOf } from '../../../test/screens/content/fixtures.ts';

const data = modelOf('ioDocs.html', 'ioDocs').screen.data as IoDocsContent;
const [daily] = data.apis[0]!.endpoints[0]!.methods as [IoDocsMethod, IoDocsMethod];

describe('code samples: the API request (requestUri shape), key masked on screen, full when copied', () => {
  const route: IoDocsMethod = {
    ...daily,
    httpMethod: 'PUT',
    uri: '/routes/:id',
    parameters: [
      { ...daily.parameters[0]!, name: 'id', defaultValue: 'home' },
      { ...daily.parameters[0]!, name: 'mode', defaultValue: 'bike' },
      { ...daily.parameters[0]!, name: 'X-Trace', location: 'header', defaultValue: 't1' },
    ],
    form: null,
  };
  const input = {
    method: route,
    values: { 'params[id]': 'a b' },
    fileNames: {},
    base: 'https://api.acme.example/v1/',
    apiKey: 'k3y0000wxyz',
    basicAuth: { user: 'ann', password: 'pw' },
    body: '{"stops":["A"]}',
  };

  it('path parameters fill the path, header parameters become headers, the key goes to api_key', () => {
    expect(apiRequest(input)).toEqual({
      method: 'PUT',
      url: 'https://api.acme.example/v1/routes/a%20b?mode=bike&api_key=k3y0000wxyz',
      headers: [
        ['X-Trace', 't1'],
        ['Content-Type', 'application/json'],
      ],
      body: '{"stops":["A"]}',
      files: [],
      basicAuth: { user: 'ann', password: 'pw' },
    });
  });

  it('curl, fetch and requests samples', () => {
    const full = apiRequest(input);
    expect(codeSample('curl', full)).toBe(
      [
        "curl -X PUT 'https://api.acme.example/v1/routes/a%20b?mode=bike&api_key=k3y0000wxyz'",
        "  -u 'ann:pw'",
        "  -H 'X-Trace: t1'",
        "  -H 'Content-Type: application/json'",
        `  --data '{"stops":["A"]}'`,
      ].join(' \\\n'),
    );
    const js = codeSample('javascript', full);
    expect(js).toContain('await fetch("https://api.acme.example/v1/routes/a%20b?mode=bike&api_key=k3y0000wxyz"');
    expect(js).toContain(`"Authorization": 'Basic ' + btoa("ann:pw"),`);
    expect(js).toContain('body: "{\\"stops\\":[\\"A\\"]}",');
    const py = codeSample('python', full);
    expect(py).toContain('requests.request("PUT",');
    expect(py).toContain('auth=("ann", "pw"),');
  });

  it('sampleTexts: the mask is shown readably (never URL-encoded); what is copied is runnable', () => {
    const sample = (language: 'curl' | 'javascript' | 'python', base: string | null) =>
      sampleTexts(language, {
        method: route,
        values: { 'params[id]': 'a b', 'params[access_token]': 'tok-abcdef' },
        fileNames: {},
        body: null,
        base,
        apiKey: 'k3y0000wxyz',
        basicAuth: { user: 'ann', password: 'pw' },
        hostPlaceholder: '<your-api-host>',
        fillInNote: 'Replace <your-api-host> with the host.',
      });
    const curl = sample('curl', 'https://api.acme.example/v1');
    expect(curl.shown).toContain('api_key=••••wxyz');
    expect(curl.shown).not.toContain('%E2%80%A2');
    expect(curl.shown).not.toContain('k3y0000');
    expect(curl.shown).toContain("-u 'ann:••••'");
    expect(curl.copied).toContain("'https://api.acme.example/v1/routes/a%20b?mode=bike&api_key=k3y0000wxyz'");
    expect(curl.copied).toContain("-u 'ann:pw'");
    expect(curl.copied).not.toContain('•');
    expect(curl).toMatchObject({ masked: true, placeholderHost: false });
    expect(sample('javascript', 'https://api.acme.example/v1').shown).toContain('btoa("ann:••••")');
    // the host unknown: a visible placeholder, and the sample says what to fill in (shown and copied)
    for (const [language, comment] of [
      ['curl', '#'],
      ['javascript', '//'],
      ['python', '#'],
    ] as const) {
      const s = sample(language, null);
      expect(s.placeholderHost).toBe(true);
      expect(s.copied.split('\n')[0]).toBe(`${comment} Replace <your-api-host> with the host.`);
      expect(s.copied).toContain('https://<your-api-host>/routes/a%20b?');
      expect(s.shown.split('\n')[0]).toBe(`${comment} Replace <your-api-host> with the host.`);
    }
    // no secrets: nothing masked
    expect(
      sampleTexts('curl', {
        ...input,
        values: {},
        base: 'https://h',
        apiKey: '',
        basicAuth: null,
        hostPlaceholder: 'x',
        fillInNote: '',
      }).masked,
    ).toBe(false);
  });

  it('a method URI that is a full URL keeps its own host', () => {
    expect(apiRequest({ ...input, method: { ...route, uri: 'https://maps.acme.example/v2/routes/:id' } }).url).toBe(
      'https://maps.acme.example/v2/routes/a%20b?mode=bike&api_key=k3y0000wxyz',
    );
  });

  it("learns the API's base URL from a requestUri", () => {
    expect(baseFromRequestUri('https://api.acme.example/v1/routes/r1?api_key=x', '/routes/:id')).toBe(
      'https://api.acme.example/v1',
    );
    expect(baseFromRequestUri('https://api.acme.example/v1/tiles/1/2/3', '/tiles/{z}/{x}/{y}')).toBe(
      'https://api.acme.example/v1',
    );
    expect(baseFromRequestUri('https://api.acme.example/other', '/routes/:id')).toBeNull();
  });
});

describe('the API request: parameters of every kind', () => {
  const param = (over: Partial<IoDocsParameter>): IoDocsParameter => ({
    ...daily.parameters[0]!,
    defaultValue: null,
    location: null,
    file: false,
    ...over,
  });
  const request = (method: Partial<IoDocsMethod>, over: Partial<Parameters<typeof apiRequest>[0]> = {}) =>
    apiRequest({
      method: { ...daily, httpMethod: 'POST', uri: '/x', parameters: [], form: null, ...method },
      values: {},
      fileNames: {},
      base: 'https://h/v1',
      apiKey: '',
      basicAuth: null,
      body: null,
      ...over,
    });

  it('files by name, empty values left out, a path parameter without a slot dropped, special characters in names', () => {
    const r = request(
      {
        httpMethod: '',
        uri: '/x/{a.b}',
        parameters: [
          param({ name: 'a.b' }),
          param({ name: 'track', file: true }),
          param({ name: 'cover', file: true }),
          param({ name: 'lost', location: 'path', defaultValue: 'p' }),
          param({ name: 'X-Empty', location: 'header' }),
          param({ name: 'blank' }),
        ],
      },
      { values: { 'params[a.b]': 'v' }, fileNames: { 'params[track]': 'a.mp3' }, body: '  ' },
    );
    expect(r).toEqual({
      method: 'GET',
      url: 'https://h/v1/x/v',
      headers: [],
      body: null,
      files: [['track', 'a.mp3']],
      basicAuth: null,
    });
  });

  it('the URL: base without trailing slashes, a relative method path, a query already there, a full http URL', () => {
    const q = [param({ name: 'q', defaultValue: '1' })];
    expect(request({ uri: 'routes', parameters: q }, { base: 'https://h/v1//' }).url).toBe('https://h/v1/routes?q=1');
    expect(request({ uri: '/routes?fixed=1', parameters: q }).url).toBe('https://h/v1/routes?fixed=1&q=1');
    expect(request({ uri: '/routes?fixed=1' }).url).toBe('https://h/v1/routes?fixed=1');
    expect(request({ uri: 'http://maps.example/r' }).url).toBe('http://maps.example/r');
    expect(request({ uri: '/go/https://x.example' }).url).toBe('https://h/v1/go/https://x.example');
  });

  it('basic auth only with a user or a password', () => {
    expect(request({}, { basicAuth: { user: '', password: '' } }).basicAuth).toBeNull();
    expect(request({}, { basicAuth: { user: 'ann', password: '' } }).basicAuth).toEqual({ user: 'ann', password: '' });
    expect(request({}, { basicAuth: { user: '', password: 'pw' } }).basicAuth).toEqual({ user: '', password: 'pw' });
  });
});

describe('code samples of every shape', () => {
  const full: ApiRequest = {
    method: 'POST',
    url: 'https://h/x?a=1',
    headers: [['X-Name', "O'Brien"]],
    body: '{"a":1}',
    files: [
      ['track', 'a.mp3'],
      ['cover', 'c.png'],
    ],
    basicAuth: { user: 'ann', password: 'pw' },
  };
  const bare: ApiRequest = { method: 'GET', url: 'https://h/x', headers: [], body: null, files: [], basicAuth: null };
  const withBody: ApiRequest = { ...bare, method: 'POST', body: '{"a":1}' };

  it('curl', () => {
    expect(codeSample('curl', full)).toBe(
      [
        "curl -X POST 'https://h/x?a=1'",
        "  -u 'ann:pw'",
        "  -H 'X-Name: O'\\''Brien'",
        "  -F 'track=@a.mp3'",
        "  -F 'cover=@c.png'",
        `  --data '{"a":1}'`,
      ].join(' \\\n'),
    );
    expect(codeSample('curl', bare)).toBe("curl -X GET 'https://h/x'");
  });

  it('fetch', () => {
    expect(codeSample('javascript', full)).toBe(
      [
        'const form = new FormData();',
        'form.append("track", fileInput.files[0]); // a.mp3',
        'form.append("cover", fileInput.files[0]); // c.png',
        'const response = await fetch("https://h/x?a=1", {',
        '  method: "POST",',
        '  headers: {',
        `    "X-Name": "O'Brien",`,
        `    "Authorization": 'Basic ' + btoa("ann:pw"),`,
        '  },',
        '  body: form,',
        '});',
        'console.log(response.status, await response.text());',
      ].join('\n'),
    );
    expect(codeSample('javascript', bare)).toBe(
      [
        'const response = await fetch("https://h/x", {',
        '  method: "GET",',
        '});',
        'console.log(response.status, await response.text());',
      ].join('\n'),
    );
    expect(codeSample('javascript', withBody)).toContain('  method: "POST",\n  body: "{\\"a\\":1}",\n});');
  });

  it('requests', () => {
    expect(codeSample('python', full)).toBe(
      [
        'import requests',
        '',
        'response = requests.request("POST",',
        '    "https://h/x?a=1",',
        `    headers={"X-Name": "O'Brien"},`,
        '    auth=("ann", "pw"),',
        '    files={"track": open("a.mp3", "rb"), "cover": open("c.png", "rb")},',
        ')',
        'print(response.status_code, response.text)',
      ].join('\n'),
    );
    expect(codeSample('python', bare)).toBe(
      [
        'import requests',
        '',
        'response = requests.request("GET",',
        '    "https://h/x",',
        ')',
        'print(response.status_code, response.text)',
      ].join('\n'),
    );
    expect(codeSample('python', withBody)).toContain('    "https://h/x",\n    data="{\\"a\\":1}",\n)');
    expect(
      codeSample('python', {
        ...bare,
        headers: [
          ['A', '1'],
          ['B', '2'],
        ],
      }),
    ).toContain('    headers={"A": "1", "B": "2"},');
  });
});

describe('secrets and base URLs', () => {
  it('isSecretControl: a control whose name ends in access_token (bracketed or not)', () => {
    expect(isSecretControl('access_token')).toBe(true);
    expect(isSecretControl('params[access_token]')).toBe(true);
    expect(isSecretControl('params[access_token_type]')).toBe(false);
  });

  it('sampleTexts: every secret masked, however many; other values kept; no note when the host is known', () => {
    const names = Array.from({ length: 11 }, (_, n) => `t${n}_access_token`);
    const s = sampleTexts('curl', {
      method: {
        ...daily,
        httpMethod: 'GET',
        uri: '/x',
        form: null,
        parameters: names.map((name) => ({ ...daily.parameters[0]!, name, location: null, file: false })),
      },
      values: { ...Object.fromEntries(names.map((n, i) => [`params[${n}]`, `secret-${i}-abcd${i}`])), 'params[other]': 'kept' },
      fileNames: {},
      body: null,
      base: 'https://h',
      apiKey: '',
      basicAuth: null,
      hostPlaceholder: 'x',
      fillInNote: 'note',
    });
    expect(s.shown.startsWith("curl -X GET 'https://h/x?t0_access_token=")).toBe(true);
    expect(s.shown).not.toContain('PORTALMASK');
    expect(s.shown).not.toContain('secret-');
    expect(s.shown).toContain('t10_access_token=••••cd10');
    expect(s.copied).toContain('t10_access_token=secret-10-abcd10');
  });

  it('baseFromRequestUri: without a method path, the URI without query and trailing slashes; slot names of any length', () => {
    expect(baseFromRequestUri('https://h/v1//?x=1', null)).toBe('https://h/v1');
    expect(baseFromRequestUri('https://h/v1?x=1', '/')).toBe('https://h/v1');
    expect(baseFromRequestUri('?x=1', null)).toBeNull();
    expect(baseFromRequestUri('https://h/v1/weather/oslo', '/weather/:city')).toBe('https://h/v1');
    expect(baseFromRequestUri('https://h/v1/users/u1/', '/users/{userId}')).toBe('https://h/v1');
    expect(baseFromRequestUri('https://h/v1/a.0', '/a.0')).toBe('https://h/v1');
  });
});
