// Heading: an h1–h4 whose visual size is independent of its level; its ref reaches the element so the runtime can
// focus the page's h1 after an in-place load.
import { createElement, forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../private/cx.ts';
import { heading } from './Heading.css.ts';

export type HeadingLevel = 1 | 2 | 3 | 4;
export type HeadingSize = '3xl' | '2xl' | 'xl' | 'lg' | 'md';

/** Default visual size per level; `size` overrides it so outline and look stay independent. */
const sizeForLevel: Record<HeadingLevel, HeadingSize> = { 1: '3xl', 2: '2xl', 3: 'xl', 4: 'lg' };

export interface HeadingProps extends Omit<HTMLAttributes<HTMLHeadingElement>, 'color'> {
  /** document outline level: h1–h4 */
  level: HeadingLevel;
  /** visual size, independent of the level */
  size?: HeadingSize;
  tone?: 'neutral' | 'brand' | 'muted';
  align?: 'left' | 'center';
  children?: ReactNode;
}

/**
 * A section heading. Refs reach the element so the runtime can move focus to the page's h1
 * (`tabIndex={-1}`) after an in-place load.
 */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level, size, tone, align, className, ...rest },
  ref,
) {
  return createElement(`h${level}`, {
    ...rest,
    ref,
    className: cx(heading({ size: size ?? sizeForLevel[level], tone, align }), className),
  });
});
