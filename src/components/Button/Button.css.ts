// Button's styles: the tones × variants × sizes recipe, the busy spinner (a pulse under reduced motion) and the
// icon slot.
import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars, media } from '../../theme/index.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const buttonTones = ['brand', 'neutral', 'critical'] as const;
export const buttonVariants = ['solid', 'soft', 'ghost'] as const;
export type ButtonTone = (typeof buttonTones)[number];
export type ButtonVariant = (typeof buttonVariants)[number];

const toneStyles = (tone: ButtonTone, variant: ButtonVariant) => {
  const t = vars.tone[tone];
  const enabled = ':not([aria-disabled="true"]):hover';
  switch (variant) {
    case 'solid':
      return {
        background: t.solid,
        color: t.onSolid,
        borderColor: t.solid,
        selectors: { [`&${enabled}`]: { background: t.solidHover, borderColor: t.solidHover } },
      };
    case 'soft':
      return {
        background: t.soft,
        color: t.onSoft,
        borderColor: t.border,
        selectors: { [`&${enabled}`]: { background: t.softHover } },
      };
    case 'ghost':
      return {
        background: 'transparent',
        color: t.onSoft,
        borderColor: 'transparent',
        selectors: { [`&${enabled}`]: { background: t.soft } },
      };
  }
};

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    boxSizing: 'border-box',
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    textAlign: 'center',
    cursor: 'pointer',
    userSelect: 'none',
    // one line where it fits; a label wider than its container (a long label at 320 px) wraps instead of
    // running out of the box (the layout matrix found "Get my shared secrets" past its notice's edge)
    maxWidth: '100%',
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    ':focus-visible': focusRing,
    selectors: {
      '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
    },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
  variants: {
    tone: { brand: {}, neutral: {}, critical: {} },
    variant: { solid: {}, soft: {}, ghost: {} },
    size: {
      sm: {
        minHeight: `calc(${vars.size.control} - ${vars.space.sm})`,
        padding: `${vars.space['2xs']} ${vars.space.sm}`,
        fontSize: vars.font.size.sm,
      },
      md: { minHeight: vars.size.control, padding: `${vars.space.xs} ${vars.space.lg}`, fontSize: vars.font.size.md },
      lg: {
        minHeight: `calc(${vars.size.control} + ${vars.space.sm})`,
        padding: `${vars.space.sm} ${vars.space.xl}`,
        fontSize: vars.font.size.lg,
      },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  compoundVariants: buttonTones.flatMap((tone) =>
    buttonVariants.map((variant) => ({ variants: { tone, variant }, style: toneStyles(tone, variant) })),
  ),
  defaultVariants: { tone: 'brand', variant: 'solid', size: 'md', fullWidth: false },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const pulse = keyframes({ '50%': { opacity: 0.4 } });

/** The busy indicator: a spinning ring, or a slow pulse when the user prefers reduced motion. */
export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '1em',
  height: '1em',
  boxSizing: 'border-box',
  border: `${vars.space['2xs']} solid currentColor`,
  borderRightColor: 'transparent',
  borderRadius: vars.radius.full,
  animation: `${spin} ${vars.motion.duration.slow} linear infinite`,
  '@media': {
    [media.reducedMotion]: {
      animation: `${pulse} calc(${vars.motion.duration.slow} * 6) ${vars.motion.easing.standard} infinite`,
      borderRightColor: 'currentColor',
    },
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
