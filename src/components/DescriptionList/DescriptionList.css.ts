// DescriptionList's styles: stacked rows, or one grid whose rows share its columns (subgrid) so every label
// lines up; optional dividers.
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars, media } from '../../theme/index.ts';

// Horizontal: one grid on the <dl>, rows take both columns through subgrid so every label lines up.
const gridList = { display: 'grid', gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)', columnGap: vars.space.xl } as const;
const gridRow = { display: 'grid', gridColumn: '1 / -1', gridTemplateColumns: 'subgrid', alignItems: 'baseline' } as const;

export const list = recipe({
  base: {
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    rowGap: vars.space.sm,
    fontFamily: vars.font.family.body,
    color: vars.color.text,
  },
  variants: {
    layout: {
      stacked: {},
      horizontal: gridList,
      responsive: { '@media': { [media.md]: gridList } },
    },
  },
});

// Rows set only their row gap (label above value when stacked): a `gap` shorthand here would also set the
// column gap of the horizontal subgrid, overriding the list's, and the label would touch its value.
export const row = recipe({
  base: { display: 'flex', flexDirection: 'column', rowGap: vars.space['2xs'], minWidth: 0 },
  variants: {
    layout: {
      stacked: {},
      horizontal: gridRow,
      responsive: { '@media': { [media.md]: gridRow } },
    },
    dividers: { true: { borderBottom: `1px solid ${vars.color.border}`, paddingBottom: vars.space.sm }, false: {} },
  },
});

export const term = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});
export const details = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere', lineHeight: vars.font.lineHeight.normal });
