// StatusBadge: a compact status label whose text carries the meaning; tone and dot (guessed from the text unless
// given) only reinforce it.
import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../private/cx.ts';
import { badge, dot } from './StatusBadge.css.ts';
import { statusTone, type StatusTone } from './statusTone.ts';

export interface StatusBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** the status text exactly as the server printed it */
  children: string;
  /** the tone; defaults to `statusTone(children)` */
  tone?: StatusTone;
}

/** A compact status label. The text itself carries the meaning; tone and dot only reinforce it. */
export const StatusBadge = forwardRef<HTMLSpanElement, StatusBadgeProps>(function StatusBadge(
  { children, tone, className, ...rest },
  ref,
) {
  const resolved = tone ?? statusTone(children);
  return (
    <span ref={ref} {...rest} className={cx(badge({ tone: resolved }), className)} data-tone={resolved}>
      <span className={dot({ tone: resolved })} aria-hidden="true" />
      {children}
    </span>
  );
});
