// Text: body text in the theme's type scale with semantic tones (never colours), monospace for keys and values,
// truncation or wrapping.
import { createElement, forwardRef, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../private/cx.ts';
import { text } from './Text.css.ts';

export type TextTone = 'neutral' | 'muted' | 'brand' | 'positive' | 'caution' | 'critical' | 'info' | 'inherit';
export type TextSize = 'xs' | 'sm' | 'md' | 'lg' | 'inherit';
export type TextWeight = 'regular' | 'medium' | 'semibold' | 'bold';

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /** element to render: `span` (default), `p`, `div`, `strong`, `small`, `label` … */
  as?: ElementType;
  size?: TextSize;
  tone?: TextTone;
  weight?: TextWeight;
  align?: 'left' | 'center' | 'right';
  /** `mono` for keys, secrets and code-like values */
  font?: 'body' | 'mono';
  /** one line with an ellipsis */
  truncate?: boolean;
  /** let long unbroken strings wrap anywhere */
  breakWord?: boolean;
  children?: ReactNode;
}

/** Body text in the theme's type scale; tones are semantic, never colours. */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  { as = 'span', size, tone, weight, align, font, truncate, breakWord, className, ...rest },
  ref,
) {
  return createElement(as, {
    ...rest,
    ref,
    className: cx(text({ size, tone, weight, align, font, truncate, breakWord }), className),
  });
});
