// Full validation of theme.config.ts (zod 4, build time only — never imported by the portal bundle).
// The schema is generated from the sources of truth so it cannot drift from them:
//   tokens / themes.<name>  ← every token path and its $type, from the built token files
//   labels                  ← the shape of defaultLabels (src/labels/en.ts)
//   settings                ← one schema per key of Settings (src/model/settings.ts; typed: a key added
//                             there without a schema here is a type error)
//   templates               ← region names and content types (src/model/templateNames.ts)
// Messages name the config path and what was expected:
//   tokens.color.brand.500: expected a colour, got "blue-ish"
//   labels.keys.emtpy: unknown label key
import * as z from 'zod';
import { regionNames } from '../model/templateNames.ts';
import { contentTypes } from '../model/contentTypes.ts';
import { defaultLabels } from '../labels/en.ts';
import type { BuiltToken } from '../theme/buildTokens.ts';
import { converters, describeValue, SHADOW_PARTS, type TokenType } from '../theme/tokenValues.ts';
import { parseColor } from '../theme/color.ts';
import type { Settings } from '../model/settings.ts';
import { didYouMean } from './suggest.ts';

import { isPlainObject } from '../lib/objects.ts';
export interface SchemaContext {
  /** every token of one built theme (paths and effective $type) */
  tokens: Pick<BuiltToken, 'path' | 'type' | 'description'>[];
  themeNames: string[];
}

const ALIAS = /^\{[^{}]+\}$/;

// ─── token values ───────────────────────────────────────────────────────────────────────────────────────
/** What a token of this type accepts; null when fine. Aliases are checked for existence by build-tokens. */
export function tokenInputProblem(type: TokenType, input: unknown): string | null {
  const value = isPlainObject(input) && '$value' in input ? input.$value : input;
  if (typeof value === 'string' && ALIAS.test(value.trim())) return null;
  if (type === 'shadow') {
    const layers = Array.isArray(value) ? value : [value];
    if (layers.length === 0 || !layers.every(isPlainObject))
      return `expected a shadow ({ color, offsetX, offsetY, blur, spread }) or a list of them, got ${describeValue(value)}`;
    for (const layer of layers) {
      for (const [part, partType] of Object.entries(SHADOW_PARTS)) {
        const v = layer[part] ?? (part === 'spread' ? 0 : undefined);
        if (typeof v === 'string' && ALIAS.test(v.trim())) continue;
        const r = converters[partType](v);
        if (!r.ok) return `${part}: expected ${r.expected}, got ${describeValue(v)}`;
      }
    }
    return null;
  }
  const r = converters[type](value);
  return r.ok ? null : `expected ${r.expected}, got ${describeValue(value)}`;
}

const tokenLeafTypes = new WeakMap<z.ZodType, TokenType>();
const tokenLeaves = new Map<TokenType, z.ZodType>();

/** One shared schema per $type, so the JSON Schema defines each once ($defs) and refers to it. */
function tokenLeaf(type: TokenType): z.ZodType {
  let schema = tokenLeaves.get(type);
  if (!schema) {
    schema = z.unknown().superRefine((value, ctx) => {
      const problem = tokenInputProblem(type, value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
    });
    tokenLeafTypes.set(schema, type);
    tokenLeaves.set(type, schema);
  }
  return schema;
}

type Tree = { [key: string]: Tree | Pick<BuiltToken, 'type' | 'description'> };

function tokenTree(tokens: SchemaContext['tokens']): Tree {
  const root: Tree = {};
  for (const t of tokens) {
    let node = root;
    for (const key of t.path.slice(0, -1)) node = (node[key] ??= {}) as Tree;
    node[t.path[t.path.length - 1]!] = { type: t.type, description: t.description };
  }
  return root;
}

/** `color.<scale>.seed`: one opaque colour (no alias) that generates the scale's ten steps. */
const seedSchema = z
  .unknown()
  .superRefine((value, ctx) => {
    const raw = isPlainObject(value) && '$value' in value ? value.$value : value;
    const color = typeof raw === 'string' && ALIAS.test(raw.trim()) ? null : parseColor(raw);
    if (!color || color.a < 1)
      ctx.addIssue({
        code: 'custom',
        message: `expected an opaque colour (#rrggbb, rgb(), hsl() or oklch()) (a seed cannot be an alias), got ${describeValue(raw)}`,
        input: value,
      });
  })
  .describe(
    'Seed colour: generates this scale (50…900) in OKLCH, keeping its hue; the seed lands unchanged on the step nearest in lightness. Steps set beside it win. For neutral: a tint (the hue at a low chroma).',
  );
tokenLeafTypes.set(seedSchema, 'color');

const SCALE_STEPS = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'];

function tokenOverridesSchema(tree: Tree, path: string[] = []): z.ZodType {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, node] of Object.entries(tree)) {
    const leaf = 'type' in node && typeof node.type === 'string' ? (node as Pick<BuiltToken, 'type' | 'description'>) : null;
    shape[key] = (leaf ? tokenLeaf(leaf.type) : tokenOverridesSchema(node as Tree, [...path, key])).optional();
  }
  if (path.length === 2 && path[0] === 'color' && SCALE_STEPS.every((s) => Object.hasOwn(tree, s)))
    shape.seed = seedSchema.optional();
  return z.strictObject(shape);
}

// ─── labels ─────────────────────────────────────────────────────────────────────────────────────────────
function labelsSchema(shape: Record<string, unknown>): z.ZodType {
  const out: Record<string, z.ZodType> = {};
  for (const [key, value] of Object.entries(shape)) {
    out[key] = (
      typeof value === 'string'
        ? z
            .string({ error: (i) => `expected a string (label text), got ${describeValue(i.input)}` })
            .describe(`Default: ${value}`)
        : labelsSchema(value as Record<string, unknown>)
    ).optional();
  }
  return z.strictObject(out, {
    error: (i) => (i.code === 'invalid_type' ? `expected a group of labels, got ${describeValue(i.input)}` : undefined),
  });
}

// ─── templates and settings ─────────────────────────────────────────────────────────────────────────────
const component = z.custom<unknown>((v) => typeof v === 'function' || (isPlainObject(v) && '$$typeof' in v), {
  error: (i) => `expected a React component, got ${describeValue(i.input)}`,
});

const templatesSchema = z.strictObject({
  regions: z.strictObject(Object.fromEntries(regionNames.map((r) => [r, component.optional()]))).optional(),
  screens: z.strictObject(Object.fromEntries(contentTypes.map((t) => [t, component.optional()]))).optional(),
});

const runtimeTemplateName = z.enum([...regionNames, ...contentTypes] as [string, ...string[]]);

function settingsSchema(themeNames: string[], labels: z.ZodType) {
  const bool = z.boolean({ error: (i) => `expected true or false, got ${describeValue(i.input)}` });
  const text = z.string({ error: (i) => `expected a string, got ${describeValue(i.input)}` });
  const keys = {
    logo: z.string().nullable(),
    markdown: bool,
    currentPageClass: text.regex(/^-?[A-Za-z_][\w-]*$/, 'expected a single CSS class name'),
    labels,
    // some templates, not every one (zod 4: `record` with enum keys requires them all)
    templates: z.partialRecord(runtimeTemplateName, z.string().nullable()),
    ajax: bool,
    ajaxIgnore: z.array(text),
    ajaxIgnoreTypes: z.array(z.enum(contentTypes)),
    ajaxLoading: text,
    responsive: bool,
    favicon: bool,
    faviconURL: text,
    faviconSizes: text.regex(/^(\d+x\d+|any)(\s+(\d+x\d+|any))*$/, 'expected sizes like "16x16 32x32"'),
    passwordStrength: bool,
    mashtips: bool,
    layout: z.enum(['default', 'alternate']),
    colorSchemeSwitch: bool,
    keyRotationDays: z
      .number({ error: (i) => `expected a whole number of days from 1 to 3650, or null, got ${describeValue(i.input)}` })
      .int('expected a whole number of days from 1 to 3650, or null')
      .min(1, 'expected a whole number of days from 1 to 3650, or null')
      .max(3650, 'expected a whole number of days from 1 to 3650, or null')
      .nullable(),
    theme: z.enum(themeNames as [string, ...string[]], { error: (i) => unknownTheme(i.input, themeNames) }),
  } satisfies { [K in keyof Settings]-?: z.ZodType };
  return z.strictObject(Object.fromEntries(Object.entries(keys).map(([k, s]) => [k, s.optional()])));
}

/** `unknown theme "drak" — did you mean "dark"? (themes: default, brand, dark)` */
function unknownTheme(input: unknown, themeNames: string[]): string {
  const hint = typeof input === 'string' ? didYouMean(input, themeNames) : '';
  return `unknown theme ${describeValue(input)}${hint} (themes: ${themeNames.join(', ')})`;
}

// ─── the whole config ───────────────────────────────────────────────────────────────────────────────────
export function themeConfigSchema(ctx: SchemaContext) {
  const tokens = tokenOverridesSchema(tokenTree(ctx.tokens));
  const labels = labelsSchema(defaultLabels as unknown as Record<string, unknown>);
  const themeName = z.enum(ctx.themeNames as [string, ...string[]], { error: (i) => unknownTheme(i.input, ctx.themeNames) });
  return z.strictObject({
    $schema: z.string().optional(),
    theme: themeName.optional().describe('The theme the portal shows (on :root).'),
    tokens: tokens
      .optional()
      .describe(
        "Global token overrides (merged before aliases resolve). They reach the themes applyTokensTo names; by default the portal's theme and every theme without a brand palette of its own.",
      ),
    applyTokensTo: z
      .union([z.literal('all'), z.array(themeName)], {
        error: (i) =>
          `expected "all" or a list of theme names (themes: ${ctx.themeNames.join(', ')}), got ${describeValue(i.input)}`,
      })
      .optional()
      .describe(
        "Which themes `tokens` reach: 'all' or a list of names. Default: the portal's theme and every theme without its own brand palette.",
      ),
    themes: z
      .strictObject(Object.fromEntries(ctx.themeNames.map((n) => [n, tokens.optional()])))
      .optional()
      .describe('Token overrides for one theme, applied after `tokens`.'),
    labels: labels.optional().describe('Label overrides (src/labels/en.ts).'),
    templates: templatesSchema.optional().describe('React components replacing a region or a screen.'),
    settings: settingsSchema(ctx.themeNames, labels).optional().describe('Build-time settings (src/config/settings.ts).'),
  });
}

/** The section an unknown key is in decides how it is named: "unknown label key", "unknown token" … */
function unknownKeyMessage(path: (string | number)[]): string {
  const [top] = path;
  if (top === 'labels' || (top === 'settings' && path[1] === 'labels')) return 'unknown label key';
  if (top === 'tokens' || top === 'themes') return path.length === 1 && top === 'themes' ? 'unknown theme' : 'unknown token';
  if (top === 'settings') return path.length === 1 ? 'unknown setting' : 'unknown key';
  if (top === 'templates')
    return path.length === 1
      ? 'unknown template kind (regions or screens)'
      : path[1] === 'regions'
        ? 'unknown region'
        : 'unknown content type';
  return 'unknown key';
}

const dotted = (path: (string | number | symbol)[]) => path.map(String).join('.');

/** The keys an object schema accepts at `path` (optional/describe wrappers unwrapped); [] when not an object. */
export function knownKeysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  const unwrap = (s: z.ZodType | undefined): z.ZodType | undefined => {
    let current = s;
    for (let i = 0; current && i < 10; i++) {
      const inner = (current as unknown as { def?: { innerType?: z.ZodType } }).def?.innerType;
      if (!inner) break;
      current = inner;
    }
    return current;
  };
  let node = unwrap(schema);
  for (const key of path) {
    const shape = (node as unknown as { shape?: Record<string, z.ZodType> } | undefined)?.shape;
    node = unwrap(shape?.[String(key)]);
  }
  const shape = (node as unknown as { shape?: Record<string, z.ZodType> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/**
 * Readable messages, one per problem, each starting with the config path. With the schema, an unknown key
 * gets the nearest known keys: `labels.keys.emtpy: unknown label key — did you mean "empty"?`.
 */
export function formatZodIssues(issues: z.core.$ZodIssue[], schema?: z.ZodType): string[] {
  return issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      const known = schema ? knownKeysAt(schema, issue.path) : [];
      return issue.keys.map(
        (key) =>
          `${dotted([...issue.path, key])}: ${unknownKeyMessage(issue.path as (string | number)[])}${didYouMean(key, known)}`,
      );
    }
    const where = dotted(issue.path) || '(config)';
    if (issue.code === 'invalid_type' && !/^expected /.test(issue.message)) {
      return [`${where}: expected ${issue.expected}, got ${describeValue(issue.input)}`];
    }
    if (issue.code === 'invalid_value' && !/^(expected|unknown) /.test(issue.message)) {
      return [
        `${where}: expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, got ${describeValue(issue.input)}`,
      ];
    }
    return [`${where}: ${issue.message}`];
  });
}

/** Validates a theme config object; returns readable problems (empty when valid). */
export function validateThemeConfig(config: unknown, ctx: SchemaContext): string[] {
  if (!isPlainObject(config))
    return [`theme.config.ts: expected the default export to be defineTheme({ … }), got ${describeValue(config)}`];
  const schema = themeConfigSchema(ctx);
  const result = schema.safeParse(config, { reportInput: true });
  return result.success ? [] : formatZodIssues(result.error.issues, schema);
}

/** JSON Schema of theme.config (editor help for JSON-aware tools); token leaves get their type's shape. */
export function themeConfigJsonSchema(ctx: SchemaContext): Record<string, unknown> {
  const dimension = {
    anyOf: [
      { type: 'string', pattern: '^-?(\\d+\\.?\\d*|\\.\\d+)(px|rem|em|ch|%|vw|vh|vmin|vmax)$' },
      { const: 0 },
      {
        type: 'object',
        required: ['value', 'unit'],
        properties: { value: { type: 'number' }, unit: { enum: ['px', 'rem', 'em', 'ch', '%', 'vw', 'vh', 'vmin', 'vmax'] } },
      },
    ],
  };
  const color = {
    anyOf: [
      { type: 'string', description: '#rrggbb, rgb(), hsl(), oklch() or an alias {color.brand.700}' },
      {
        type: 'object',
        required: ['colorSpace', 'components'],
        properties: {
          colorSpace: { enum: ['srgb', 'hsl', 'oklch'] },
          components: { type: 'array', items: { type: 'number' }, minItems: 3, maxItems: 3 },
          alpha: { type: 'number' },
          hex: { type: 'string' },
        },
      },
    ],
  };
  const shadowLayer = {
    type: 'object',
    required: ['color', 'offsetX', 'offsetY', 'blur'],
    properties: { color, offsetX: dimension, offsetY: dimension, blur: dimension, spread: dimension, inset: { type: 'boolean' } },
  };
  const byType: Record<TokenType, Record<string, unknown>> = {
    color,
    dimension,
    fontFamily: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' }, minItems: 1 }] },
    fontWeight: { anyOf: [{ type: 'number', minimum: 1, maximum: 1000 }, { type: 'string' }] },
    number: { anyOf: [{ type: 'number' }, { type: 'string', pattern: '^\\{[^{}]+\\}$' }] },
    duration: {
      anyOf: [
        { type: 'string', pattern: '^(\\d+\\.?\\d*|\\.\\d+)(ms|s)$' },
        { type: 'object', required: ['value', 'unit'], properties: { value: { type: 'number' }, unit: { enum: ['ms', 's'] } } },
      ],
    },
    cubicBezier: {
      anyOf: [
        { type: 'array', items: { type: 'number' }, minItems: 4, maxItems: 4 },
        { type: 'string', pattern: '^\\{[^{}]+\\}$' },
      ],
    },
    shadow: {
      anyOf: [shadowLayer, { type: 'array', items: shadowLayer, minItems: 1 }, { type: 'string', pattern: '^\\{[^{}]+\\}$' }],
    },
  };
  return z.toJSONSchema(themeConfigSchema(ctx), {
    io: 'input',
    reused: 'ref',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const type = tokenLeafTypes.get(zodSchema as unknown as z.ZodType);
      if (!type) return;
      const value = byType[type];
      Object.assign(jsonSchema, {
        anyOf: [value, { type: 'object', required: ['$value'], properties: { $value: value, $description: { type: 'string' } } }],
      });
    },
  }) as Record<string, unknown>;
}
