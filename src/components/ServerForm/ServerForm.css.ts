// ServerForm's styles: the form, its fieldset and legend, and the column of fields at reading width.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });
export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
export const legend = style({
  padding: 0,
  marginBottom: vars.space.md,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.tight,
});
export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: vars.size.measure });

/**
 * A help link with no words of the help around it (a help block that is only "Read the terms") stands on a
 * line of its own: a control, so at least 24 px high (WCAG 2.5.8; a link inside a sentence keeps the line's
 * height under the criterion's inline exception).
 */
export const helpLinkAlone = style({ display: 'inline-flex', alignItems: 'center', minBlockSize: '24px' });
