import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/index.ts';

/** a content body: prose blocks, code samples and Markdown runs one after another */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

/** main column plus a side navigation (docs) */
export const withSidebar = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    [media.md]: {
      gridTemplateColumns: `minmax(0, 1fr) ${vars.size.sidebar}`,
      alignItems: 'start',
    },
  },
});

export const mainColumn = style({ minWidth: 0 });

export const sidebar = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  '@media': { [media.md]: { gridRow: 1, gridColumn: 2 } },
});

export const sidebarHeading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
});

/** a row of actions / secondary links (RSS, New Topic, Edit Post) */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

/** "By amy on September 21, 2017 · 2 comments" */
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

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
});

export const linkList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});

/** a post or comment: a bordered block with its byline and body */
export const entry = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
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

export const section = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
});

export const sectionHeading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

/** a cell with a link and a description under it (forum categories) */
export const cellStack = style({
  display: 'grid',
  gap: vars.space['2xs'],
  minWidth: 0,
});

export const muted = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** a list laid out as a wrapping row (blog pages, related links) */
export const inlineList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
});

/** a code sample before the CodeBlock component has loaded: the same text, plain */
export const plainCode = style({
  margin: 0,
  padding: vars.space.md,
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.codeBackground,
  color: vars.color.codeForeground,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

/** Markdown source before the Markdown component has loaded: shown as text */
export const rawMarkdown = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: vars.font.lineHeight.relaxed,
  color: vars.color.text,
});
