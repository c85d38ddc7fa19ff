import { style } from '@vanilla-extract/css';

export const root = style({ display: 'inline-flex', alignItems: 'center' });
