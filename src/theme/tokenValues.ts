// DTCG token value types → CSS text. Each converter returns the CSS string, or an error message saying
// what was expected and what was found (build-tokens prefixes it with the token path).
// Accepts the DTCG 2025.10 object forms ({ value, unit } dimensions and durations, colour objects) and the
// string forms most tools also write ("1rem", "120ms", "#1d42d8").
import { colorToCss } from './color.ts';
import { isPlainObject } from '../lib/objects.ts';

export const tokenTypes = [
  'color',
  'dimension',
  'fontFamily',
  'fontWeight',
  'number',
  'duration',
  'cubicBezier',
  'shadow',
] as const;
export type TokenType = (typeof tokenTypes)[number];

export const isTokenType = (t: unknown): t is TokenType => typeof t === 'string' && (tokenTypes as readonly string[]).includes(t);

export type Converted = { ok: true; css: string } | { ok: false; expected: string };

/** Short, readable rendering of a bad value for error messages. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

const DIMENSION_UNITS = ['px', 'rem', 'em', 'ch', '%', 'vw', 'vh', 'vmin', 'vmax'];
const NUMBER = String.raw`-?(?:\d+\.?\d*|\.\d+)`;
const dimensionString = new RegExp(`^${NUMBER}(?:${DIMENSION_UNITS.join('|')})$`);
const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function color(value: unknown): Converted {
  const css = colorToCss(value);
  return css ? { ok: true, css } : { ok: false, expected: 'a colour' };
}

function dimension(value: unknown): Converted {
  const expected = 'a dimension such as "1rem" or { "value": 1, "unit": "rem" }';
  if (value === 0 || value === '0') return { ok: true, css: '0' };
  if (typeof value === 'string')
    return dimensionString.test(value.trim()) ? { ok: true, css: value.trim() } : { ok: false, expected };
  if (
    isPlainObject(value) &&
    isFiniteNumber(value.value) &&
    typeof value.unit === 'string' &&
    DIMENSION_UNITS.includes(value.unit)
  ) {
    return { ok: true, css: value.value === 0 ? '0' : `${value.value}${value.unit}` };
  }
  return { ok: false, expected };
}

const GENERIC_FAMILIES = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
  'math',
  'emoji',
  'fangsong',
  '-apple-system',
  'BlinkMacSystemFont',
]);

function quoteFamily(name: string): string {
  const n = name.trim();
  if (GENERIC_FAMILIES.has(n) || /^["'].*["']$/.test(n) || /^[A-Za-z][\w-]*$/.test(n)) return n;
  return `"${n.replace(/["\\]/g, '')}"`;
}

function fontFamily(value: unknown): Converted {
  const expected = 'a font family name or a list of names';
  if (typeof value === 'string' && value.trim()) return { ok: true, css: value.trim() };
  if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string' && v.trim())) {
    return { ok: true, css: (value as string[]).map(quoteFamily).join(', ') };
  }
  return { ok: false, expected };
}

// DTCG named weights
const WEIGHT_NAMES: Record<string, number> = {
  thin: 100,
  hairline: 100,
  'extra-light': 200,
  'ultra-light': 200,
  light: 300,
  normal: 400,
  regular: 400,
  book: 400,
  medium: 500,
  'semi-bold': 600,
  'demi-bold': 600,
  bold: 700,
  'extra-bold': 800,
  'ultra-bold': 800,
  black: 900,
  heavy: 900,
  'extra-black': 950,
  'ultra-black': 950,
};

function fontWeight(value: unknown): Converted {
  if (isFiniteNumber(value) && value >= 1 && value <= 1000) return { ok: true, css: String(value) };
  if (typeof value === 'string' && WEIGHT_NAMES[value] !== undefined) return { ok: true, css: String(WEIGHT_NAMES[value]) };
  return { ok: false, expected: 'a font weight (1…1000 or a name such as "bold")' };
}

function number(value: unknown): Converted {
  return isFiniteNumber(value) ? { ok: true, css: String(value) } : { ok: false, expected: 'a number' };
}

function duration(value: unknown): Converted {
  const expected = 'a duration such as "120ms" or { "value": 120, "unit": "ms" }';
  if (typeof value === 'string')
    return new RegExp(`^${NUMBER}(?:ms|s)$`).test(value.trim()) && !value.trim().startsWith('-')
      ? { ok: true, css: value.trim() }
      : { ok: false, expected };
  if (isPlainObject(value) && isFiniteNumber(value.value) && value.value >= 0 && (value.unit === 'ms' || value.unit === 's'))
    return { ok: true, css: `${value.value}${value.unit}` };
  return { ok: false, expected };
}

function cubicBezier(value: unknown): Converted {
  const ok = Array.isArray(value) && value.length === 4 && value.every(isFiniteNumber);
  const [x1 = -1, , x2 = -1] = ok ? (value as number[]) : [];
  return ok && x1 >= 0 && x1 <= 1 && x2 >= 0 && x2 <= 1
    ? { ok: true, css: `cubic-bezier(${(value as number[]).join(', ')})` }
    : { ok: false, expected: 'four numbers [x1, y1, x2, y2] with x1 and x2 between 0 and 1' };
}

/** A shadow layer's parts are converted by the caller (they may be aliases); this only assembles them. */
export function shadowLayerCss(layer: {
  color: string;
  offsetX: string;
  offsetY: string;
  blur: string;
  spread: string;
  inset: boolean;
}): string {
  return `${layer.inset ? 'inset ' : ''}${layer.offsetX} ${layer.offsetY} ${layer.blur} ${layer.spread} ${layer.color}`;
}

export const SHADOW_PARTS = {
  color: 'color',
  offsetX: 'dimension',
  offsetY: 'dimension',
  blur: 'dimension',
  spread: 'dimension',
} as const;

export const converters: Record<Exclude<TokenType, 'shadow'>, (value: unknown) => Converted> = {
  color,
  dimension,
  fontFamily,
  fontWeight,
  number,
  duration,
  cubicBezier,
};
