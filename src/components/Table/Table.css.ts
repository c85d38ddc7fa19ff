// Table's styles: the scroll region, table, caption, cells and stripes, and the stacked mode where each row is a
// block of "label value" lines below a breakpoint.
import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars, media } from '../../theme/index.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const scroller = style({
  maxWidth: '100%',
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  ':focus-visible': focusRing,
});

export const table = recipe({
  base: {
    width: '100%',
    borderCollapse: 'collapse',
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    density: { compact: {}, comfortable: {} },
    striped: { true: {}, false: {} },
  },
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'left',
  paddingBottom: vars.space.sm,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.md,
  color: vars.color.text,
});

export const cell = recipe({
  base: { borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top', overflowWrap: 'anywhere' },
  variants: {
    density: {
      compact: { padding: `${vars.space.xs} ${vars.space.sm}` },
      comfortable: { padding: `${vars.space.sm} ${vars.space.md}` },
    },
    align: { start: { textAlign: 'left' }, center: { textAlign: 'center' }, end: { textAlign: 'right' } },
  },
});

export const headCell = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  whiteSpace: 'nowrap',
});

export const rowHeaderCell = style({ fontWeight: vars.font.weight.semibold });

export const stripedRow = style({ selectors: { '&:nth-child(even)': { background: vars.color.surfaceSunken } } });

export const emptyCell = style({ color: vars.color.textMuted, textAlign: 'center' });

/**
 * Stacked mode: below `md` every row is a bordered block and every cell a "label value" line (the label
 * comes from the cell's `data-label`); from `md` on it is a normal table. The stacked rules apply only below
 * `md` (`not screen and (min-width: md)`: the exact complement of `media.md`, print included), so nothing
 * has to be reset to table defaults from `md` on. The component adds explicit table roles in this mode,
 * because `display: block` drops table semantics in some browsers. `stackBelow` makes those rules for a
 * breakpoint (`not <media>`: its exact complement).
 */
function stackBelow(from: string): string {
  const narrow = `not ${from}`;
  const cls = style({ '@media': { [narrow]: { display: 'block' } } });
  globalStyle(`${cls} > caption`, { '@media': { [narrow]: { display: 'block' } } });
  globalStyle(`${cls} > thead`, {
    '@media': {
      [narrow]: {
        position: 'absolute',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        clipPath: 'inset(50%)',
        whiteSpace: 'nowrap',
      },
    },
  });
  globalStyle(`${cls} > tbody`, { '@media': { [narrow]: { display: 'block' } } });
  globalStyle(`${cls} > tbody > tr`, {
    '@media': {
      [narrow]: {
        display: 'block',
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.md,
        marginBottom: vars.space.sm,
        padding: vars.space.xs,
      },
    },
  });
  globalStyle(`${cls} > tbody > tr > *`, {
    textAlign: 'left',
    '@media': {
      [narrow]: {
        display: 'grid',
        // a third for the label (header texts are short), two for the value; `wideColumns` put the value
        // under the label
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
        columnGap: vars.space.md,
        borderBottom: 0,
      },
    },
  });
  // a wide column's value under its label, on the row's whole width (a key must not break mid-key)
  globalStyle(`${cls} > tbody > tr > [data-wide]`, {
    '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: vars.space['2xs'] } },
  });
  globalStyle(`${cls} > tbody > tr > [data-label]::before`, {
    '@media': { [narrow]: { content: 'attr(data-label)', fontWeight: vars.font.weight.semibold, color: vars.color.textMuted } },
  });
  return cls;
}
export const stacked = stackBelow(media.md);
/**
 * the same from `lg`: a dense table of many columns (KeyTable: seven) is cramped at 768 px (a status badge
 * wider than its 10 % column); it stays cards up to `lg`
 */
export const stackedToLg = stackBelow(media.lg);
/** … and from `xl`: KeyTable (seven columns, keys on one line: at 1024 px they ran past the page's edge) */
export const stackedToXl = stackBelow(media.xl);

/** fixed column widths from `md` on (below it a stacked table is blocks anyway) */
export const fixedLayout = style({ '@media': { [media.md]: { tableLayout: 'fixed', width: '100%' } } });
export const fixedLayoutLg = style({ '@media': { [media.lg]: { tableLayout: 'fixed', width: '100%' } } });
