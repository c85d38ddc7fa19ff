// Container: centres content at the theme's maximum (or reading) width with responsive side padding.
import { createElement, forwardRef, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../private/cx.ts';
import { container } from './Container.css.ts';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** `container` (default, `vars.size.container`), `measure` (reading width for prose) or `full` */
  width?: 'container' | 'measure' | 'full';
  /** side padding (default true) */
  gutter?: boolean;
  as?: ElementType;
  children?: ReactNode;
}

/** Centres content at the theme's maximum width with responsive side padding. */
export const Container = forwardRef<HTMLElement, ContainerProps>(function Container(
  { width, gutter, as = 'div', className, ...rest },
  ref,
) {
  return createElement(as, { ...rest, ref, className: cx(container({ width, gutter }), className) });
});
