import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/index.ts';
import { focusRing } from '../../theme/focus.css.ts';

/**
 * Every ServerHtml wrapper: user content is laid out and painted inside its own box. `contain: layout`
 * makes the box the containing block of fixed-position descendants and a stacking context, so nothing in
 * the content can pin itself over the theme's header or out-stack it (it does not clip: focus rings at
 * the box's edge stay whole). Floats stay inside too.
 */
export const contentBox = style({ contain: 'layout' });

/** Styled prose for server content: everything is scoped under this class. */
export const prose = style({
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  color: vars.color.text,
  overflowWrap: 'break-word',
  minWidth: 0,
});

const p = (selector: string) => `${prose} ${selector}`;

globalStyle(p('> :first-child'), { marginTop: 0 });
globalStyle(p('> :last-child'), { marginBottom: 0 });
globalStyle(p(':is(p, ul, ol, dl, blockquote, pre, table, figure, details, form, fieldset, address)'), {
  marginTop: 0,
  marginBottom: vars.space.lg,
});
globalStyle(p(':is(h1, h2, h3, h4, h5, h6)'), {
  fontFamily: vars.font.family.heading,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  marginTop: vars.space.xl,
  marginBottom: vars.space.sm,
});
// the modular type scale (font.size lg → 2xl, ratio 1.2), one weight lighter than bold
globalStyle(p('h1'), { fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.semibold });
globalStyle(p('h2'), { fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold, marginTop: vars.space['2xl'] });
globalStyle(p('h3'), { fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });
globalStyle(p(':is(h4, h5, h6)'), { fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });

globalStyle(p('a'), {
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: vars.space['2xs'],
  borderRadius: vars.radius.sm,
});
globalStyle(p('a:hover'), { color: vars.color.linkHover });
globalStyle(p(':is(a, summary, button, input, select, textarea):focus-visible'), focusRing);

globalStyle(p(':is(ul, ol)'), { paddingLeft: vars.space.xl });
globalStyle(p('li + li'), { marginTop: vars.space.xs });
globalStyle(p(':is(li > ul, li > ol)'), { marginTop: vars.space.xs, marginBottom: 0 });
globalStyle(p('dt'), { fontWeight: vars.font.weight.semibold });
globalStyle(p('dd'), { marginLeft: 0, marginBottom: vars.space.sm, paddingLeft: vars.space.lg });

globalStyle(p('blockquote'), {
  marginLeft: 0,
  marginRight: 0,
  paddingLeft: vars.space.lg,
  borderLeft: `${vars.space.xs} solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
globalStyle(p('hr'), { border: 0, borderTop: `1px solid ${vars.color.border}`, margin: `${vars.space.xl} 0` });
globalStyle(p('mark'), {
  background: vars.color.highlight,
  color: vars.color.highlightText,
  padding: `0 ${vars.space['2xs']}`,
  borderRadius: vars.radius.sm,
});
globalStyle(p('abbr[title]'), { textDecoration: 'underline dotted', cursor: 'help' });

globalStyle(p(':is(code, kbd, samp)'), { fontFamily: vars.font.family.mono, fontSize: 'inherit' });
globalStyle(p(':not(pre) > code'), {
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: `0 ${vars.space.xs}`,
  overflowWrap: 'anywhere',
});
// Code wraps instead of scrolling: an overflowing block would need to be keyboard-focusable.
globalStyle(p('pre'), {
  background: vars.color.codeBackground,
  color: vars.color.codeForeground,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: vars.font.lineHeight.normal,
});
globalStyle(p('pre code'), { background: 'transparent', border: 0, padding: 0, color: 'inherit' });

globalStyle(p('img'), { maxWidth: '100%', height: 'auto', borderRadius: vars.radius.sm });
globalStyle(p('figure'), { marginLeft: 0, marginRight: 0 });
globalStyle(p('figcaption'), { fontSize: vars.font.size.sm, color: vars.color.textMuted, marginTop: vars.space.xs });

// Tables as the Table component draws them (issue 13: "half-styled plan table"): a quiet frame with rounded
// corners, rules between rows, the header row on the sunken surface in muted semibold, tabular figures.
// Below md the columns share the width equally (fixed layout): with automatic widths the longest column
// took nearly all of it and short words broke mid-word ("Premi|um"); long strings still wrap anywhere, so a
// table never widens the page.
globalStyle(p('table'), {
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [`not ${media.md}`]: { tableLayout: 'fixed' } },
});
globalStyle(p('caption'), { textAlign: 'left', fontWeight: vars.font.weight.semibold, paddingBottom: vars.space.sm });
// quiet tables: rules between rows only
globalStyle(p(':is(th, td)'), {
  // a legacy `border="1"` draws inset borders on every side of every cell (a presentational hint): off,
  // the frame and the rules between rows are the table's look
  borderTop: 0,
  borderInline: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'left',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});
globalStyle(p('tr:last-child > :is(th, td)'), { borderBottom: 0 });
globalStyle(p('th'), { fontWeight: vars.font.weight.semibold });
globalStyle(p('thead th'), {
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  overflowWrap: 'normal',
});
// a table without any header cell (editors often type the header row as plain cells, e.g. the Pricing page's
// "Plan | Calls per day | Price"): its first row looks like the header row
globalStyle(p('table:not(:has(th)) > :is(tbody, thead):first-of-type > tr:first-child > td'), {
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
  fontWeight: vars.font.weight.semibold,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  overflowWrap: 'normal',
});
globalStyle(p('table:not(:has(th)) > :is(tbody, thead):first-of-type > tr:first-child > :first-child'), {
  borderTopLeftRadius: vars.radius.md,
});
globalStyle(p('table:not(:has(th)) > :is(tbody, thead):first-of-type > tr:first-child > :last-child'), {
  borderTopRightRadius: vars.radius.md,
});
// the header row's corners follow the frame's
globalStyle(p('thead tr:first-child > :first-child'), { borderTopLeftRadius: vars.radius.md });
globalStyle(p('thead tr:first-child > :last-child'), { borderTopRightRadius: vars.radius.md });
globalStyle(p('thead tr:last-child > th'), { borderBottom: `1px solid ${vars.color.borderStrong}` });

globalStyle(p('details'), {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
});
globalStyle(p('summary'), { cursor: 'pointer', fontWeight: vars.font.weight.semibold });
globalStyle(p('details[open] > summary'), { marginBottom: vars.space.sm });

globalStyle(p('fieldset'), { border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.lg });
globalStyle(p('label'), { fontWeight: vars.font.weight.medium });
globalStyle(
  p(
    ':is(input:not([type=checkbox]):not([type=radio]):not([type=submit]):not([type=button]):not([type=hidden]), select, textarea)',
  ),
  {
    font: 'inherit',
    fontSize: vars.font.size.md,
    color: vars.color.text,
    background: vars.color.surface,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    minHeight: vars.size.control,
    boxSizing: 'border-box',
    maxWidth: '100%',
  },
);
// the server's own buttons only: a control the theme puts into the body (a heading's copy-link button,
// marked data-heading-anchor) keeps its own look — this rule outranked its class and made it a solid box
// whose padding left the icon no width
globalStyle(p(':is(button, input[type=submit], input[type=button]):not([data-heading-anchor] *)'), {
  font: 'inherit',
  fontWeight: vars.font.weight.semibold,
  color: vars.tone.brand.onSolid,
  background: vars.tone.brand.solid,
  border: `1px solid ${vars.tone.brand.solid}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  minHeight: vars.size.control,
  cursor: 'pointer',
});
