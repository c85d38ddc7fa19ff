// The interactive docs console's request and answer handling (pure), on the extracted I/O Docs fixtures.
import { describe, expect, it } from 'vitest';
import type { IoDocsContent } from '../../src/model/screenModel.ts';
import {
  encodeFields,
  formatBody,
  HIGHLIGHT_LIMIT,
  initialBody,
  methodSchema,
  methodTone,
  parameterName,
  parseConsoleResponse,
  requestFields,
  schemaFields,
} from '../../src/lib/ioDocsRequest.ts';
import { modelOf } from '../screens/content/fixtures.ts';

const data = modelOf('ioDocs.html', 'ioDocs').screen.data as IoDocsContent;
const api = data.apis[0]!;
const [daily, subscribe] = api.endpoints[0]!.methods as [
  (typeof api.endpoints)[0]['methods'][0],
  (typeof api.endpoints)[0]['methods'][0],
];

describe('requestFields', () => {
  it("sends the form's hidden fields, each parameter under its server name, credentials and the API", () => {
    const fields = requestFields({
      method: daily,
      values: { 'params[city]': 'Bergen', 'params[days]': '7' },
      credentials: [
        ['apiKey', 'k3y'],
        ['apiSecret', ''],
      ],
      apiId: '712',
      body: null,
    });
    expect(fields).toEqual([
      ['httpMethod', 'GET'],
      ['methodUri', '/forecast/daily'],
      ['params[city]', 'Bergen'],
      ['params[days]', '7'],
      ['params[format]', 'json'],
      ['apiKey', 'k3y'],
      ['apiSecret', ''],
      ['apiId', '712'],
    ]);
  });

  it('adds the request body for methods with a request-body schema, and locations when known', () => {
    const withLocation = {
      ...subscribe,
      parameters: subscribe.parameters.map((p) => (p.name === 'city' ? { ...p, location: 'query' } : p)),
    };
    const fields = requestFields({ method: withLocation, values: {}, credentials: [], apiId: null, body: '{"severity":"low"}' });
    expect(fields).toEqual([
      ['httpMethod', 'POST'],
      ['methodUri', '/alerts/subscriptions'],
      ['params[city]', ''],
      ['locations[city]', 'query'],
      ['params[format]', 'json'],
      ['requestBody', '{"severity":"low"}'],
    ]);
  });

  it('a parameter without a server control is sent as params[<name>]', () => {
    expect(parameterName({ ...daily, form: null }, daily.parameters[0]!)).toBe('params[city]');
  });

  it('encodes as application/x-www-form-urlencoded', () => {
    expect(
      encodeFields([
        ['params[city]', 'São Paulo & co'],
        ['x', 'a+b=c'],
      ]),
    ).toBe('params%5Bcity%5D=S%C3%A3o+Paulo+%26+co&x=a%2Bb%3Dc');
  });
});

describe('parseConsoleResponse', () => {
  it("reads the legacy proxy envelope: the API's code, call, headers and body (pretty JSON)", () => {
    const envelope = JSON.stringify({
      call: 'https://api.acme.example/forecast/daily?city=Oslo',
      code: 200,
      headers: { 'content-type': 'application/json' },
      response: '{"city":"Oslo","days":[{"t":3}]}',
    });
    expect(parseConsoleResponse(200, [['content-type', 'application/json']], envelope)).toEqual({
      status: 200,
      call: 'https://api.acme.example/forecast/daily?city=Oslo',
      headers: '{\n  "content-type": "application/json"\n}',
      headersLanguage: 'json',
      body: '{\n  "city": "Oslo",\n  "days": [\n    {\n      "t": 3\n    }\n  ]\n}',
      bodyLanguage: 'json',
    });
  });

  it("the envelope's code wins over the proxy's HTTP status; XML bodies are marked as XML", () => {
    const r = parseConsoleResponse(
      500,
      [],
      JSON.stringify({ code: 404, headers: { 'Content-Type': 'text/xml' }, response: '<error>no city</error>' }),
    );
    expect([r.status, r.body, r.bodyLanguage, r.call]).toEqual([404, '<error>no city</error>', 'xml', null]);
  });

  it('tolerates `status` (number or status line) and `responseHeaders` in the envelope', () => {
    const r = parseConsoleResponse(
      200,
      [],
      JSON.stringify({
        call: 'GET https://api.acme.example/v1/forecast/daily?city=Oslo',
        status: '201 Created',
        responseHeaders: { 'Content-Type': 'application/json' },
        response: '{"echo":{"method":"GET"}}',
      }),
    );
    expect([r.status, r.call, r.headers, r.body, r.bodyLanguage]).toEqual([
      201,
      'GET https://api.acme.example/v1/forecast/daily?city=Oslo',
      '{\n  "Content-Type": "application/json"\n}',
      '{\n  "echo": {\n    "method": "GET"\n  }\n}',
      'json',
    ]);
    expect(parseConsoleResponse(502, [], JSON.stringify({ status: 'unknown', response: 'x' })).status).toBe(502);
    expect(parseConsoleResponse(200, [], JSON.stringify({ status: 404, response: '' })).status).toBe(404);
  });

  it("any other answer is shown as it is, with the request's status and headers", () => {
    const r = parseConsoleResponse(502, [['content-type', 'text/plain']], 'Bad gateway');
    expect(r).toEqual({
      status: 502,
      call: null,
      headers: 'content-type: text/plain',
      headersLanguage: null,
      body: 'Bad gateway',
      bodyLanguage: null,
    });
    expect(parseConsoleResponse(200, [], '[1,2]').body).toBe('[\n  1,\n  2\n]');
  });

  it('never throws on broken JSON; keeps markup in answers as text to display', () => {
    expect(() => parseConsoleResponse(200, [], '{"call": ')).not.toThrow();
    expect(parseConsoleResponse(200, [], '{"call": ').body).toBe('{"call": ');
    expect(parseConsoleResponse(200, [], '<img src=x onerror=alert(1)>').bodyLanguage).toBe('xml');
  });

  it('very large bodies are not highlighted', () => {
    expect(formatBody('x'.repeat(HIGHLIGHT_LIMIT + 1)).language).toBeNull();
    expect(formatBody({ a: 'x'.repeat(HIGHLIGHT_LIMIT) }).language).toBeNull();
  });
});

describe('request-body schemas (parsed as data)', () => {
  const schema = methodSchema(data.schemas, api.id, subscribe.requestBodySchemaId);

  it("finds the method's schema under its API; unknown ids and prototype names give null", () => {
    expect(schema).toMatchObject({ type: 'object', required: ['severity'] });
    expect(methodSchema(data.schemas, api.id, 'Nope')).toBeNull();
    expect(methodSchema(data.schemas, api.id, '__proto__')).toBeNull();
    expect(methodSchema(data.schemas, 'apiId999', 'AlertRequest')).toBeNull();
    expect(methodSchema(data.schemas, api.id, null)).toBeNull();
  });

  it("lists the schema's fields with required flags and allowed values", () => {
    expect(schemaFields(schema)).toEqual([
      { name: 'severity', type: 'string', required: true, allowed: ['low', 'high'], description: null },
      { name: 'hook', type: 'string', required: false, allowed: [], description: null },
    ]);
    expect(schemaFields(null)).toEqual([]);
  });

  it("starts the body from the page's default (pretty JSON), else from the schema's defaults", () => {
    expect(initialBody(subscribe.requestBodyDefault, schema)).toBe('{\n  "severity": "high"\n}');
    expect(initialBody(null, schema)).toBe('{\n  "severity": "low",\n  "hook": "})();"\n}');
    expect(initialBody('not json', null)).toBe('not json');
    expect(initialBody(null, null)).toBe('');
  });
});

describe('methodTone', () => {
  it("maps HTTP methods to the theme's method colours", () => {
    expect(['GET', 'post', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE', ''].map(methodTone)).toEqual([
      'get',
      'post',
      'put',
      'patch',
      'delete',
      'options',
      'head',
      null,
      null,
    ]);
  });
});
