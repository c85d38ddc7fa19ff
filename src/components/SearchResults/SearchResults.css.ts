// SearchResults' styles: the result list, titles, summaries with marked terms and URLs; long lists skip layout of
// off-screen results (`content-visibility: auto`).
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxWidth: vars.size.measure,
});

/**
 * A long list (a server page with hundreds of results): each result off screen skips layout and paint until
 * it scrolls near (`content-visibility: auto`; still in the accessibility tree and found by find-in-page).
 * Laying out ~500 results in one task took Chromium 100–160 ms on the bounded-work page
 * (test/browser/portal-bounded.mjs › search-results-5000). The size is a first estimate; `auto` keeps the
 * real one once a result has been rendered. Short lists (a normal page of ten) are laid out as usual.
 */
export const longItem = style({
  contentVisibility: 'auto',
  containIntrinsicSize: `auto calc(${vars.font.size.lg} * 6)`,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const summary = style({
  margin: 0,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.relaxed,
  // server text: code or a URL in a result must not widen the page (found at 320 px by the layout matrix)
  overflowWrap: 'anywhere',
});

export const mark = style({
  background: vars.color.highlight,
  color: vars.color.highlightText,
  borderRadius: vars.radius.sm,
  padding: `0 ${vars.space['2xs']}`,
});

export const url = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
