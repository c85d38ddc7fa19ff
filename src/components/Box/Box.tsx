// Box: the layout primitive — any element, styled only through the theme's atoms (sprinkles), and the helper
// that splits atoms from an element's own attributes.
import { createElement, forwardRef, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../../theme/atoms.ts';
import { cx } from '../private/cx.ts';

export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles | 'color'> & {
    /** the element to render (default `div`) */
    as?: ElementType;
    children?: ReactNode;
  };

/** Splits layout atoms (sprinkles) from the element's own attributes. */
export function splitSprinkles<P extends Record<string, unknown>>(props: P): { atoms: Sprinkles; rest: Record<string, unknown> } {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest };
}

/**
 * The layout primitive: any element, styled only through theme-backed atoms
 * (`padding="lg"`, `display={{ base: 'block', md: 'flex' }}`, `background="surfaceRaised"` …).
 */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as = 'div', className, ...props }, ref) {
  const { atoms, rest } = splitSprinkles(props);
  const atomClass = sprinkles(atoms);
  return createElement(as, { ...rest, ref, className: cx(atomClass, className) });
});
