// Skeleton's styles: the pulsing placeholder shapes, and LoadingPlaceholder's fixed layout sizes.
import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars, media } from '../../theme/index.ts';

const shimmer = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.45 }, '100%': { opacity: 1 } });

export const skeleton = recipe({
  base: {
    display: 'block',
    background: vars.color.surfaceSunken,
    border: `1px solid ${vars.color.border}`,
    boxSizing: 'border-box',
    animation: `${shimmer} calc(${vars.motion.duration.slow} * 5) ${vars.motion.easing.standard} infinite`,
    '@media': { [media.reducedMotion]: { animation: 'none' } },
  },
  variants: {
    shape: {
      text: { height: '1em', borderRadius: vars.radius.sm },
      heading: { height: vars.font.size['2xl'], borderRadius: vars.radius.sm },
      block: { borderRadius: vars.radius.md, minHeight: vars.size.control },
      circle: { borderRadius: vars.radius.full, aspectRatio: '1' },
      button: { height: vars.size.control, borderRadius: vars.radius.md },
    },
  },
  defaultVariants: { shape: 'text' },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const row = style({ display: 'flex', gap: vars.space.sm });

// LoadingPlaceholder's fixed shapes, sized from the theme here (not inline): the component then needs no
// theme object at runtime, which keeps the contract's variable map out of the deploy bundle's entry.
export const pageBlock = style({ height: `calc(${vars.size.control} * 3)` });
export const cardButton = style({ width: `calc(${vars.size.control} * 2.5)` });
export const listIcon = style({ width: vars.size.control, height: vars.size.control });
