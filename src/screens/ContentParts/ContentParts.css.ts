// The content screens' shared styles: bylines, ruled-off posts and comments, excerpts, section headings, the
// reading measure of posts and docs, raw markdown, and the docs pager's cards.
import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/index.ts';
import { focusRing } from '../../theme/focus.css.ts';

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

/** blog posts' and forum posts' bodies: the theme's reading measure (issue 35: posts ran 1,100 px wide) */
export const measure = style({ maxWidth: vars.size.measure, minWidth: 0 });

/** a doc's heading and body: a readable line length (the theme's reading measure) */
export const article = style({ maxWidth: vars.size.measure, minWidth: 0 });

/** previous / next page links under a doc: two quiet cards, next one at the end */
export const pager = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: vars.size.measure,
  paddingBlockStart: vars.space.xl,
  borderBlockStart: `1px solid ${vars.color.border}`,
  '@media': { [media.sm]: { gridTemplateColumns: '1fr 1fr' } },
});

export const pagerLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { borderColor: vars.tone.brand.solid },
    '&:focus-visible': focusRing,
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

/** the next page: at the end of the row, even when there is no previous one */
export const pagerNext = style({
  textAlign: 'end',
  '@media': { [media.sm]: { gridColumn: '2' } },
});

export const pagerDirection = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const pagerTitle = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.link,
  overflowWrap: 'anywhere',
  selectors: { [`${pagerLink}:hover &`]: { textDecoration: 'underline' } },
});
