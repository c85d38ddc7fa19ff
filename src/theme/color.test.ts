import { describe, expect, it } from 'vitest';
import { colorToCss, composite, contrastRatio, formatColor, parseColor } from './color.ts';

const rgb = (value: unknown) => {
  const c = parseColor(value);
  return c && [Math.round(c.r * 255), Math.round(c.g * 255), Math.round(c.b * 255), Number(c.a.toFixed(3))];
};

describe('parseColor', () => {
  it.each([
    ['#1d42d8', [29, 66, 216, 1]],
    ['#FFF', [255, 255, 255, 1]],
    ['#0008', [0, 0, 0, 0.533]],
    ['#1d42d880', [29, 66, 216, 0.502]],
    ['rgb(29 66 216)', [29, 66, 216, 1]],
    ['rgba(29, 66, 216, 0.5)', [29, 66, 216, 0.5]],
    ['rgb(15 23 42 / 55%)', [15, 23, 42, 0.55]],
    ['hsl(0 100% 50%)', [255, 0, 0, 1]],
    ['hsla(120, 100%, 25%, 0.5)', [0, 128, 0, 0.5]],
    ['oklch(0.6279 0.2577 29.23)', [255, 0, 0, 1]],
    ['white', [255, 255, 255, 1]],
    ['transparent', [0, 0, 0, 0]],
    [{ colorSpace: 'srgb', components: [0.1137, 0.2588, 0.8471], hex: '#1d42d8' }, [29, 66, 216, 1]],
    [{ colorSpace: 'srgb', components: [0, 0, 0], alpha: 0.5 }, [0, 0, 0, 0.5]],
    [{ colorSpace: 'hsl', components: [240, 100, 50] }, [0, 0, 255, 1]],
  ])('parses %j', (input, expected) => {
    expect(rgb(input)).toEqual(expected);
  });

  it.each([
    'blue-ish',
    '#12',
    '#ggg',
    'rgb(1 2)',
    'hsl(10 20 30)',
    'red',
    '',
    12,
    null,
    { colorSpace: 'srgb', components: [2, 0, 0] },
    { colorSpace: 'cmyk', components: [0, 0, 0] },
  ])('refuses %j', (input) => expect(parseColor(input)).toBeNull());
});

describe('CSS output', () => {
  it('keeps strings as written and turns objects into hex or rgb() with alpha', () => {
    expect(colorToCss(' #1D42D8 ')).toBe('#1D42D8');
    expect(colorToCss({ colorSpace: 'srgb', components: [1, 1, 1] })).toBe('#ffffff');
    expect(colorToCss({ colorSpace: 'srgb', components: [0.0588, 0.0902, 0.1647], alpha: 0.55 })).toBe('rgb(15 23 42 / 0.55)');
    expect(colorToCss('nope')).toBeNull();
    expect(formatColor({ r: 0, g: 0.5, b: 1, a: 1 })).toBe('#0080ff');
  });
});

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    const white = parseColor('#ffffff')!;
    expect(contrastRatio(parseColor('#000000')!, white)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBeCloseTo(1, 5);
    expect(contrastRatio(parseColor('#767676')!, white)).toBeCloseTo(4.54, 2);
    // symmetric
    expect(contrastRatio(white, parseColor('#1d42d8')!)).toBeCloseTo(contrastRatio(parseColor('#1d42d8')!, white), 10);
  });

  it('composites translucent colours before measuring', () => {
    const half = parseColor('rgb(0 0 0 / 0.5)')!;
    expect(formatColor(composite(half, parseColor('#ffffff')!))).toBe('#808080');
    expect(contrastRatio(half, parseColor('#ffffff')!)).toBeCloseTo(
      contrastRatio(parseColor('#808080')!, parseColor('#ffffff')!),
      1,
    );
  });
});
