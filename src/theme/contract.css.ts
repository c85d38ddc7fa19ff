// The theme contract: every token as a global CSS variable (--portal-…) under `vars`, the only way components
// reach the theme.
import { createGlobalThemeContract } from '@vanilla-extract/css';
import { contractShape, cssVarName } from './contractShape.ts';

/** The theme contract: readable global CSS variables (--portal-…). Components style only through `vars`. */
export const vars = createGlobalThemeContract(contractShape, (_value, path) => cssVarName(path));
