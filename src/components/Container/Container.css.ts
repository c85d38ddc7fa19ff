import { recipe } from '@vanilla-extract/recipes';
import { vars, media } from '../../theme/index.ts';

export const container = recipe({
  base: {
    boxSizing: 'border-box',
    width: '100%',
    marginLeft: 'auto',
    marginRight: 'auto',
    paddingLeft: vars.space.lg,
    paddingRight: vars.space.lg,
    '@media': { [media.md]: { paddingLeft: vars.space.xl, paddingRight: vars.space.xl } },
  },
  variants: {
    width: {
      container: { maxWidth: vars.size.container },
      measure: { maxWidth: vars.size.measure },
      full: { maxWidth: 'none' },
    },
    gutter: { true: {}, false: { paddingLeft: 0, paddingRight: 0, '@media': { [media.md]: { paddingLeft: 0, paddingRight: 0 } } } },
  },
  defaultVariants: { width: 'container', gutter: true },
});
