// ButtonGroup's styles: a wrapping row of buttons with an alignment, stacked at full width below `sm` when asked.
import { recipe } from '@vanilla-extract/recipes';
import { vars, media } from '../../theme/index.ts';

export const group = recipe({
  base: { display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', margin: 0, padding: 0, listStyle: 'none' },
  variants: {
    align: {
      start: { justifyContent: 'flex-start' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
    /** on small screens the buttons stack at full width */
    stackOnSmall: {
      // only below sm (`not media.sm`: its exact complement), so nothing is undone from sm on
      true: { '@media': { [`not ${media.sm}`]: { flexDirection: 'column', alignItems: 'stretch' } } },
      false: {},
    },
  },
  defaultVariants: { align: 'start', stackOnSmall: false },
});
