// AccountForm's style: the password checklist's room below its field (ServerForm's after-field slot).
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';

/** the password checklist sits in ServerForm's after-field slot: a little room between it and the field */
export const checklist = style({ marginBlockStart: vars.space.sm });
