import { describe, expect, it } from 'vitest';
import { cssVarName } from './contractShape.ts';

describe('theme contract names', () => {
  it('turns a token path into a readable --portal-… variable name', () => {
    expect(cssVarName(['color', 'brand', '500'])).toBe('portal-color-brand-500');
    expect(cssVarName(['tone', 'critical', 'onSolid'])).toBe('portal-tone-critical-on-solid');
  });
});
