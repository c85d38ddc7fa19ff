import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';

/** "By amy on September 21, 2017 · 2 comments": small muted words that wrap with less room between rows */
export const byline = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xs,
  rowGap: vars.space['2xs'],
  alignItems: 'baseline',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

/** a post or comment: ruled off from the next one */
export const entry = style({
  paddingBlockEnd: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const entryTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const excerpt = style({
  margin: 0,
  maxWidth: vars.size.measure,
  lineHeight: vars.font.lineHeight.relaxed,
  color: vars.color.text,
  overflowWrap: 'break-word',
});

export const sectionHeading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const muted = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** Markdown source before the Markdown component has loaded: shown as text */
export const rawMarkdown = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: vars.font.lineHeight.relaxed,
  color: vars.color.text,
});
