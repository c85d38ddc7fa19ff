// Breakpoints for media queries. CSS custom properties cannot be used inside @media, so components take
// these build-time constants: the breakpoint tokens of tokens/base.tokens.json (themes and theme.config.ts
// may not change them — build-tokens reports it if they try).
export { breakpoints, media } from './breakpoints.css.ts';
export type Breakpoint = 'sm' | 'md' | 'lg' | 'xl';
