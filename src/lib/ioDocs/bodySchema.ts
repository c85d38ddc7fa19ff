// The interactive docs console's request bodies and required values, as pure functions: a method's
// request-body schema (parsed as data from the page's schema script, looked up by API and schema id), the
// top-level fields it describes, the body a method starts with (the page's default, else the schema's
// defaults), and the required values a call lacks before it is sent (blank parameters, a file not picked,
// required body fields absent).
import type { IoDocsMethod } from '../../model/screenModel.ts';
import { tryJson } from './answer.ts';
import { isPlainObject } from '../objects.ts';
import { parameterName } from './request.ts';

export interface SchemaField {
  name: string;
  type: string | null;
  required: boolean;
  /** enumerated values, as text */
  allowed: string[];
  description: string | null;
}

/** The request-body schema of a method: `schemas[apiId][schemaId]` when it is an object. */
export function methodSchema(
  schemas: Record<string, unknown>,
  apiId: string,
  schemaId: string | null,
): Record<string, unknown> | null {
  if (!schemaId) return null;
  const forApi = schemas[apiId];
  if (!isPlainObject(forApi)) return null;
  const schema = Object.prototype.hasOwnProperty.call(forApi, schemaId) ? forApi[schemaId] : null;
  return isPlainObject(schema) ? schema : null;
}

const asText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v)));

/** The top-level properties an object schema describes (name, type, required, allowed values). */
export function schemaFields(schema: Record<string, unknown> | null): SchemaField[] {
  if (!schema || !isPlainObject(schema.properties)) return [];
  const required = Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : [];
  return Object.entries(schema.properties).map(([name, raw]) => {
    const p = isPlainObject(raw) ? raw : {};
    const type =
      typeof p.type === 'string'
        ? p.type
        : Array.isArray(p.type)
          ? p.type.filter((x) => typeof x === 'string').join(' | ') || null
          : null;
    return {
      name,
      type,
      required: required.includes(name),
      allowed: Array.isArray(p.enum) ? p.enum.map(asText) : [],
      description: typeof p.description === 'string' && p.description.trim() ? p.description.trim() : null,
    };
  });
}

/**
 * The request body a method starts with: the page's default value (pretty-printed when it is JSON), else an
 * object of the schema's defaults (or first allowed value), else `{}` for an object schema; '' otherwise.
 */
export function initialBody(defaultValue: string | null, schema: Record<string, unknown> | null): string {
  if (defaultValue && defaultValue.trim()) {
    const json = tryJson(defaultValue);
    return json.ok ? JSON.stringify(json.value, null, 2) : defaultValue;
  }
  if (!schema) return '';
  if (isPlainObject(schema.properties)) {
    const example: Record<string, unknown> = {};
    for (const [name, raw] of Object.entries(schema.properties)) {
      if (!isPlainObject(raw)) continue;
      if ('default' in raw) example[name] = raw.default;
      else if (Array.isArray(raw.enum) && raw.enum.length) example[name] = raw.enum[0];
    }
    return JSON.stringify(example, null, 2);
  }
  return schema.type === 'object' ? '{}' : '';
}

/** A required value the user left empty: a parameter (by its control name) or a request-body field. */
export type MissingValue = { kind: 'parameter'; control: string; name: string } | { kind: 'body'; name: string };

/**
 * The required values a call lacks, checked before sending: required parameters left blank (a file
 * parameter without a file), and the request-body schema's required properties absent, null or '' in a
 * body that is a JSON object (a body that is not JSON is reported by `jsonProblem`).
 */
export function missingRequired(input: {
  method: IoDocsMethod;
  values: Record<string, string>;
  /** file controls that have a file picked */
  pickedFiles: ReadonlySet<string>;
  body: string | null;
  schema: Record<string, unknown> | null;
}): MissingValue[] {
  const out: MissingValue[] = [];
  for (const p of input.method.parameters) {
    if (!p.required) continue;
    const control = parameterName(input.method, p);
    const empty = p.file ? !input.pickedFiles.has(control) : !(input.values[control] ?? p.defaultValue ?? '').trim();
    if (empty) out.push({ kind: 'parameter', control, name: p.name });
  }
  if (input.body !== null && input.schema) {
    const json = tryJson(input.body);
    const value = json.ok ? json.value : null;
    if (isPlainObject(value)) {
      for (const f of schemaFields(input.schema)) {
        const v = value[f.name];
        if (f.required && (v === undefined || v === null || v === '')) out.push({ kind: 'body', name: f.name });
      }
    }
  }
  return out;
}
