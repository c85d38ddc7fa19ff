// The token build's trees: DTCG JSON parsed into group and token nodes, layers merged, a brand seed expanded
// into its scale, theme.config.ts overrides applied, and the tree flattened to paths (buildTokens.ts).
import { describeValue } from './tokenValues.ts';
import { parseColor } from './color.ts';
import { generateScale, scaleSteps, type ScaleStep } from './palette.ts';
import { isPlainObject } from '../lib/objects.ts';
import type { SeededScale, TokenSource } from './tokenTypes.ts';

// ─── nodes ──────────────────────────────────────────────────────────────────────────────────────────────
export interface TokenNode {
  kind: 'token';
  value: unknown;
  type?: string;
  description?: string;
  source: TokenSource;
}
export interface GroupNode {
  kind: 'group';
  type?: string;
  description?: string;
  children: Map<string, TokenNode | GroupNode>;
  source: TokenSource;
}

export const isTokenObject = (v: unknown): v is Record<string, unknown> & { $value: unknown } =>
  isPlainObject(v) && '$value' in v;
export const ALIAS = /^\{([^{}]+)\}$/;
export const aliasTarget = (v: unknown): string | null => (typeof v === 'string' ? (ALIAS.exec(v.trim())?.[1] ?? null) : null);

export type Report = (source: TokenSource, path: string, message: string) => void;

export function parseGroup(tree: unknown, source: TokenSource, path: string[], report: Report): GroupNode {
  const group: GroupNode = { kind: 'group', children: new Map(), source };
  if (!isPlainObject(tree)) {
    report(source, path.join('.'), `expected a group of tokens, got ${describeValue(tree)}`);
    return group;
  }
  if (typeof tree.$type === 'string') group.type = tree.$type;
  if (typeof tree.$description === 'string') group.description = tree.$description;
  for (const [key, child] of Object.entries(tree)) {
    if (key.startsWith('$')) continue;
    const childPath = [...path, key];
    if (/[.{}]/.test(key)) {
      report(source, childPath.join('.'), 'a token or group name may not contain ".", "{" or "}"');
      continue;
    }
    if (isTokenObject(child)) {
      const token: TokenNode = { kind: 'token', value: child.$value, source };
      if (typeof child.$type === 'string') token.type = child.$type;
      if (typeof child.$description === 'string') token.description = child.$description;
      group.children.set(key, token);
    } else if (isPlainObject(child)) {
      group.children.set(key, parseGroup(child, source, childPath, report));
    } else {
      report(source, childPath.join('.'), `expected a token ({ "$value": … }) or a group, got ${describeValue(child)}`);
    }
  }
  return group;
}

/** Merges a parsed token file over the tree so far (a theme file may add tokens and groups). */
export function mergeGroups(into: GroupNode, from: GroupNode, path: string[], report: Report): void {
  if (from.type) into.type = from.type;
  if (from.description) into.description = from.description;
  for (const [key, node] of from.children) {
    const existing = into.children.get(key);
    const childPath = [...path, key];
    if (!existing) {
      into.children.set(key, node);
    } else if (existing.kind === 'group' && node.kind === 'group') {
      mergeGroups(existing, node, childPath, report);
    } else if (existing.kind === 'token' && node.kind === 'token') {
      into.children.set(key, {
        ...existing,
        ...node,
        type: node.type ?? existing.type,
        description: node.description ?? existing.description,
      });
    } else {
      report(node.source, childPath.join('.'), `is a ${node.kind} here but a ${existing.kind} in ${existing.source.file}`);
    }
  }
}

/** A palette scale: color.<name> with the steps 50…900. */
export const isScaleGroup = (group: GroupNode, path: string[]) =>
  path.length === 2 && path[0] === 'color' && scaleSteps.every((step) => group.children.get(String(step))?.kind === 'token');

/** `color.<scale>.seed`: generates the scale's ten steps (steps set next to the seed win). */
export function applySeed(
  into: GroupNode,
  explicit: Record<string, unknown>,
  value: unknown,
  source: TokenSource,
  path: string[],
  report: Report,
  seeded: SeededScale[],
): void {
  const where = [...path, 'seed'].join('.');
  const raw = isTokenObject(value) ? value.$value : value;
  const color = aliasTarget(raw) === null ? parseColor(raw) : null;
  if (!color || color.a < 1) {
    report(
      source,
      where,
      `expected an opaque colour (#rrggbb, rgb(), hsl() or oklch()) to generate ${path.join('.')}.50…900 from, got ${describeValue(raw)}`,
    );
    return;
  }
  const generated = generateScale(color, path[1] === 'neutral' ? 'neutral' : 'chromatic');
  const seedSource: TokenSource = { ...source, seed: where };
  const steps: Partial<Record<ScaleStep, string>> = {};
  for (const step of scaleSteps) {
    if (explicit[String(step)] !== undefined) continue;
    const existing = into.children.get(String(step)) as TokenNode;
    into.children.set(String(step), { ...existing, value: generated.steps[step], source: seedSource });
    steps[step] = generated.steps[step];
  }
  seeded.push({
    scale: path.join('.'),
    seed: typeof raw === 'string' ? raw.trim() : generated.steps[generated.seedStep ?? 500],
    seedStep: generated.seedStep,
    steps,
    source,
  });
}

/** Applies theme.config.ts overrides: only existing tokens may be set (plus `seed` in a palette scale). */
export function applyOverrides(
  into: GroupNode,
  overrides: unknown,
  source: TokenSource,
  path: string[],
  report: Report,
  seeded: SeededScale[] = [],
): void {
  if (!isPlainObject(overrides)) {
    report(source, path.join('.'), `expected a group of token overrides, got ${describeValue(overrides)}`);
    return;
  }
  if (overrides.seed !== undefined && isScaleGroup(into, path)) {
    applySeed(into, overrides, overrides.seed, source, path, report, seeded);
  }
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    if (key === 'seed' && isScaleGroup(into, path)) {
      continue;
    }
    const childPath = [...path, key];
    const existing = into.children.get(key);
    if (!existing) {
      report(source, childPath.join('.'), 'unknown token: no such token or group in the token files');
    } else if (existing.kind === 'group') {
      if (isPlainObject(value) && !('$value' in value)) applyOverrides(existing, value, source, childPath, report, seeded);
      else
        report(source, childPath.join('.'), `is a group of tokens; expected an object of overrides, got ${describeValue(value)}`);
    } else {
      const token: TokenNode = { ...existing, source };
      if (isTokenObject(value)) {
        token.value = value.$value;
        if (typeof value.$type === 'string') token.type = value.$type;
        if (typeof value.$description === 'string') token.description = value.$description;
      } else {
        token.value = value;
      }
      into.children.set(key, token);
    }
  }
}

export interface FlatToken {
  path: string[];
  node: TokenNode;
  type?: string;
}

export function flatten(group: GroupNode, inherited: string | undefined, path: string[], out: Map<string, FlatToken>): void {
  const type = group.type ?? inherited;
  for (const [key, node] of group.children) {
    const childPath = [...path, key];
    if (node.kind === 'group') flatten(node, type, childPath, out);
    else out.set(childPath.join('.'), { path: childPath, node, type: node.type ?? type });
  }
}

/** Every leaf path of the theme contract, in contract order. */
