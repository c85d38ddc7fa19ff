// ColorSchemeSwitch's styles: a fixed-size pill of three toggle buttons (on the header's colour or on a surface),
// each at least 24 × 24 px.
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/index.ts';
import { focusRing } from '../../theme/focus.css.ts';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css.ts';

export const group = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2xs'],
    padding: vars.space['2xs'],
    borderRadius: vars.radius.full,
    border: '1px solid',
    // a fixed box: the placeholder shown while the switch's chunk loads has the same size (no layout shift)
    boxSizing: 'border-box',
    width: `calc(${vars.size.control} * 2.1 + ${vars.space['2xs']} * 4 + 2px)`,
    height: `calc(${vars.size.control} * 0.7 + ${vars.space['2xs']} * 2 + 2px)`,
  },
  variants: {
    surface: {
      header: { borderColor: vars.color.headerText, color: vars.color.headerText },
      default: { borderColor: vars.color.border, color: vars.color.text },
    },
  },
});

export const option = recipe({
  base: {
    appearance: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    // ≥ 24 × 24 px (WCAG 2.5.8) at any font size
    minWidth: `calc(${vars.size.control} * 0.7)`,
    minHeight: `calc(${vars.size.control} * 0.7)`,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    ':focus-visible': focusRing,
  },
  variants: {
    surface: {
      header: {
        ':focus-visible': { ...focusRing, outlineColor: vars.color.headerText },
        selectors: {
          '&[aria-pressed="true"]': { background: vars.color.headerText, color: vars.color.header },
          '&[aria-pressed="false"]:hover': { boxShadow: `inset 0 0 0 1px ${vars.color.headerText}` },
        },
      },
      default: {
        selectors: {
          '&[aria-pressed="true"]': { background: vars.tone.brand.solid, color: vars.tone.brand.onSolid },
          '&[aria-pressed="false"]:hover': { background: vars.tone.neutral.soft },
        },
      },
    },
  },
});

export const text = visuallyHidden;

export const glyph = style({ fontSize: vars.font.size.md, lineHeight: 1 });
