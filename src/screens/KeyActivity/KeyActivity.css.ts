import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';

export const dateForm = style({ margin: 0 });

/** the previous charts stay while a new period loads, dimmed so the change is visible */
export const updating = style({
  opacity: 0.6,
  transition: `opacity ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const chartSkeleton = style({ height: `calc(${vars.space['3xl']} * 5)` });
export const barSkeleton = style({ height: `calc(${vars.space['3xl']} * 3)` });

/** where the portal's own report scripts draw (their markup, their styles) */
export const legacy = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
  overflowX: 'auto',
});
