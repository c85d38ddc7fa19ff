// CopyButton's style: the button and its status region in one inline row.
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'inline-flex', alignItems: 'center' });
