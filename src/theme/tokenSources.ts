// The DTCG token files, as build-tokens input. Every tokens/themes/<name>.tokens.json is a theme named
// <name>: adding a file adds a theme (class portal-theme-<name>) with no code change.
// Uses Vite's import.meta.glob: import it from .css.ts files (evaluated at build time), Storybook, vitest
// or a Vite module runner (scripts/build/check-theme.ts) — not from code that ships in the portal bundle.
import base from '../../tokens/base.tokens.json';
import type { TokenSources, TokenTree } from './buildTokens.ts';

const themeFiles = import.meta.glob<TokenTree>('../../tokens/themes/*.tokens.json', { eager: true, import: 'default' });

export const tokenSources: TokenSources = {
  base: base as TokenTree,
  themes: Object.fromEntries(Object.entries(themeFiles).map(([file, tree]) => [/([^/]+)\.tokens\.json$/.exec(file)![1]!, tree])),
};
