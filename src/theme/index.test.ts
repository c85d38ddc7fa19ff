// What src/theme/index.ts gives components and the runtime, as evaluated by vanilla-extract.
import { describe, expect, it } from 'vitest';
import base from '../../tokens/base.tokens.json';
import { breakpoints, defaultTheme, defaultThemeName, media, themeClass, themeMeta, themeNames, vars } from './index.ts';

describe('src/theme exports', () => {
  it('lists every theme file, default first, with labels and colour schemes', () => {
    expect(themeNames).toEqual(['default', 'brand', 'dark']);
    expect(defaultThemeName).toBe('default');
    expect(defaultTheme).toBe('portal-theme-default');
    expect(themeClass('dark')).toBe('portal-theme-dark');
    expect(themeMeta.dark).toEqual({ label: 'Dark', colorScheme: 'dark' });
  });

  it('breakpoints and media queries come from tokens/base.tokens.json', () => {
    const tokens = base.breakpoint as Record<string, { $value: { value: number; unit: string } } | string>;
    for (const key of ['sm', 'md', 'lg', 'xl'] as const) {
      const token = tokens[key] as { $value: { value: number; unit: string } };
      expect(breakpoints[key]).toBe(`${token.$value.value}${token.$value.unit}`);
      expect(media[key]).toBe(`screen and (min-width: ${breakpoints[key]})`);
    }
    expect(media.reducedMotion).toBe('(prefers-reduced-motion: reduce)');
  });

  it('keeps the readable variable names of the contract', () => {
    expect(vars.color.brand[500]).toBe('var(--portal-color-brand-500)');
    expect(vars.tone.critical.onSolid).toBe('var(--portal-tone-critical-on-solid)');
  });
});
