// Markdown's styles: the body, the raw text shown until marked loads, and the GFM task-list markers.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

/** The raw text shown (as text) until marked has loaded. */
export const raw = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: vars.font.family.body,
  lineHeight: vars.font.lineHeight.relaxed,
  color: vars.color.text,
});

/** Task-list marker (GFM `- [x]`), drawn instead of a disabled checkbox. */
export const taskMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  width: vars.font.size.md,
  height: vars.font.size.md,
  marginRight: vars.space.xs,
  verticalAlign: 'text-bottom',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.xs,
  lineHeight: 1,
});

export const taskDone = style({
  background: vars.tone.positive.solid,
  borderColor: vars.tone.positive.solid,
  color: vars.tone.positive.onSolid,
});
