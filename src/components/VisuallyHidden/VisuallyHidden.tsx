// VisuallyHidden: text for assistive technology only (a required mark's text, an icon button's name).
import { createElement, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css.ts';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** element to render (default `span`) */
  as?: ElementType;
  children?: ReactNode;
}

/** Text for assistive technology only (e.g. the accessible text of a required mark or an icon button). */
export function VisuallyHidden({ as = 'span', className, ...rest }: VisuallyHiddenProps) {
  return createElement(as, { ...rest, className: className ? `${visuallyHidden} ${className}` : visuallyHidden });
}
