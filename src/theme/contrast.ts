// Contrast rules every theme must meet after overrides (WCAG 2.x AA). The first four pairs are the ones
// brand teams are warned about by name; the others are the pairs our components actually render, so a
// theme that passes here does not surprise anyone with an axe failure in a component story.
import { contrastRatio, parseColor } from './color.ts';
import type { BuiltTheme } from './buildTokens.ts';

export interface ContrastPair {
  /** short name used in messages: 'text/surface' */
  label: string;
  foreground: string;
  background: string;
  /** 4.5 for text, 3 for non-text UI (focus ring, input borders, chart marks) */
  min: number;
}

const TEXT = 4.5;
const UI = 3;

export const requiredPairs: ContrastPair[] = [
  { label: 'text/surface', foreground: 'color.text', background: 'color.surface', min: TEXT },
  { label: 'textMuted/surface', foreground: 'color.textMuted', background: 'color.surface', min: TEXT },
  { label: 'on-brand/brand', foreground: 'tone.brand.onSolid', background: 'tone.brand.solid', min: TEXT },
  { label: 'link/surface', foreground: 'color.link', background: 'color.surface', min: TEXT },
];

const tones = ['brand', 'neutral', 'positive', 'caution', 'critical', 'info'] as const;
const methods = ['get', 'post', 'put', 'patch', 'delete', 'options', 'head'] as const;
const syntax = [
  'keyword',
  'string',
  'number',
  'comment',
  'function',
  'title',
  'attribute',
  'variable',
  'type',
  'builtIn',
  'literal',
  'meta',
  'tag',
  'punctuation',
  'addition',
  'deletion',
] as const;

export const componentPairs: ContrastPair[] = [
  { label: 'textOnBrand/brand', foreground: 'color.textOnBrand', background: 'tone.brand.solid', min: TEXT },
  { label: 'text/surfaceRaised', foreground: 'color.text', background: 'color.surfaceRaised', min: TEXT },
  { label: 'textMuted/surfaceRaised', foreground: 'color.textMuted', background: 'color.surfaceRaised', min: TEXT },
  { label: 'text/surfaceSunken', foreground: 'color.text', background: 'color.surfaceSunken', min: TEXT },
  { label: 'textMuted/surfaceSunken', foreground: 'color.textMuted', background: 'color.surfaceSunken', min: TEXT },
  { label: 'link/surfaceRaised', foreground: 'color.link', background: 'color.surfaceRaised', min: TEXT },
  { label: 'linkHover/surface', foreground: 'color.linkHover', background: 'color.surface', min: TEXT },
  { label: 'headerText/header', foreground: 'color.headerText', background: 'color.header', min: TEXT },
  { label: 'highlightText/highlight', foreground: 'color.highlightText', background: 'color.highlight', min: TEXT },
  { label: 'selectionText/selection', foreground: 'color.selectionText', background: 'color.selection', min: TEXT },
  { label: 'codeForeground/codeBackground', foreground: 'color.codeForeground', background: 'color.codeBackground', min: TEXT },
  { label: 'focusRing/surface', foreground: 'color.focusRing', background: 'color.surface', min: UI },
  { label: 'borderStrong/surface', foreground: 'color.borderStrong', background: 'color.surface', min: UI },
  ...tones.flatMap((t): ContrastPair[] => [
    { label: `tone.${t} onSolid/solid`, foreground: `tone.${t}.onSolid`, background: `tone.${t}.solid`, min: TEXT },
    { label: `tone.${t} onSolid/solidHover`, foreground: `tone.${t}.onSolid`, background: `tone.${t}.solidHover`, min: TEXT },
    { label: `tone.${t} onSoft/soft`, foreground: `tone.${t}.onSoft`, background: `tone.${t}.soft`, min: TEXT },
    { label: `tone.${t} onSoft/softHover`, foreground: `tone.${t}.onSoft`, background: `tone.${t}.softHover`, min: TEXT },
  ]),
  ...methods.map((m): ContrastPair => ({
    label: `onMethod/method.${m}`,
    foreground: 'method.onMethod',
    background: `method.${m}`,
    min: TEXT,
  })),
  ...syntax.map((s): ContrastPair => ({
    label: `syntax.${s}/codeBackground`,
    foreground: `syntax.${s}`,
    background: 'color.codeBackground',
    min: TEXT,
  })),
  {
    label: 'chart tooltipText/tooltipBackground',
    foreground: 'chart.tooltipText',
    background: 'chart.tooltipBackground',
    min: TEXT,
  },
  { label: 'chart axis/surface', foreground: 'chart.axis', background: 'color.surface', min: TEXT },
  ...([1, 2, 3, 4, 5, 6, 7, 8] as const).map((n): ContrastPair => ({
    label: `chart.${n}/surface`,
    foreground: `chart.${n}`,
    background: 'color.surface',
    min: UI,
  })),
];

export const contrastPairs: ContrastPair[] = [...requiredPairs, ...componentPairs];

export interface ContrastSuggestion {
  /** the role to change: color.link */
  token: string;
  /** the palette step that passes, as an alias: {color.brand.700} */
  alias: string;
  ratio: number;
}

export interface ContrastResult extends ContrastPair {
  ratio: number;
  pass: boolean;
  foregroundCss: string;
  backgroundCss: string;
  /** for a failing pair whose role aliases a palette step: the nearest step of that scale that passes */
  suggestion?: ContrastSuggestion;
}

const STEP = /^color\.(brand|neutral|positive|caution|critical|info)\.(\d+)$/;
const truncate = (ratio: number) => Math.floor(ratio * 100) / 100;

/**
 * For a failing pair: if the foreground (or else the background) role aliases a palette step, the
 * nearest step of the same scale that passes against the other colour (fewest steps away; foreground
 * first on a tie).
 */
function suggest(
  pair: ContrastPair,
  tokens: Map<string, Pick<BuiltTheme['tokens'][number], 'css' | 'aliasOf'>>,
): ContrastSuggestion | undefined {
  const options: (ContrastSuggestion & { distance: number })[] = [];
  for (const [role, other] of [
    [pair.foreground, pair.background],
    [pair.background, pair.foreground],
  ] as const) {
    const step = tokens
      .get(role)
      ?.aliasOf.map((a) => STEP.exec(a))
      .find(Boolean);
    const otherColor = parseColor(tokens.get(other)?.css);
    if (!step || !otherColor) continue;
    const [, scale, current] = step;
    const steps = [...tokens.keys()]
      .map((name) => STEP.exec(name))
      .filter((m): m is RegExpExecArray => m !== null && m[1] === scale)
      .map((m) => Number(m[2]));
    const index = steps.indexOf(Number(current));
    for (const candidate of steps) {
      const color = parseColor(tokens.get(`color.${scale}.${candidate}`)?.css);
      if (!color || candidate === Number(current)) continue;
      const ratio = role === pair.foreground ? contrastRatio(color, otherColor) : contrastRatio(otherColor, color);
      if (ratio >= pair.min)
        options.push({
          token: role,
          alias: `{color.${scale}.${candidate}}`,
          ratio: truncate(ratio),
          distance: Math.abs(steps.indexOf(candidate) - index),
        });
    }
  }
  const best = options.sort((a, b) => a.distance - b.distance)[0];
  return best && { token: best.token, alias: best.alias, ratio: best.ratio };
}

/** Ratios for every pair in one built theme (values as CSS text, looked up by dotted path). */
export function checkContrast(theme: Pick<BuiltTheme, 'tokens'>, pairs: ContrastPair[] = contrastPairs): ContrastResult[] {
  const css = new Map(theme.tokens.map((t) => [t.name, t.css]));
  const byName = new Map(theme.tokens.map((t) => [t.name, t]));
  return pairs.flatMap((pair) => {
    const fg = css.get(pair.foreground);
    const bg = css.get(pair.background);
    const fgColor = fg ? parseColor(fg) : null;
    const bgColor = bg ? parseColor(bg) : null;
    if (!fg || !bg || !fgColor || !bgColor) return [];
    const ratio = contrastRatio(fgColor, bgColor);
    // WCAG does not round: 4.499 fails. Shown truncated to two decimals so a failing ratio never reads as 4.50.
    const pass = ratio >= pair.min;
    const suggestion = pass ? undefined : suggest(pair, byName);
    return [
      { ...pair, ratio: truncate(ratio), pass, foregroundCss: fg, backgroundCss: bg, ...(suggestion ? { suggestion } : {}) },
    ];
  });
}

/**
 * "link/surface (color.link #41a198 on color.surface #ffffff) is 3.10:1 in theme "default", needs at least
 * 4.5:1[<origin>] — try color.link: '{color.brand.700}' (5.47:1)". `origin` names where a colour was set.
 */
export function formatContrastFailure(theme: string, r: ContrastResult, origin = ''): string {
  const fix = r.suggestion ? ` — try ${r.suggestion.token}: '${r.suggestion.alias}' (${r.suggestion.ratio.toFixed(2)}:1)` : '';
  return `${r.label} (${r.foreground} ${r.foregroundCss} on ${r.background} ${r.backgroundCss}) is ${r.ratio.toFixed(2)}:1 in theme "${theme}", needs at least ${r.min}:1${origin}${fix}`;
}
