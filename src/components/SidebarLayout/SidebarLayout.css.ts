import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/index.ts';

/** one column on small screens (the sidebar under the main content); from `md` on, the sidebar beside it */
export const layout = style({
  '@media': {
    [media.md]: {
      gridTemplateColumns: `minmax(0, 1fr) ${vars.size.sidebar}`,
      alignItems: 'start',
    },
  },
});

/** both columns may shrink below their content's width: long words and wide tables wrap or scroll inside */
export const column = style({ minWidth: 0 });

export const sidebarHeading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
});
