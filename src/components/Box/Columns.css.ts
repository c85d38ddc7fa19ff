// Columns' styles: the published gap, and each column as two classes — its width (a flex value in a variable)
// and the breakpoint below which it collapses to full width.
import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars, media } from '../../theme/index.ts';

export type CollapseBelow = 'none' | 'sm' | 'md' | 'lg' | 'xl';
export type ColumnWidth = 'fill' | 'content' | '1/2' | '1/3' | '2/3' | '1/4' | '3/4';

const gapVar = createVar();
/** Columns publishes its gap so fractional columns can subtract their share of it. */
export const columnsGap = styleVariants(vars.space, (value) => ({ vars: { [gapVar]: value }, gap: gapVar }));

const fractions: Record<Exclude<ColumnWidth, 'fill' | 'content'>, number> = {
  '1/2': 1 / 2,
  '1/3': 1 / 3,
  '2/3': 2 / 3,
  '1/4': 1 / 4,
  '3/4': 3 / 4,
};

const collapses: CollapseBelow[] = ['none', 'sm', 'md', 'lg', 'xl'];
const widths: ColumnWidth[] = ['fill', 'content', '1/2', '1/3', '2/3', '1/4', '3/4'];

// A column is two classes: its width (the flex value, as a variable) and its collapse point (where that
// flex value applies). 7 + 5 rules instead of one rule per width AND breakpoint (35, each in a media query).
const flexVar = createVar();
/** n fractions summing to 1 fill the row exactly: F·(100% + gap) − gap each. */
const flexOf = (width: ColumnWidth) =>
  width === 'fill'
    ? '1 1 0'
    : width === 'content'
      ? '0 0 auto'
      : `0 0 calc(${fractions[width]} * (100% + ${gapVar}) - ${gapVar})`;
const columnWidth = Object.fromEntries(widths.map((w) => [w, style({ vars: { [flexVar]: flexOf(w) } })])) as Record<
  ColumnWidth,
  string
>;
const sized = { flex: flexVar, minWidth: 0 } as const;
const columnCollapse = Object.fromEntries(
  collapses.map((c) => [
    c,
    c === 'none' ? style(sized) : style({ width: '100%', '@media': { [media[c]]: { width: 'auto', ...sized } } }),
  ]),
) as Record<CollapseBelow, string>;

/** column[collapseBelow][width]: below the breakpoint a column is full width; from it on, its width. */
export const column = Object.fromEntries(
  collapses.map((c) => [c, Object.fromEntries(widths.map((w) => [w, `${columnCollapse[c]} ${columnWidth[w]}`]))]),
) as Record<CollapseBelow, Record<ColumnWidth, string>>;
