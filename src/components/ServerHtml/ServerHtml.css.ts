// ServerHtml's styles: the containing box that keeps user content inside it, and the prose look (headings,
// lists, tables, code, images) scoped under one class.
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
// "Plan | Calls per day | Price"): its first row looks like the header row. The sanitiser marks such a table
// (HEADLESS_TABLE_ATTRIBUTE): a `:has()` rule in the theme's CSS slows Chromium's parse of every large server
// page (150–200 ms on a page of 10,000 links, content hidden or not)
globalStyle(p('table[data-portal-headless] > :is(tbody, thead):first-of-type > tr:first-child > td'), {
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
  fontWeight: vars.font.weight.semibold,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  overflowWrap: 'normal',
});
globalStyle(p('table[data-portal-headless] > :is(tbody, thead):first-of-type > tr:first-child > :first-child'), {
  borderTopLeftRadius: vars.radius.md,
});
globalStyle(p('table[data-portal-headless] > :is(tbody, thead):first-of-type > tr:first-child > :last-child'), {
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
// whose padding left the icon no width; nor do the content blocks' tabs (the enhancement's buttons: this rule
// outranked their look and drew the selected tab's link colour on the brand fill, failing contrast)
globalStyle(p(':is(button, input[type=submit], input[type=button]):not([data-heading-anchor] *):not([role="tab"])'), {
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

// ---- Content blocks for portal authors (issue 35, docs/content-blocks.md) ----------------------------------
// Classes on the sanitiser's allow-list (`block-*`), drawn here under `prose` only: inside the content box
// (`contain: layout`), from tokens, never fixed or sticky, never above the header — a block cannot imitate
// the theme's chrome.
globalStyle(p('.block-hero'), {
  margin: `0 0 ${vars.space.xl}`,
  padding: `${vars.space['2xl']} ${vars.space.xl}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});
globalStyle(p('.block-hero > :is(h1, h2)'), {
  marginTop: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
});
globalStyle(p(':is(.block-hero > p:not(.block-actions), .block-lead)'), {
  fontSize: vars.font.size.lg,
  color: vars.color.textMuted,
  maxWidth: vars.size.measure,
});
// actions: links drawn as buttons, the first solid, the others outlined; each a ≥ 24 px target
globalStyle(p('.block-actions'), { display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
globalStyle(p('.block-actions a'), {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
});
globalStyle(p('.block-actions a:first-child'), {
  background: vars.tone.brand.solid,
  borderColor: vars.tone.brand.solid,
  color: vars.tone.brand.onSolid,
});
globalStyle(p('.block-actions a:hover'), { textDecoration: 'underline' });
globalStyle(p('.block-actions a:first-child:hover'), { background: vars.tone.brand.solidHover, color: vars.tone.brand.onSolid });
globalStyle(p('.block-cards'), {
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, calc(${vars.size.control} * 6)), 1fr))`,
  gap: vars.space.lg,
  margin: `0 0 ${vars.space.xl}`,
});
globalStyle(p('.block-card'), {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
});
globalStyle(p('.block-card > *'), { margin: 0 });
globalStyle(p('.block-card > :is(h2, h3, h4)'), { fontSize: vars.font.size.lg });
globalStyle(p('.block-card > .block-actions'), { marginTop: 'auto', paddingTop: vars.space.sm });
globalStyle(p('.block-card .block-actions a'), { minHeight: `calc(${vars.size.control} * 0.8)`, padding: `0 ${vars.space.md}` });
globalStyle(p('.block-hero > :last-child'), { marginBottom: 0 });
globalStyle(p('.block-callout'), {
  margin: `0 0 ${vars.space.lg}`,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  borderInlineStart: `${vars.space.xs} solid ${vars.tone.info.solid}`,
  background: vars.tone.info.soft,
  color: vars.tone.info.onSoft,
});
globalStyle(p('.block-callout:is(.tip)'), {
  borderInlineStartColor: vars.tone.positive.solid,
  background: vars.tone.positive.soft,
  color: vars.tone.positive.onSoft,
});
globalStyle(p('.block-callout:is(.warning, .caution, .important)'), {
  borderInlineStartColor: vars.tone.caution.solid,
  background: vars.tone.caution.soft,
  color: vars.tone.caution.onSoft,
});
globalStyle(p('.block-callout > :last-child'), { marginBottom: 0 });
globalStyle(p('.block-callout a'), { color: 'inherit' });
globalStyle(p('ol.block-steps'), { listStyle: 'none', paddingLeft: 0, counterReset: 'block-step' });
globalStyle(p('ol.block-steps > li'), {
  position: 'relative',
  counterIncrement: 'block-step',
  paddingInlineStart: `calc(${vars.size.control} + ${vars.space.md})`,
  minHeight: vars.size.control,
  paddingTop: vars.space.xs,
  marginTop: vars.space.md,
});
globalStyle(p('ol.block-steps > li::before'), {
  content: 'counter(block-step)',
  position: 'absolute',
  insetInlineStart: 0,
  top: 0,
  display: 'grid',
  placeItems: 'center',
  width: `calc(${vars.size.control} * 0.8)`,
  height: `calc(${vars.size.control} * 0.8)`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.borderStrong}`,
  fontWeight: vars.font.weight.semibold,
});
// tabs: without script the panels stand one under another, each under its heading; enhanced
// (runtime/enhance/tabs.ts) a tab list of buttons and one panel shown
globalStyle(p('.block-tabs'), {
  margin: `0 0 ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
});
globalStyle(p('.block-tabs [role="tablist"]'), {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(p('.block-tabs [role="tab"]'), {
  minHeight: `calc(${vars.size.control} * 0.8)`,
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderBottom: `2px solid transparent`,
  background: 'none',
  color: vars.color.textMuted,
  font: 'inherit',
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
});
globalStyle(p('.block-tabs [role="tab"][aria-selected="true"]'), { color: vars.color.link, borderBottomColor: vars.color.link });
globalStyle(p('.block-tabs [role="tab"]:focus-visible'), focusRing);
globalStyle(p('.block-tabs .block-tab > :last-child'), { marginBottom: 0 });
