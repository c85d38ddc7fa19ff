import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/index.ts';

const focus = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

export const container = style({
  width: '100%',
  maxWidth: vars.size.container,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  boxSizing: 'border-box',
  '@media': { [media.md]: { paddingInline: vars.space.lg } },
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: vars.space.sm,
  zIndex: 10,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.link,
  fontWeight: vars.font.weight.semibold,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none', ...focus },
  },
});

export const header = style({
  backgroundColor: vars.color.header,
  color: vars.color.headerText,
});

export const userBar = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});

export const userBarInner = style({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  minHeight: vars.size.control,
  gap: vars.space.md,
});

export const userNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const signOut = style({});

export const masthead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  marginInlineEnd: 'auto',
  color: 'inherit',
  textDecoration: 'none',
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focus },
});

export const logoImage = style({
  display: 'block',
  maxHeight: `calc(${vars.size.control} * 1.25)`,
  width: 'auto',
});

export const menuToggle = style({
  '@media': { [media.md]: { display: 'none' } },
});

export const menu = style({
  display: 'none',
  flexBasis: '100%',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlockEnd: vars.space.sm,
  '@media': {
    [media.md]: {
      display: 'flex',
      flexBasis: 'auto',
      flexDirection: 'row',
      alignItems: 'center',
      gap: vars.space.lg,
      paddingBlockEnd: 0,
    },
  },
});

export const menuOpen = style({
  display: 'flex',
});

export const search = style({
  margin: 0,
});

export const searchInput = style({
  minWidth: 0,
  width: '100%',
  '@media': { [media.md]: { width: `calc(${vars.size.sidebar} * 0.75)` } },
});

export const main = style({
  flex: '1 0 auto',
  paddingBlock: vars.space.xl,
  selectors: { '&:focus': { outline: 'none' } },
});

export const mainInner = style({
  display: 'grid',
  gap: vars.space.lg,
});

export const accountNavs = style({
  display: 'grid',
  gap: vars.space.sm,
});

export const footer = style({
  borderBlockStart: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  paddingBlock: vars.space.lg,
  fontSize: vars.font.size.sm,
});

export const footerInner = style({
  display: 'grid',
  gap: vars.space.md,
});

export const copyright = style({
  display: 'grid',
  gap: vars.space.xs,
});

export const template = style({});

globalStyle(`${template} a:focus-visible, ${template} button:focus-visible`, focus);
