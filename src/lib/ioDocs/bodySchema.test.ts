// Request bodies and required values of the I/O Docs console (pure, on the extracted I/O Docs fixtures):
// the method's request-body schema, its fields, the body a method starts with, and the required values a
// call lacks before it is sent.
import { describe, expect, it } from 'vitest';
import type { IoDocsContent, IoDocsMethod } from '../../model/screenModel.ts';
import { initialBody, methodSchema, missingRequired, schemaFields } from './bodySchema.ts';
import { parameterName } from './request.ts';
import { modelOf } from '../../../test/screens/content/fixtures.ts';

const data = modelOf('ioDocs.html', 'ioDocs').screen.data as IoDocsContent;
const api = data.apis[0]!;
const [, subscribe] = api.endpoints[0]!.methods as [IoDocsMethod, IoDocsMethod];

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

describe('schemas of any shape', () => {
  it('methodSchema: no schema id, or an API entry that is no object, is no schema', () => {
    const schemas = { a: { null: { type: 'object' }, '': { type: 'object' }, S: { type: 'object' } }, b: [{ type: 'object' }] };
    expect(methodSchema(schemas, 'a', 'S')).toEqual({ type: 'object' });
    expect(methodSchema(schemas, 'a', null)).toBeNull();
    expect(methodSchema(schemas, 'a', '')).toBeNull();
    expect(methodSchema(schemas, 'b', '0')).toBeNull();
  });

  it('schemaFields: type lists joined, allowed values as text, descriptions trimmed', () => {
    expect(
      schemaFields({
        properties: {
          a: { type: ['string', 1, 'null'], enum: [1, true, null, { x: 1 }, [1, 2], 'y'], description: ' Level ' },
          b: { type: [1], description: '   ' },
          c: { type: [], description: 7 },
        },
      }),
    ).toEqual([
      {
        name: 'a',
        type: 'string | null',
        required: false,
        allowed: ['1', 'true', 'null', '{"x":1}', '[1,2]', 'y'],
        description: 'Level',
      },
      { name: 'b', type: null, required: false, allowed: [], description: null },
      { name: 'c', type: null, required: false, allowed: [], description: null },
    ]);
  });

  it('initialBody: a blank default is none; defaults and first allowed values of object properties; {} for an object', () => {
    expect(initialBody('   ', null)).toBe('');
    expect(initialBody(null, { type: 'object' })).toBe('{}');
    expect(initialBody(null, { type: 'array' })).toBe('');
    expect(initialBody(null, {})).toBe('');
    expect(
      initialBody(null, {
        properties: { a: true, b: { type: 'string' }, c: { enum: [] }, d: { enum: ['x', 'y'] }, e: { default: 0 } },
      }),
    ).toBe('{\n  "d": "x",\n  "e": 0\n}');
  });

  it('missingRequired: optional parameters are not checked; a required one without value or default is; null, "" and absent body fields', () => {
    const method: IoDocsMethod = {
      ...subscribe,
      parameters: [
        { ...subscribe.parameters[0]!, name: 'must', required: true, defaultValue: null, file: false },
        { ...subscribe.parameters[0]!, name: 'may', required: false, defaultValue: null, file: false },
      ],
      form: null,
    };
    const schema = { type: 'object', required: ['a', 'b', 'c', 'd'], properties: { a: {}, b: {}, c: {}, d: {}, e: {} } };
    expect(missingRequired({ method, values: {}, pickedFiles: new Set(), body: '{"b":null,"c":"","d":0}', schema })).toEqual([
      { kind: 'parameter', control: 'params[must]', name: 'must' },
      { kind: 'body', name: 'a' },
      { kind: 'body', name: 'b' },
      { kind: 'body', name: 'c' },
    ]);
    expect(missingRequired({ method, values: { 'params[must]': 'x' }, pickedFiles: new Set(), body: null, schema })).toEqual([]);
  });
});
