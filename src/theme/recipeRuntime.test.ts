import { describe, expect, it } from 'vitest';
import { createRuntimeFn as library } from '@vanilla-extract/recipes/createRuntimeFn';
import { createRuntimeFn as ours } from './recipeRuntime.ts';

type Config = Parameters<typeof ours>[0];

const configs: Config[] = [
  {
    defaultClassName: '_0n0',
    variantClassNames: {
      tone: { brand: '_0n1', neutral: '_0n2', critical: '_0n3' },
      underline: { always: '_0n5', hover: '_0n6', none: '_0n7' },
      current: { true: '_0na', false: '_0nb' },
    },
    defaultVariants: { tone: 'brand', underline: 'always', current: false },
    compoundVariants: [],
  },
  {
    defaultClassName: '_050 _051',
    variantClassNames: {
      size: { 1: '_052', 2: '_053', small: '_054' },
      block: { true: '_055' },
      tone: { a: '_056', b: '_057' },
    },
    defaultVariants: {},
    compoundVariants: [
      [{ size: 'small', block: true }, '_058'],
      [{ tone: 'b' }, '_059 _05a'],
      [{ size: 2, tone: 'a' }, '_05b'],
    ],
  },
];
const options: (Record<string, string | number | boolean | null | undefined> | undefined)[] = [
  undefined,
  {},
  { tone: 'neutral' },
  { tone: undefined, underline: null },
  { current: true },
  { current: false, underline: 'none' },
  { size: 'small', block: true },
  { size: 'small', block: false, tone: 'b' },
  { size: 2, tone: 'a' },
  { size: 1, block: true, tone: 'a' },
];

describe('recipeRuntime (the deploy build’s recipe class-name function)', () => {
  it('gives the same class names as @vanilla-extract/recipes for every variant, default and compound', () => {
    let compared = 0;
    for (const config of configs) {
      const a = library(config as never) as ((o?: unknown) => string) & { variants(): string[] };
      const b = ours(config);
      expect(b.variants()).toEqual(a.variants());
      for (const option of options) {
        const known = !option || Object.keys(option).every((k) => k in config.variantClassNames);
        if (!known) continue;
        expect(b(option), JSON.stringify(option)).toBe(a(option));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(8);
    // a compound variant applies, with the defaults filled in
    expect(ours(configs[1]!)({ size: 'small', block: true })).toBe('_050 _051 _054 _055 _058');
  });
});
