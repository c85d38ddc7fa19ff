import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const plainValue = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
  wordBreak: 'break-all',
});
