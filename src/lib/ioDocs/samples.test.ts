// The I/O Docs console's code samples (pure, on the extracted I/O Docs fixtures): the API request (the
// requestUri shape), curl / fetch / requests samples, the key masked on screen and full when copied, the
// placeholder host, and the base URL learned from a requestUri.
import { describe, expect, it } from 'vitest';
import type { IoDocsContent, IoDocsMethod } from '../../model/screenModel.ts';
import { apiRequest, baseFromRequestUri, codeSample, sampleTexts } from './samples.ts';
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
