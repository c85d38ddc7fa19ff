// Textarea's style: vertically resizable, at least two and a half controls high.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';

export const textarea = style({ resize: 'vertical', minHeight: `calc(${vars.size.control} * 2.5)` });
