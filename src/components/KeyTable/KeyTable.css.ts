// KeyTable's styles: the limits list, actions, badges and created cells, the preferred column widths, and the
// widths that line up several plans' tables on one page.
import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/index.ts';

export const limits = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'start',
  gap: `${vars.space['2xs']} ${vars.space.sm}`,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const limitLabel = style({ color: vars.color.textMuted });
/** a limit name longer than LIMIT_LABEL_NOWRAP_MAX characters (e.g. a method's path): may wrap, see `roomy` */
export const limitLabelLong = style({});
export const limitValue = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
globalStyle(`${actions} > *`, { whiteSpace: 'nowrap' });

/**
 * A table without a secret column has room to spare at `xl`: a limit's name on one line (a wrapped "Calls
 * per second" doubled every row's height; a name over LIMIT_LABEL_NOWRAP_MAX characters, e.g. a method's
 * path, still wraps at word breaks) and a row's actions side by side ("View Report" over "Delete This Key"
 * made every row a line higher than its limits); the automatic layout widens their columns. With secrets
 * shown beside the keys the same would run past a 1280 px page (the layout matrix measured 1,359 px), so
 * there they wrap as before.
 */
export const roomy = style({});
export const limitRow = style({ display: 'contents' });

/** cells start at the top (a row mixes one-line values with the limits list and the buttons) */
export const table = style({});
// Words wrap whole (a limit such as "GET /v1/streams" broke mid-word), and a key or secret stays on one
// line: the columns below are preferred widths (automatic layout), so a column is never narrower than its
// longest key — a 20-character key broke in two in a fixed 24 % column at 1280 px (hold-out round 3),
// and the portal's own keys are 24 characters.
globalStyle(`${table} td, ${table} th`, { verticalAlign: 'top', overflowWrap: 'break-word' });
globalStyle(`${table} td [data-key-value]`, { whiteSpace: 'nowrap', overflowWrap: 'normal' });
// … with its Copy / Show buttons beside it, and a button's label on one line
globalStyle(`${table} td [role="group"], ${table} td [data-key-line]`, { flexWrap: 'nowrap' });

/** preferred column widths (100 % in all): plans' tables line up unless one holds a longer key */
export const col = {
  application: style({ width: '14%' }),
  key: style({ width: '24%' }),
  secret: style({ width: '17%' }),
  status: style({ width: '10%' }),
  created: style({ width: '11%' }),
  limits: style({ width: '14%' }),
  actions: style({ width: '10%' }),
};

/** a status and a "Rotation due" badge side by side (under each other when the column is narrow) */
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2xs'] });
/** the created date, then the key's age */
export const created = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.xs });
export const age = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });

// ─── aligned tables (issue 35): several plans' tables with the same column widths ────────────────────────────
// Every plan's table gets the same preferred widths, and its key and secret columns the width of the PAGE's
// longest key / secret (not the table's) — that many monospace characters (≈ 0.65 em each at the key's
// size) plus the buttons beside them — so a table whose own keys are shorter still has the same columns.
// The layout stays automatic (the reason above): a column is never narrower than what it holds; a fixed
// layout made the widths exact but clipped the key column where the estimate fell short (layout matrix).
const keyChars = createVar();
const secretChars = createVar();
// how many buttons stand beside a key / a secret (none where the server masked them: nothing to copy)
const keyButtons = createVar();
const secretButtons = createVar();
// the page's longest limit name (up to LIMIT_LABEL_NOWRAP_MAX) plus its longest value, in characters; its
// longest status
const limitChars = createVar();
const statusChars = createVar();
/** the custom properties' names, for the table's inline style */
export const keyCharsProperty = keyChars.slice(4, -1);
export const secretCharsProperty = secretChars.slice(4, -1);
export const keyButtonsProperty = keyButtons.slice(4, -1);
export const secretButtonsProperty = secretButtons.slice(4, -1);
export const limitCharsProperty = limitChars.slice(4, -1);
export const statusCharsProperty = statusChars.slice(4, -1);
export const aligned = style({});
// (a labelled button such as "Copy" is wider than a square control: 1.5 controls each; the cell's padding
// on both sides; the layout matrix measured a 24-character key 24 px wider than 0.62 em + 1 control + md)
const charsWide = (chars: string, buttons: string) =>
  `calc(${chars} * 0.65em + ${buttons} * 1.5 * ${vars.size.control} + 2 * ${vars.space.md})`;
globalStyle(`${aligned} th.${col.key}`, {
  '@media': { [media.xl]: { width: `max(24%, ${charsWide(keyChars, keyButtons)})` } },
});
globalStyle(`${aligned} th.${col.secret}`, {
  '@media': { [media.xl]: { width: `max(17%, ${charsWide(secretChars, secretButtons)})` } },
});
// The limits list at least as wide as the page's longest name and value would make it (1ch a character: a
// digit exactly with tabular figures, a letter of the text font somewhat less), so a plan whose values are
// longer ("100,000" beside "5,000") does not widen its own table's column and shift the others.
globalStyle(`${aligned}.${roomy} .${limits}`, {
  '@media': { [media.xl]: { minWidth: `calc(${limitChars} * 1ch + ${vars.space.sm})` } },
});
globalStyle(`${roomy} .${limitLabel}`, { '@media': { [media.xl]: { whiteSpace: 'nowrap' } } });
globalStyle(`${roomy} .${limitLabelLong}`, { '@media': { [media.xl]: { whiteSpace: 'normal' } } });
globalStyle(`${roomy} .${actions} > *`, { '@media': { [media.xl]: { flexWrap: 'nowrap' } } });
// … and the status badge as wide as the page's longest status would make it (its text, gap, dot, padding
// and border: StatusBadge.css.ts), so a "waiting" key in one plan does not widen that plan's column alone
globalStyle(`${aligned} .${badges}`, {
  '@media': {
    [media.xl]: { minWidth: `calc(${statusChars} * 1ch + ${vars.space.xs} + 3 * ${vars.space.sm} + 2px)` },
  },
});

/** many keys: smaller rows (the buttons inside keep their own ≥ 24 px height) */
export const compact = style({});
globalStyle(`${compact} > tbody > tr > td, ${compact} > tbody > tr > th`, {
  '@media': { [media.xl]: { paddingTop: vars.space['2xs'], paddingBottom: vars.space['2xs'], verticalAlign: 'middle' } },
});

/** a class per column on its body cells: where a compact card places each cell */
export const cell = {
  application: style({}),
  key: style({}),
  secret: style({}),
  status: style({}),
  created: style({}),
  limits: style({}),
  actions: style({}),
};
// Many keys below `xl` (stacked cards): a smaller card per key — the application and its status on one line,
// the key under them without its label, created and limits as label–value lines, the actions side by side
// without a label (25 keys were 8,500 px tall at 390 px). The labels stay the cells' column headers for
// assistive technology (the table keeps its roles); only the visible "Application", "Status", "Key" and
// "Actions" words go. (`.x.x` outweighs Table's stacked rules whatever the stylesheet order.)
const narrow = `not ${media.xl}`;
const card = `${compact}.${compact} > tbody > tr`;
globalStyle(card, {
  '@media': {
    [narrow]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      columnGap: vars.space.sm,
      rowGap: vars.space['2xs'],
      padding: `${vars.space.xs} ${vars.space.sm}`,
    },
  },
});
globalStyle(`${card} > *`, { '@media': { [narrow]: { gridColumn: '1 / -1', padding: 0 } } });
globalStyle(`${card} > .${cell.application}`, { '@media': { [narrow]: { gridColumn: '1', display: 'block' } } });
globalStyle(`${card} > .${cell.status}`, {
  '@media': { [narrow]: { gridColumn: '2', gridRow: '1', display: 'block', justifySelf: 'end' } },
});
globalStyle(`${card} > .${cell.key}, ${card} > .${cell.actions}`, {
  '@media': { [narrow]: { display: 'block' } },
});
globalStyle([cell.application, cell.status, cell.key, cell.actions].map((c) => `${card} > .${c}::before`).join(', '), {
  '@media': { [narrow]: { content: 'none' } },
});
globalStyle(`${card} > .${cell.actions} .${actions} > *`, { '@media': { [narrow]: { flexWrap: 'nowrap' } } });
