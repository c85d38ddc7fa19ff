// The call to the I/O Docs proxy (pure, on the extracted I/O Docs fixtures): /io-docs/call-api's fields and
// their order, the server control of a parameter, the token header, requestBodyJson, multipart, the file
// limit, the JSON check; and the method colour tones.
import { describe, expect, it } from 'vitest';
import type { IoDocsContent, IoDocsMethod } from '../../model/screenModel.ts';
import {
  CALL_API_URL,
  FILE_LIMIT,
  TOKEN_HEADER,
  callHeaders,
  emptyCredentials,
  encodeCall,
  encodeFields,
  jsonProblem,
  methodTone,
  oversizeFiles,
  parameterField,
  parameterName,
  requestFields,
} from './request.ts';
import { modelOf } from '../../../test/screens/content/fixtures.ts';

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

describe('the server control of a parameter', () => {
  const city = daily.parameters[0]!;
  const field = daily.form!.fields[0]!;
  const withFields = (...fields: { name: string; label: string | null }[]): IoDocsMethod => ({
    ...daily,
    form: { ...daily.form!, fields: fields.map((f) => ({ ...field, ...f })) },
  });

  it('matches the name in the last brackets, whatever the prefix and the label', () => {
    const method = withFields({ name: 'q[city]', label: 'Town' });
    expect(parameterField(method, city)?.name).toBe('q[city]');
    expect(parameterName(method, city)).toBe('q[city]');
    expect(parameterName(withFields({ name: 'params[loc][city]', label: 'Town' }), city)).toBe('params[loc][city]');
    expect(parameterName(withFields({ name: 'q[c]', label: null }), { ...city, name: 'c' })).toBe('q[c]');
  });

  it('a bracket match wins over a label match; a name without brackets is compared whole', () => {
    const method = withFields({ name: 'by_label', label: 'city' }, { name: 'q[city]', label: 'Town' });
    expect(parameterName(method, city)).toBe('q[city]');
    expect(parameterName(withFields({ name: 'city', label: null }), city)).toBe('city');
  });

  it('else the control with the same label, else none (sent as the legacy params[<name>])', () => {
    expect(parameterName(withFields({ name: 'town_input', label: 'city' }), city)).toBe('town_input');
    const unrelated = withFields({ name: 'q[town]', label: 'Town' });
    expect(parameterField(unrelated, city)).toBeNull();
    expect(parameterName(unrelated, city)).toBe('params[city]');
    expect(parameterField({ ...daily, form: null }, city)).toBeNull();
  });
});

describe('the call: edges', () => {
  it('unused credentials are empty strings', () => {
    expect(emptyCredentials()).toEqual({
      apiKey: '',
      apiSecret: '',
      basicAuthName: '',
      basicAuthPass: '',
      soapBasicAuthName: '',
      soapBasicAuthPass: '',
      soapWssUserNameTokenAuthName: '',
      soapWssBinarySecurityTokenAuthToken: '',
      wss: {},
    });
  });

  it('a method without a server form and without a control order: its parameters, with their defaults', () => {
    const fields = requestFields({
      method: { ...daily, form: null, controlOrder: [] },
      values: { 'params[days]': '14' },
      apiId: '712',
      credentials: emptyCredentials(),
      body: null,
    });
    expect(fields.slice(0, 4)).toEqual([
      ['params[city]', 'Oslo'],
      ['params[days]', '14'],
      ['params[format]', 'json'],
      ['apiId', '712'],
    ]);
  });

  it('a control that is neither entered, hidden nor a parameter is sent empty', () => {
    const fields = requestFields({
      method: { ...daily, controlOrder: ['httpMethod', 'agree', 'params[city]'] },
      values: {},
      apiId: '712',
      credentials: emptyCredentials(),
      body: null,
    });
    expect(fields.slice(0, 3)).toEqual([
      ['httpMethod', 'GET'],
      ['agree', ''],
      ['params[city]', 'Oslo'],
    ]);
  });

  it('a file control is listed empty, whatever value or default it has', () => {
    const method: IoDocsMethod = {
      ...withFile,
      parameters: [{ ...withFile.parameters[0]!, defaultValue: 'default.gpx' }, withFile.parameters[1]!],
    };
    const fields = requestFields({
      method,
      values: { 'params[track]': 'C:\\fakepath\\run.gpx', 'params[name]': 'Home' },
      apiId: '713',
      credentials: emptyCredentials(),
      body: null,
    });
    expect(fields.slice(0, 3)).toEqual([
      ['httpMethod', 'POST'],
      ['params[track]', ''],
      ['params[name]', 'Home'],
    ]);
  });

  it('the headers of every call: JSON accepted, marked as XMLHttpRequest; no Content-Type unless given', () => {
    expect(callHeaders(null)).toStrictEqual({
      Accept: 'application/json, text/javascript, */*; q=0.01',
      'X-Requested-With': 'XMLHttpRequest',
    });
    expect(callHeaders('t0k', '')).toStrictEqual({
      Accept: 'application/json, text/javascript, */*; q=0.01',
      'X-Requested-With': 'XMLHttpRequest',
      [TOKEN_HEADER]: 't0k',
    });
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
