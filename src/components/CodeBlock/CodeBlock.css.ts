// CodeBlock's styles: the frame, the language badge and copy button placement, the code area, and the syntax
// colours for the highlight.js scopes the bundled grammars emit.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const root = style({
  position: 'relative',
  margin: 0,
  minWidth: 0,
  borderRadius: vars.radius.md,
  background: vars.color.codeBackground,
  color: vars.color.codeForeground,
  overflow: 'hidden',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.syntax.punctuation}`,
  minHeight: vars.size.control,
  boxSizing: 'border-box',
});

/**
 * No language label: the Copy button sits in a column of its own beside the code (not over it), so the
 * code's scroll area ends where the button begins and no line runs under it.
 */
export const withSideActions = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
});

/** (a fixed width: the lazy fallback keeps the same column empty, so nothing moves when the button arrives) */
export const sideActions = style({
  // placed; the code, placed automatically, takes the first column of the same row
  gridColumn: 2,
  gridRow: 1,
  display: 'flex',
  minWidth: vars.size.control,
  padding: `${vars.space.xs} ${vars.space.xs} 0 0`,
});

export const language = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  textTransform: 'uppercase',
  color: vars.syntax.comment,
});

export const pre = style({
  margin: 0,
  padding: vars.space.lg,
  overflowX: 'auto',
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  tabSize: 2,
  whiteSpace: 'pre',
  selectors: {
    '&:focus-visible': { ...focusRing, outlineOffset: `calc(-1 * ${vars.space.xs})` },
  },
});

export const preWrap = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const code = style({ fontFamily: 'inherit', fontSize: 'inherit', background: 'none', padding: 0, color: 'inherit' });

// highlight.js scopes → syntax tokens. Scoped under the block so no other `.hljs-*` markup is touched.
// Only scopes the bundled grammars (languages.ts) emit: no builtin-name (hljs 10), bullet, emphasis
// (Markdown), template-variable (templates), addition/deletion (diff) — add them with such a grammar.
const scopes: Array<[string[], string, Record<string, string>?]> = [
  [['keyword', 'doctag'], vars.syntax.keyword],
  [['built_in'], vars.syntax.builtIn],
  [['type', 'class'], vars.syntax.type],
  [['literal', 'symbol'], vars.syntax.literal],
  [['number'], vars.syntax.number],
  [['string', 'regexp', 'subst'], vars.syntax.string],
  [['comment', 'quote'], vars.syntax.comment, { fontStyle: 'italic' }],
  [['meta'], vars.syntax.meta],
  [['title', 'section', 'title.class_', 'title.class_.inherited__'], vars.syntax.title],
  [['title.function_', 'function'], vars.syntax.function],
  [['attr', 'attribute', 'property', 'selector-attr', 'selector-class', 'selector-id', 'selector-pseudo'], vars.syntax.attribute],
  [['variable', 'variable.language_', 'variable.constant_'], vars.syntax.variable],
  [['tag', 'name', 'selector-tag'], vars.syntax.tag],
  [['punctuation', 'operator'], vars.syntax.punctuation],
];

/** `title.function_` → `.hljs-title.function_` (hljs writes sub-scopes as extra classes). */
function scopeSelector(scope: string): string {
  const [first, ...rest] = scope.split(/[. ]/);
  return `.hljs-${first}${rest.map((r) => `.${r}`).join('')}`;
}

for (const [names, color, extra] of scopes) {
  globalStyle(names.map((n) => `${root} ${scopeSelector(n)}`).join(', '), { color, ...extra });
}
globalStyle(`${root} .hljs-strong`, { fontWeight: vars.font.weight.bold });
