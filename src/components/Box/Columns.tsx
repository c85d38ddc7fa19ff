// Columns and Column: a row of fractional or content-width columns that stacks below a chosen breakpoint.
import { createContext, forwardRef, useContext, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import type { Space } from '../../theme/sprinkles.css.ts';
import { Box } from './Box.tsx';
import { column, columnsGap, type CollapseBelow, type ColumnWidth } from './Columns.css.ts';
import { cx } from '../private/cx.ts';

const CollapseContext = createContext<CollapseBelow>('none');

const alignYMap = { top: 'flex-start', center: 'center', bottom: 'flex-end', stretch: 'stretch' } as const;

export interface ColumnsProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /** gap between columns (and between stacked columns when collapsed) */
  space?: Space;
  /** below this breakpoint the columns stack vertically at full width */
  collapseBelow?: Exclude<CollapseBelow, 'none'>;
  alignY?: keyof typeof alignYMap;
  as?: ElementType;
  /** `<Column>` elements */
  children?: ReactNode;
}

/** A row of `<Column>`s with fractional or content widths that collapses on small screens. */
export const Columns = forwardRef<HTMLElement, ColumnsProps>(function Columns(
  { space = 'lg', collapseBelow, alignY = 'stretch', as = 'div', className, children, ...rest },
  ref,
) {
  const collapse: CollapseBelow = collapseBelow ?? 'none';
  return (
    <CollapseContext.Provider value={collapse}>
      <Box
        ref={ref}
        as={as}
        display="flex"
        flexDirection={collapseBelow ? { base: 'column', [collapseBelow]: 'row' } : 'row'}
        alignItems={collapseBelow ? { base: 'stretch', [collapseBelow]: alignYMap[alignY] } : alignYMap[alignY]}
        className={cx(columnsGap[space], className)}
        {...rest}
      >
        {children}
      </Box>
    </CollapseContext.Provider>
  );
});

export interface ColumnProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /** `fill` shares the remaining room (default); `content` fits its content; fractions of the row */
  width?: ColumnWidth;
  as?: ElementType;
  children?: ReactNode;
}

export const Column = forwardRef<HTMLElement, ColumnProps>(function Column(
  { width = 'fill', as = 'div', className, children, ...rest },
  ref,
) {
  const collapse = useContext(CollapseContext);
  return (
    <Box ref={ref} as={as} className={cx(column[collapse][width], className)} {...rest}>
      {children}
    </Box>
  );
});
