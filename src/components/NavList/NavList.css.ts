// NavList's styles: vertical and horizontal lists, nested items, the links (header colours included), sub-menu
// toggles and panels.
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars, media } from '../../theme/index.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const list = recipe({
  base: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', fontFamily: vars.font.family.body },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column', gap: vars.space['2xs'] },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs },
    },
  },
});

export const nested = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  marginTop: vars.space['2xs'],
});

export const item = style({ position: 'relative' });

export const itemRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['2xs'] });

export const link = recipe({
  base: {
    display: 'block',
    borderRadius: vars.radius.md,
    textDecoration: 'none',
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    ':focus-visible': focusRing,
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
  variants: {
    orientation: {
      vertical: {
        padding: `${vars.space.xs} ${vars.space.md}`,
        borderLeft: `${vars.space['2xs']} solid transparent`,
        borderTopLeftRadius: 0,
        borderBottomLeftRadius: 0,
      },
      horizontal: { padding: `${vars.space.xs} ${vars.space.md}` },
    },
    surface: {
      default: { color: vars.color.text, ':hover': { background: vars.tone.neutral.soft, color: vars.color.text } },
      header: { color: vars.color.headerText, ':hover': { textDecoration: 'underline', color: vars.color.headerText } },
    },
    active: { true: { fontWeight: vars.font.weight.semibold }, false: {} },
  },
  compoundVariants: [
    {
      variants: { surface: 'default', active: true },
      style: {
        background: vars.tone.brand.soft,
        color: vars.tone.brand.onSoft,
        ':hover': { background: vars.tone.brand.softHover, color: vars.tone.brand.onSoft },
      },
    },
    {
      variants: { surface: 'default', active: true, orientation: 'vertical' },
      style: { borderLeftColor: vars.tone.brand.solid },
    },
    {
      variants: { surface: 'header', active: true },
      style: { textDecoration: 'underline', textDecorationThickness: vars.space['2xs'], textUnderlineOffset: vars.space.xs },
    },
  ],
  defaultVariants: { orientation: 'vertical', surface: 'default', active: false },
});

export const toggle = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: `calc(${vars.size.control} * 0.75)`,
    minHeight: `calc(${vars.size.control} * 0.75)`,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.md,
    background: 'transparent',
    cursor: 'pointer',
    ':focus-visible': focusRing,
  },
  variants: {
    surface: {
      default: { color: vars.color.text, ':hover': { background: vars.tone.neutral.soft } },
      header: { color: vars.color.headerText, ':hover': { background: 'transparent', textDecoration: 'underline' } },
    },
  },
  defaultVariants: { surface: 'default' },
});

export const chevron = style({
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

/** Horizontal sub-menus open as a panel under their parent. */
export const panel = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: 10,
  minWidth: vars.size.sidebar,
  marginTop: vars.space.xs,
  padding: vars.space.xs,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  // `display: flex` would override the UA's `[hidden] { display: none }`: a closed panel must stay hidden
  selectors: { '&[hidden]': { display: 'none' } },
});
