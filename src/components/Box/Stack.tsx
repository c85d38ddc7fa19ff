// Stack: children one under another with a theme gap (responsive); as a `ul`/`ol` it drops or keeps the list's
// markers.
import { forwardRef, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import type { Sprinkles, Space } from '../../theme/sprinkles.css.ts';
import { Box } from './Box.tsx';
import { listReset, listWithMarkers } from './Box.css.ts';
import { cx } from '../private/cx.ts';

type Responsive<T> = T | { base?: T; sm?: T; md?: T; lg?: T; xl?: T };

const alignMap = { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch' } as const;
export type StackAlign = keyof typeof alignMap;

export interface StackProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /** gap between children (theme space scale); responsive: `{ base: 'md', lg: 'xl' }` */
  space?: Responsive<Space>;
  /** horizontal alignment of children (default stretch) */
  align?: StackAlign;
  /** element to render; `ul`/`ol` lose bullets and indentation (unless `markers`) */
  as?: ElementType;
  /** a `ul`/`ol` keeps its bullets or numbers, indented for them (a list of links or steps, not layout) */
  markers?: boolean;
  /** extra layout atoms (padding, background …) */
  atoms?: Sprinkles;
  children?: ReactNode;
}

function isList(as: ElementType): boolean {
  return as === 'ul' || as === 'ol';
}

/** Vertical rhythm: children one under another with a theme gap. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { space = 'md', align = 'stretch', as = 'div', markers = false, atoms, className, children, ...rest },
  ref,
) {
  return (
    <Box
      ref={ref}
      as={as}
      display="flex"
      flexDirection="column"
      alignItems={alignMap[align]}
      gap={space}
      {...atoms}
      className={cx(isList(as) && (markers ? listWithMarkers : listReset), className)}
      {...rest}
    >
      {children}
    </Box>
  );
});
