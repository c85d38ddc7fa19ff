// ScreenShare's styles: the toggle row with its hint, and the fixed mask in the key's monospace.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';

export const root = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space.xs} ${vars.space.sm}` });
export const hint = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

/** the mask as SecretField draws it, in the key's monospace */
export const masked = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.sm, whiteSpace: 'nowrap' });
export const mask = style({ color: vars.color.textMuted, letterSpacing: vars.space['2xs'], userSelect: 'none' });
