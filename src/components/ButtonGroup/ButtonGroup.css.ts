import { recipe } from '@vanilla-extract/recipes';
import { vars, media } from '../../theme/index.ts';

export const group = recipe({
  base: { display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', margin: 0, padding: 0, listStyle: 'none' },
  variants: {
    align: { start: { justifyContent: 'flex-start' }, end: { justifyContent: 'flex-end' }, between: { justifyContent: 'space-between' } },
    /** on small screens the buttons stack at full width */
    stackOnSmall: {
      true: { flexDirection: 'column', alignItems: 'stretch', '@media': { [media.sm]: { flexDirection: 'row', alignItems: 'center' } } },
      false: {},
    },
  },
  defaultVariants: { align: 'start', stackOnSmall: false },
});
