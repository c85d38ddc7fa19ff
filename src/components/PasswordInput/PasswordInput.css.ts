// PasswordInput's styles: the input and its show/hide button on one row.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';

export const wrapper = style({ display: 'flex', alignItems: 'stretch', gap: vars.space.xs, width: '100%' });
export const input = style({ flex: '1 1 auto', minWidth: 0 });
