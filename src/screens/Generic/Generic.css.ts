import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/index.ts';

export const links = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});

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

export const main = style({ minWidth: 0 });

export const sidebar = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [media.md]: { gridRow: 1, gridColumn: 2 } },
});

export const sidebarHeading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
});
