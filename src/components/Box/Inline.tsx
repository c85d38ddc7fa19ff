// Inline: children side by side (buttons, badges, meta data) with a theme gap, wrapping as needed and optionally
// stacking on small screens.
import { forwardRef, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import type { Sprinkles, Space } from '../../theme/sprinkles.css.ts';
import { Box } from './Box.tsx';
import { listReset } from './Box.css.ts';
import { cx } from '../private/cx.ts';

type Responsive<T> = T | { base?: T; sm?: T; md?: T; lg?: T; xl?: T };

const alignXMap = { left: 'flex-start', center: 'center', right: 'flex-end', between: 'space-between' } as const;
const alignYMap = { top: 'flex-start', center: 'center', bottom: 'flex-end', baseline: 'baseline', stretch: 'stretch' } as const;
export type InlineAlign = keyof typeof alignXMap;
export type InlineAlignY = keyof typeof alignYMap;

export interface InlineProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /** gap between children, horizontally and between wrapped rows */
  space?: Responsive<Space>;
  align?: InlineAlign;
  alignY?: InlineAlignY;
  /** wrap onto several rows when there is no room (default true) */
  wrap?: boolean;
  /** stack the children vertically below this breakpoint (small screens) */
  collapseBelow?: 'sm' | 'md' | 'lg' | 'xl';
  as?: ElementType;
  atoms?: Sprinkles;
  children?: ReactNode;
}

/** Children side by side (buttons, badges, meta data), wrapping as needed. */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  {
    space = 'sm',
    align = 'left',
    alignY = 'center',
    wrap = true,
    collapseBelow,
    as = 'div',
    atoms,
    className,
    children,
    ...rest
  },
  ref,
) {
  const direction = collapseBelow ? ({ base: 'column', [collapseBelow]: 'row' } as const) : 'row';
  const alignItems = collapseBelow ? { base: 'stretch' as const, [collapseBelow]: alignYMap[alignY] } : alignYMap[alignY];
  return (
    <Box
      ref={ref}
      as={as}
      display="flex"
      flexDirection={direction}
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      justifyContent={alignXMap[align]}
      alignItems={alignItems}
      gap={space}
      {...atoms}
      className={cx((as === 'ul' || as === 'ol') && listReset, className)}
      {...rest}
    >
      {children}
    </Box>
  );
});
