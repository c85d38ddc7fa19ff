// Breakpoints, computed from tokens/base.tokens.json at build time. This is a .css.ts file only so that
// vanilla-extract evaluates it during the build and ships just the resulting constants: the token files
// and build-tokens never reach the portal bundle. Re-exported by breakpoints.ts.
import { buildThemes, TokenBuildError } from './buildTokens.ts';
import { tokenSources } from './tokenSources.ts';

const built = buildThemes(tokenSources);
// breakpoints may only be set in the base file, so every theme that builds has the same ones
const first = built.names.map((n) => built.themes[n]).find((t) => t !== undefined);
if (!first) throw new TokenBuildError(built.issues);

export const breakpoints = { ...first.values.breakpoint };

/** `@media` condition strings: `media.md` → 'screen and (min-width: 48rem)' */
export const media = {
  sm: `screen and (min-width: ${breakpoints.sm})`,
  md: `screen and (min-width: ${breakpoints.md})`,
  lg: `screen and (min-width: ${breakpoints.lg})`,
  xl: `screen and (min-width: ${breakpoints.xl})`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
};
