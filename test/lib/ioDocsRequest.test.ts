// The interactive docs console's protocol work (pure), on the extracted I/O Docs fixtures: the call to
// /io-docs/call-api (field order, token header, requestBodyJson, multipart, the file limit), the answer
// envelope (read tolerantly: every shape the evidence leaves open), OAuth 2 helper calls, key labels and
// the code samples.
import { describe, expect, it } from 'vitest';
import type { IoDocsContent, IoDocsMethod } from '../../src/model/screenModel.ts';
import {
  CALL_API_URL,
  FILE_LIMIT,
  HIGHLIGHT_LIMIT,
  TOKEN_HEADER,
  accessTokenQuery,
  apiRequest,
  authorizeUriFields,
  baseFromRequestUri,
  callHeaders,
  codeSample,
  emptyCredentials,
  encodeCall,
  encodeFields,
  formatBody,
  headerPairs,
  initialBody,
  jsonProblem,
  keyOptionLabel,
  maskSecrets,
  maskValue,
  methodSchema,
  methodTone,
  missingRequired,
  oversizeFiles,
  parameterName,
  readCallAnswer,
  readOAuthAnswer,
  requestFields,
  safeHttpUrl,
  sampleTexts,
  schemaFields,
  statusLine,
} from '../../src/lib/ioDocsRequest.ts';
import { modelOf } from '../screens/content/fixtures.ts';

const data = modelOf('ioDocs.html', 'ioDocs').screen.data as IoDocsContent;
const api = data.apis[0]!;
const [daily, subscribe] = api.endpoints[0]!.methods as [IoDocsMethod, IoDocsMethod];

const withFile: IoDocsMethod = {
  ...subscribe,
  requestBodySchemaId: null,
  requestBodyDefault: null,
  parameters: [
    { ...subscribe.parameters[0]!, name: 'track', file: true },
    { ...subscribe.parameters[0]!, name: 'name' },
  ],
  controlOrder: ['httpMethod', 'params[track]', 'params[name]'],
};

describe('the call: fields, order, token', () => {
  it('sends the method form as a browser serialises it, then apiId and every credential (empty when unused)', () => {
    const credentials = { ...emptyCredentials(), apiKey: 'k3y', apiSecret: 's3cret' };
    const fields = requestFields({
      method: daily,
      values: { 'params[city]': 'Bergen', 'params[days]': '7' },
      apiId: '712',
      credentials,
      body: null,
    });
    expect(fields).toEqual([
      ['httpMethod', 'GET'],
      ['methodUri', '/forecast/daily'],
      ['params[city]', 'Bergen'],
      ['params[days]', '7'],
      ['params[format]', 'json'],
      ['apiId', '712'],
      ['apiKey', 'k3y'],
      ['apiSecret', 's3cret'],
      ['basicAuthName', ''],
      ['basicAuthPass', ''],
      ['soapBasicAuthName', ''],
      ['soapBasicAuthPass', ''],
      ['soapWssUserNameTokenAuthName', ''],
      ['soapWssBinarySecurityTokenAuthToken', ''],
    ]);
  });

  it('adds soapWssUserNameTokenAuth<Field> per WSS field, then requestBodyJson for a body schema method', () => {
    const fields = requestFields({
      method: subscribe,
      values: {},
      apiId: '712',
      credentials: { ...emptyCredentials(), wss: { Nonce: 'n1' } },
      wssFields: ['Nonce', 'Created'],
      body: '{"severity":"low"}',
    });
    expect(fields.slice(0, 4)).toEqual([
      ['httpMethod', 'POST'],
      ['methodUri', '/alerts/subscriptions'],
      ['params[city]', ''],
      ['params[format]', 'json'],
    ]);
    expect(fields.slice(-3)).toEqual([
      ['soapWssUserNameTokenAuthNonce', 'n1'],
      ['soapWssUserNameTokenAuthCreated', ''],
      ['requestBodyJson', '{"severity":"low"}'],
    ]);
    expect(fields.map(([k]) => k)).not.toContain('requestBody');
  });

  it('data without a control order: hidden fields first, then the parameters', () => {
    const fields = requestFields({
      method: { ...daily, controlOrder: [] },
      values: {},
      apiId: '712',
      credentials: emptyCredentials(),
      body: null,
    });
    expect(fields.slice(0, 5).map(([k]) => k)).toEqual([
      'httpMethod',
      'methodUri',
      'params[city]',
      'params[days]',
      'params[format]',
    ]);
    expect(parameterName({ ...daily, form: null }, daily.parameters[0]!)).toBe('params[city]');
  });

  it('urlencoded (UTF-8) to /io-docs/call-api with the token header on every call', () => {
    expect(CALL_API_URL).toBe('/io-docs/call-api');
    const fields = requestFields({ method: daily, values: {}, apiId: '712', credentials: emptyCredentials(), body: null });
    const call = encodeCall(daily, fields);
    expect(call).toMatchObject({ kind: 'urlencoded', contentType: 'application/x-www-form-urlencoded; charset=UTF-8' });
    expect(
      call.kind === 'urlencoded' && call.body.startsWith('httpMethod=GET&methodUri=%2Fforecast%2Fdaily&params%5Bcity%5D=Oslo'),
    ).toBe(true);
    expect(callHeaders('t0k', 'text/plain')).toMatchObject({ [TOKEN_HEADER]: 't0k', 'Content-Type': 'text/plain' });
    expect(TOKEN_HEADER).toBe('X-Ajax-Synchronization-Token');
    expect(callHeaders(null)).not.toHaveProperty(TOKEN_HEADER);
    expect(
      encodeFields([
        ['params[city]', 'São Paulo & co'],
        ['x', 'a+b=c'],
      ]),
    ).toBe('params%5Bcity%5D=S%C3%A3o+Paulo+%26+co&x=a%2Bb%3Dc');
  });

  it('multipart when the method has a file input: the file in its place in the order', () => {
    const fields = requestFields({
      method: withFile,
      values: { 'params[name]': 'Home' },
      apiId: '713',
      credentials: emptyCredentials(),
      body: null,
    });
    const call = encodeCall(withFile, fields);
    expect(call.kind).toBe('multipart');
    if (call.kind !== 'multipart') return;
    expect(call.entries.slice(0, 4)).toEqual([
      ['httpMethod', 'POST'],
      ['params[track]', { file: 'params[track]' }],
      ['params[name]', 'Home'],
      ['apiId', '713'],
    ]);
  });

  it('the 850,000-byte file limit is checked before sending', () => {
    expect(FILE_LIMIT).toBe(850_000);
    const ok = { name: 'a.gpx', size: FILE_LIMIT };
    const big = { name: 'b.gpx', size: FILE_LIMIT + 1 };
    expect(oversizeFiles({ 'params[a]': ok, 'params[b]': big, 'params[c]': null })).toEqual([{ name: 'params[b]', file: big }]);
  });

  it('JSON is checked before sending (a blank body passes)', () => {
    expect(jsonProblem('{"a":1}')).toBeNull();
    expect(jsonProblem('  ')).toBeNull();
    expect(jsonProblem('{"a":')).toEqual(expect.any(String));
  });
});

describe('the answer envelope', () => {
  const envelope = {
    requestUri: 'https://api.acme.example/v1/forecast/daily?city=Oslo&api_key=k3y',
    requestHeaders: { 'X-Mashery-Io-Docs': 'true' },
    requestCookies: [],
    requestBody: '',
    status: { code: 200, text: 'OK' },
    responseHeaders: { 'Content-Type': 'application/json; charset=utf-8' },
    responseCookies: [],
    responseBody: '{"city":"Oslo"}',
    errorMessage: '',
  };

  it('reads the answer envelope: status line, request URI, headers, body highlighted by Content-Type', () => {
    const r = readCallAnswer(200, JSON.stringify(envelope));
    expect(r).toEqual({
      kind: 'answer',
      apiError: false,
      envelope: {
        requestUri: envelope.requestUri,
        requestHeaders: [['X-Mashery-Io-Docs', 'true']],
        requestBody: null,
        requestBodyLanguage: null,
        status: { code: 200, text: 'OK' },
        responseHeaders: [['Content-Type', 'application/json; charset=utf-8']],
        responseBody: '{\n  "city": "Oslo"\n}',
        responseBodyLanguage: 'json',
        errorMessage: null,
      },
    });
    if (r.kind === 'answer') expect(statusLine(r.envelope.status)).toBe('200 OK');
  });

  it('a status of 400 or more is an API error; XML and plain bodies by Content-Type', () => {
    const xml = readCallAnswer(
      200,
      JSON.stringify({
        ...envelope,
        status: { code: 403, text: 'Forbidden' },
        responseHeaders: { 'Content-Type': 'text/xml' },
        responseBody: '<h1>Developer Inactive</h1>',
      }),
    );
    expect(xml).toMatchObject({ kind: 'answer', apiError: true, envelope: { responseBodyLanguage: 'xml' } });
    const plain = readCallAnswer(
      200,
      JSON.stringify({ ...envelope, responseHeaders: { 'content-type': 'text/plain' }, responseBody: '42' }),
    );
    expect(plain).toMatchObject({ envelope: { responseBody: '42', responseBodyLanguage: null } });
  });

  it('errorMessage (non-empty) is a proxy-side error to show', () => {
    const r = readCallAnswer(
      200,
      JSON.stringify({ ...envelope, status: { code: 0, text: '' }, responseBody: '', errorMessage: 'timed out' }),
    );
    expect(r).toMatchObject({ kind: 'answer', apiError: false, envelope: { errorMessage: 'timed out', status: { code: null } } });
  });

  it('a non-2xx answer of the proxy itself (e.g. the token refused, 403 or any other status) is shown as its text', () => {
    expect(readCallAnswer(403, 'Invalid or missing synchronization token.')).toEqual({
      kind: 'proxyError',
      status: 403,
      message: 'Invalid or missing synchronization token.',
    });
    expect(readCallAnswer(400, '{"errorMessage":"Bad token"}')).toMatchObject({ kind: 'proxyError', message: 'Bad token' });
    expect(readCallAnswer(419, '')).toMatchObject({ kind: 'proxyError', status: 419, message: null });
    // markup is never shown as the message
    expect(readCallAnswer(500, '<html><body>Oops</body></html>')).toMatchObject({ kind: 'proxyError', message: null });
    // 2xx but no envelope
    expect(readCallAnswer(200, 'OK')).toMatchObject({ kind: 'proxyError', status: 200, message: 'OK' });
  });

  it('tolerates the shapes the evidence leaves open: header value types, status forms, cookie items', () => {
    const r = readCallAnswer(
      200,
      JSON.stringify({
        requestUri: 'https://x.example/a',
        requestHeaders: [['Accept', '*/*'], { name: 'X-Count', value: 3 }],
        requestCookies: [{ name: 'a', value: 'b' }, 'c=d'],
        status: '201 Created',
        responseHeaders: { 'Set-Cookie': ['a=1', 'b=2'], 'X-Limit': 5000, 'X-Flag': true, 'X-Null': null, 'X-Obj': { a: 1 } },
        responseCookies: 'a=1',
        responseBody: { already: 'parsed' },
        errorMessage: null,
      }),
    );
    expect(r).toMatchObject({
      kind: 'answer',
      envelope: {
        status: { code: 201, text: 'Created' },
        requestHeaders: [
          ['Accept', '*/*'],
          ['X-Count', '3'],
        ],
        responseHeaders: [
          ['Set-Cookie', 'a=1, b=2'],
          ['X-Limit', '5000'],
          ['X-Flag', 'true'],
          ['X-Null', ''],
          ['X-Obj', '{"a":1}'],
        ],
        responseBody: '{\n  "already": "parsed"\n}',
        errorMessage: null,
      },
    });
    expect(readCallAnswer(200, JSON.stringify({ status: 404, responseBody: '' }))).toMatchObject({
      apiError: true,
      envelope: { status: { code: 404, text: '' } },
    });
    expect(readCallAnswer(200, JSON.stringify({ status: { code: '502', text: 'Bad Gateway' }, responseBody: '' }))).toMatchObject(
      {
        apiError: true,
      },
    );
    expect(headerPairs('A: 1\r\nB: two: parts')).toEqual([
      ['A', '1'],
      ['B', 'two: parts'],
    ]);
  });

  it('never throws on broken JSON', () => {
    expect(() => readCallAnswer(200, '{"requestUri": ')).not.toThrow();
    expect(readCallAnswer(200, '{"requestUri": ')).toMatchObject({ kind: 'proxyError' });
  });

  it('very large bodies are not highlighted', () => {
    expect(formatBody('x'.repeat(HIGHLIGHT_LIMIT + 1)).language).toBeNull();
    expect(formatBody({ a: 'x'.repeat(HIGHLIGHT_LIMIT) }).language).toBeNull();
  });
});

describe('keys and OAuth 2 helpers', () => {
  it('key picker labels: application · …last 4, never the secret', () => {
    const label = keyOptionLabel('{{application}} · …{{last4}}', { key: 'abcd1234wxyz', secret: 'SECRET', application: 'Storm' });
    expect(label).toBe('Storm · …wxyz');
    expect(label).not.toContain('SECRET');
    expect(keyOptionLabel('{{application}} · …{{last4}}', { key: 'abcd1234wxyz', secret: null, application: null })).toBe(
      '…wxyz',
    );
    expect(maskValue('abcd1234wxyz')).toBe('••••wxyz');
    expect(maskValue('')).toBe('');
  });

  it('getoauth2accesstoken queries per flow; getoauth2authuri fields (secret only for auth_code)', () => {
    const base = { apiId: '714', clientId: 'cid', clientSecret: 'cs', username: 'u', password: 'p', authorizationCode: 'code1' };
    expect(accessTokenQuery({ ...base, flow: 'client_cred' })).toBe(
      'apiId=714&auth_flow=client_cred&client_id=cid&client_secret=cs',
    );
    expect(accessTokenQuery({ ...base, flow: 'password_cred' })).toBe(
      'apiId=714&auth_flow=password_cred&client_id=cid&client_secret=cs&username=u&password=p',
    );
    expect(accessTokenQuery({ ...base, flow: 'auth_code' })).toBe('apiId=714&auth_flow=auth_code&authorization_code=code1');
    expect(authorizeUriFields({ ...base, flow: 'implicit' })).toEqual([
      ['apiId', '714'],
      ['client_id', 'cid'],
      ['auth_flow', 'implicit'],
    ]);
    expect(authorizeUriFields({ ...base, flow: 'auth_code' }).map(([k]) => k)).toEqual([
      'apiId',
      'client_id',
      'client_secret',
      'auth_flow',
    ]);
  });

  it('reads the helpers answers; the pop-up only opens http(s)', () => {
    expect(readOAuthAnswer(200, '{"success":true,"result":{"access_token":"tok"}}')).toMatchObject({
      ok: true,
      accessToken: 'tok',
    });
    expect(readOAuthAnswer(200, '{"success":false,"error":"invalid_grant"}')).toMatchObject({
      ok: false,
      accessToken: null,
      message: 'invalid_grant',
    });
    expect(readOAuthAnswer(200, '{"success":"true","authorize_uri":"https://auth.example/a"}')).toMatchObject({
      authorizeUri: 'https://auth.example/a',
    });
    expect(readOAuthAnswer(403, 'refused')).toMatchObject({ ok: false, message: 'refused' });
    expect(safeHttpUrl('javascript:alert(1)', 'https://portal.example/')).toBeNull();
    expect(safeHttpUrl('/oauth/authorize', 'https://portal.example/io-docs')).toBe('https://portal.example/oauth/authorize');
  });
});

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

describe('missingRequired: required values are checked before sending', () => {
  const schema = methodSchema(data.schemas, api.id, subscribe.requestBodySchemaId);
  it('a required parameter left blank, a required file not picked, a required body field absent', () => {
    const city = parameterName(
      subscribe,
      subscribe.parameters.find((p) => p.name === 'city')!,
    );
    expect(
      missingRequired({ method: subscribe, values: { [city]: '  ' }, pickedFiles: new Set(), body: '{"hook":"x"}', schema }),
    ).toEqual([
      { kind: 'parameter', control: 'params[city]', name: 'city' },
      { kind: 'body', name: 'severity' },
    ]);
    expect(
      missingRequired({
        method: subscribe,
        values: { [city]: 'Oslo' },
        pickedFiles: new Set(),
        body: '{"severity":"low"}',
        schema,
      }),
    ).toEqual([]);
    // a body that is not JSON is jsonProblem's to report
    expect(missingRequired({ method: subscribe, values: { [city]: 'Oslo' }, pickedFiles: new Set(), body: '{', schema })).toEqual(
      [],
    );
    const upload: IoDocsMethod = {
      ...subscribe,
      parameters: [{ ...subscribe.parameters[0]!, name: 'track', file: true, required: true }],
      form: null,
    };
    expect(missingRequired({ method: upload, values: {}, pickedFiles: new Set(), body: null, schema: null })).toEqual([
      { kind: 'parameter', control: 'params[track]', name: 'track' },
    ]);
    expect(
      missingRequired({ method: upload, values: {}, pickedFiles: new Set(['params[track]']), body: null, schema: null }),
    ).toEqual([]);
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

describe('maskSecrets: the answer shows credentials masked like the samples', () => {
  it('masks what the user sent (as typed and URL-encoded) and the values of credential parameters', () => {
    expect(maskSecrets('https://api.example/x?q=1&api_key=abcd1234efgh', [])).toBe('https://api.example/x?q=1&api_key=••••efgh');
    expect(maskSecrets('https://api.example/x?sig=s3cr%2Bt99&q=1', ['s3cr+t99'])).toBe(
      'https://api.example/x?sig=••••t99&q=1'.replace('••••t99', maskValue('s3cr+t99')),
    );
    expect(maskSecrets('Authorization: Bearer tok-5678-abcd', ['tok-5678-abcd'])).toBe('Authorization: Bearer ••••abcd');
    expect(maskSecrets('https://api.example/x?city=Bergen', ['abc'])).toBe('https://api.example/x?city=Bergen');
  });
});
