import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars, media } from '../../theme/index.ts';

/** Lists rendered by Stack/Inline lose their bullets and indentation (they are layout, not prose). */
export const listReset = style({ listStyle: 'none', margin: 0, padding: 0 });

/** Lets an Inline/Columns child shrink below its content width (long keys, URLs). */
export const shrinkable = style({ minWidth: 0 });

export type CollapseBelow = 'none' | 'sm' | 'md' | 'lg' | 'xl';
export type ColumnWidth = 'fill' | 'content' | '1/2' | '1/3' | '2/3' | '1/4' | '3/4';

const gapVar = createVar();
/** Columns publishes its gap so fractional columns can subtract their share of it. */
export const columnsGap = styleVariants(vars.space, (value) => ({ vars: { [gapVar]: value }, columnGap: value, rowGap: value }));

const fractions: Record<Exclude<ColumnWidth, 'fill' | 'content'>, number> = {
  '1/2': 1 / 2, '1/3': 1 / 3, '2/3': 2 / 3, '1/4': 1 / 4, '3/4': 3 / 4,
};

function widthRule(width: ColumnWidth) {
  if (width === 'fill') return { flex: '1 1 0', minWidth: 0 };
  if (width === 'content') return { flex: '0 0 auto' };
  // n fractions summing to 1 fill the row exactly: F·(100% + gap) − gap each.
  const f = fractions[width];
  return { flex: `0 0 calc(${f} * (100% + ${gapVar}) - ${gapVar})`, minWidth: 0 };
}

const collapses: CollapseBelow[] = ['none', 'sm', 'md', 'lg', 'xl'];
const widths: ColumnWidth[] = ['fill', 'content', '1/2', '1/3', '2/3', '1/4', '3/4'];

/** column[collapseBelow][width]: below the breakpoint a column is full width; from it on, its width. */
export const column = Object.fromEntries(
  collapses.map((c) => [
    c,
    Object.fromEntries(
      widths.map((w) => [
        w,
        c === 'none'
          ? style(widthRule(w))
          : style({ width: '100%', '@media': { [media[c]]: { width: 'auto', ...widthRule(w) } } }),
      ]),
    ),
  ]),
) as Record<CollapseBelow, Record<ColumnWidth, string>>;
