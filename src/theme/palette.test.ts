// OKLab/OKLCH conversion against published values, seed → scale generation (monotone lightness, hue
// kept, in gamut, seed on its step), and the bent lightness curve.
import { describe, expect, it } from 'vitest';
import { inSrgbGamut, oklchToRgb, parseColor, rgbToOklch, contrastRatio, formatColor } from './color.ts';
import { bendCurve, generateScale, lightnessCurve, NEUTRAL_MAX_CHROMA, scaleSteps } from './palette.ts';

const rgb = (hex: string) => parseColor(hex)!;

describe('sRGB ↔ OKLCH', () => {
  // reference values: CSS Color 4 sample conversions (and culori / colorjs.io, which agree to 4 decimals)
  it.each([
    ['#ffffff', 1, 0, null],
    ['#000000', 0, 0, null],
    ['#ff0000', 0.62796, 0.25768, 29.2339],
    ['#00ff00', 0.86644, 0.29483, 142.4953],
    ['#0000ff', 0.45201, 0.31321, 264.052],
    ['#808080', 0.59987, 0, null],
    ['#ffff00', 0.96798, 0.21101, 109.7692],
  ] as const)('%s → oklch(%f %f %s)', (hex, l, c, h) => {
    const o = rgbToOklch(rgb(hex));
    expect(o.l).toBeCloseTo(l, 4);
    expect(o.c).toBeCloseTo(c, 4);
    if (h !== null) expect(o.h).toBeCloseTo(h, 2);
  });

  it('round-trips every 8-bit sample through OKLCH and back', () => {
    for (const hex of ['#1d42d8', '#ea580c', '#fffcf9', '#4a2152', '#0d9488', '#facc15', '#010203']) {
      expect(formatColor(oklchToRgb(rgbToOklch(rgb(hex))))).toBe(hex);
    }
  });

  it('gamut-maps by reducing chroma only: lightness and hue stay', () => {
    const wanted = { l: 0.7, c: 0.4, h: 150 };
    expect(inSrgbGamut(wanted)).toBe(false);
    const mapped = rgbToOklch(oklchToRgb(wanted));
    expect(mapped.l).toBeCloseTo(0.7, 2);
    expect(mapped.h).toBeCloseTo(150, 0);
    expect(mapped.c).toBeLessThan(0.4);
    expect(mapped.c).toBeGreaterThan(0.15);
  });
});

describe('generateScale', () => {
  const seeds = ['#0f766e', '#ea580c', '#1d42d8', '#762e86', '#facc15', '#16a34a', '#0ea5e9', '#111827', '#fde68a'];

  it.each(seeds)('seed %s: ten steps, lightness falling evenly, hue kept, every step in sRGB', (seed) => {
    const { steps, seedStep } = generateScale(rgb(seed));
    const seedOklch = rgbToOklch(rgb(seed));
    expect(Object.keys(steps)).toEqual(scaleSteps.map(String));
    expect(steps[seedStep!]).toBe(seed);
    const lch = scaleSteps.map((s) => rgbToOklch(rgb(steps[s])));
    for (let i = 1; i < lch.length; i++) expect(lch[i]!.l).toBeLessThan(lch[i - 1]!.l);
    for (const o of lch) if (o.c > 0.03) expect(Math.abs(o.h - seedOklch.h)).toBeLessThan(3);
    for (const s of scaleSteps) expect(/^#[0-9a-f]{6}$/.test(steps[s])).toBe(true);
  });

  it('puts the seed on the step nearest in lightness and keeps the usual contrast anchors', () => {
    const white = rgb('#ffffff');
    for (const seed of ['#0f766e', '#ea580c', '#1d42d8', '#16a34a']) {
      const { steps } = generateScale(rgb(seed));
      // link (700) and buttons with white text (700): ≥ 4.5:1; focus ring (600): ≥ 3:1
      expect(contrastRatio(rgb(steps[700]), white)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(rgb(steps[600]), white)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(rgb(steps[50]), white)).toBeLessThan(1.15);
    }
    expect(generateScale(rgb('#0f766e')).seedStep).toBe(700);
    expect(generateScale(rgb('#ea580c')).seedStep).toBe(500);
  });

  it('a neutral seed gives a tint: the seed hue, low chroma, the neutral lightness curve', () => {
    const { steps, seedStep } = generateScale(rgb('#0f766e'), 'neutral');
    expect(seedStep).toBeNull();
    for (const s of scaleSteps) {
      const o = rgbToOklch(rgb(steps[s]));
      expect(o.l).toBeCloseTo(lightnessCurve.neutral[s], 2);
      expect(o.c).toBeLessThanOrEqual(NEUTRAL_MAX_CHROMA + 0.003);
      if (o.c > 0.01) expect(Math.abs(o.h - 186.4)).toBeLessThan(8);
    }
    // a grey seed gives plain greys
    const grey = generateScale(rgb('#777777'), 'neutral');
    for (const s of scaleSteps) expect(rgbToOklch(rgb(grey.steps[s])).c).toBeLessThan(0.002);
  });

  it('bendCurve moves the chosen step to the seed lightness and keeps the ends and the order', () => {
    const bent = bendCurve(lightnessCurve.chromatic, 700, 0.53);
    expect(bent[700]).toBe(0.53);
    expect(bent[50]).toBe(lightnessCurve.chromatic[50]);
    expect(bent[900]).toBe(lightnessCurve.chromatic[900]);
    for (let i = 1; i < scaleSteps.length; i++) expect(bent[scaleSteps[i]!]).toBeLessThan(bent[scaleSteps[i - 1]!]);
  });
});
