// The account area's styles: the section tabs with the public-profile link beside them, and the settings list
// with the danger action beside the page.
import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/index.ts';
import { focusRing } from '../../theme/focus.css.ts';

/** the sections and the profile link on one line (the link below them when the line is too short) */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** the tab row: its own border is the row's */
export const sections = style({ minWidth: 0, maxWidth: '100%' });
globalStyle(`${sections} > ul`, { borderBottom: 0 });

/** View My Public Profile: a full target (it was 19 px high, issue 34 item 6) */
export const profile = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  marginBottom: vars.space.xs,
  color: vars.color.link,
  textDecoration: 'none',
  textUnderlineOffset: vars.space['2xs'],
  borderRadius: vars.radius.sm,
  // below md on a line of its own, arrived or pending alike (the tabs and the link do not share 320 px:
  // a link that wrapped only when it arrived moved the page)
  flexBasis: '100%',
  '@media': { [media.md]: { flexBasis: 'auto' } },
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRing },
});

/** the settings list, then the danger action */
export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** Remove Membership: set apart from the list */
export const danger = style({ paddingTop: vars.space.md, borderTop: `1px solid ${vars.color.border}` });

/** the page beside the list: its parts spaced as the layout spaces them */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
