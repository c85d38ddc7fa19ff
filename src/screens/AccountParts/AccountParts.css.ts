import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';

export const keyDetails = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
});

/** a page section with its own h2 (key, application, report …) */
export const section = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const checklist = style({ marginBlockStart: vars.space.sm });

export const plan = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
});

export const cardList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const apiList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space['2xs'],
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const linkList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});
