// Container's styles: centred at the container, reading or full width, with a responsive side gutter.
import { recipe } from '@vanilla-extract/recipes';
import { vars, media } from '../../theme/index.ts';

export const container = recipe({
  base: {
    boxSizing: 'border-box',
    width: '100%',
    marginLeft: 'auto',
    marginRight: 'auto',
  },
  variants: {
    width: {
      container: { maxWidth: vars.size.container },
      measure: { maxWidth: vars.size.measure },
      full: { maxWidth: 'none' },
    },
    // the gutter only where it is wanted (no rules to take it away again)
    gutter: {
      true: {
        paddingLeft: vars.space.lg,
        paddingRight: vars.space.lg,
        '@media': { [media.md]: { paddingLeft: vars.space.xl, paddingRight: vars.space.xl } },
      },
      false: {},
    },
  },
  defaultVariants: { width: 'container', gutter: true },
});
