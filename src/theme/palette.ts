// Seed colours → palette scales (50…900), generated in OKLCH. Pure; used by build-tokens when
// theme.config.ts gives `color.<scale>.seed` (e.g. tokens: { color: { brand: { seed: '#0f766e' } } }).
//
//   - Lightness follows a fixed curve per kind of scale (below): the same step has about the same
//     lightness whatever the hue, so the roles that alias a step (link = 700, focus ring = 600 …) keep
//     their contrast when the brand changes. From 300 to 900 the steps are even (≈0.07 OKLCH L apart);
//     the tints 50–200 are closer together, as soft backgrounds need.
//   - Hue is the seed's, on every step (OKLCH keeps hue when lightness and chroma change; HSL would not).
//   - Chroma follows a profile peaking at 500–600, scaled so the seed's own step has the seed's chroma;
//     a colour outside sRGB loses chroma (never hue or lightness) until it fits (oklchToRgb).
//   - The seed itself lands unchanged on the step whose lightness is nearest to it (`seedStep`), so the
//     brand's exact colour is in the scale; the curve bends towards it (bendCurve) so the spacing stays
//     even around it. The neutral scale instead takes only the seed's hue, with a
//     small chroma (a tint), and keeps the neutral lightness curve (dark-theme surfaces need 800/900).
import { formatColor, oklchToRgb, rgbToOklch, type Oklch, type Rgba } from './color.ts';

export const scaleSteps = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
export type ScaleStep = (typeof scaleSteps)[number];
export type ScaleKind = 'chromatic' | 'neutral';

/** OKLCH lightness per step (from the hand-tuned default scales, smoothed). */
export const lightnessCurve: Record<ScaleKind, Record<ScaleStep, number>> = {
  chromatic: {
    50: 0.971,
    100: 0.936,
    200: 0.885,
    300: 0.808,
    400: 0.72,
    500: 0.635,
    600: 0.56,
    700: 0.49,
    800: 0.425,
    900: 0.365,
  },
  neutral: {
    50: 0.984,
    100: 0.968,
    200: 0.929,
    300: 0.869,
    400: 0.711,
    500: 0.554,
    600: 0.446,
    700: 0.372,
    800: 0.28,
    900: 0.208,
  },
};

/** Chroma per step relative to the scale's peak. */
const chromaProfile: Record<ScaleKind, Record<ScaleStep, number>> = {
  chromatic: { 50: 0.1, 100: 0.2, 200: 0.38, 300: 0.62, 400: 0.85, 500: 1, 600: 1, 700: 0.95, 800: 0.82, 900: 0.68 },
  neutral: { 50: 0.15, 100: 0.25, 200: 0.4, 300: 0.55, 400: 0.85, 500: 1, 600: 1, 700: 0.95, 800: 0.85, 900: 0.75 },
};

/** Highest chroma of a tinted neutral scale (slate, the default neutral, peaks at 0.041). */
export const NEUTRAL_MAX_CHROMA = 0.035;

export interface GeneratedScale {
  /** step → #rrggbb */
  steps: Record<ScaleStep, string>;
  /** the step that holds the seed unchanged (chromatic scales only) */
  seedStep: ScaleStep | null;
  seed: Oklch;
}

const nearestStep = (l: number, kind: ScaleKind): ScaleStep =>
  scaleSteps.reduce((best, step) =>
    Math.abs(lightnessCurve[kind][step] - l) < Math.abs(lightnessCurve[kind][best] - l) ? step : best,
  );

/**
 * The lightness curve bent so `step` has exactly lightness `l`: the steps on either side are moved in
 * proportion to their distance from the ends (50 and 900 stay put), so the spacing stays even and the
 * lightness keeps falling from 50 to 900.
 */
export function bendCurve(curve: Record<ScaleStep, number>, step: ScaleStep, l: number): Record<ScaleStep, number> {
  const first = curve[50];
  const last = curve[900];
  const at = curve[step];
  const out = {} as Record<ScaleStep, number>;
  for (const s of scaleSteps) {
    const v = curve[s];
    if (s === step) out[s] = l;
    else if (s < step) out[s] = first + ((v - first) * (l - first)) / (at - first);
    else out[s] = last + ((v - last) * (l - last)) / (at - last);
  }
  return out;
}

/** A full 50…900 scale from one opaque seed colour. */
export function generateScale(seed: Rgba, kind: ScaleKind = 'chromatic'): GeneratedScale {
  const oklch = rgbToOklch(seed);
  const steps = {} as Record<ScaleStep, string>;
  if (kind === 'neutral') {
    const peak = Math.min(oklch.c, NEUTRAL_MAX_CHROMA);
    for (const step of scaleSteps) {
      steps[step] = formatColor(
        oklchToRgb({ l: lightnessCurve.neutral[step], c: peak * chromaProfile.neutral[step], h: oklch.h }),
      );
    }
    return { steps, seedStep: null, seed: oklch };
  }
  const seedStep = nearestStep(oklch.l, 'chromatic');
  const peak = oklch.c / chromaProfile.chromatic[seedStep];
  const lightness = bendCurve(lightnessCurve.chromatic, seedStep, oklch.l);
  for (const step of scaleSteps) {
    steps[step] =
      step === seedStep
        ? formatColor({ ...seed, a: 1 })
        : formatColor(oklchToRgb({ l: lightness[step], c: peak * chromaProfile.chromatic[step], h: oklch.h }));
  }
  return { steps, seedStep, seed: oklch };
}
