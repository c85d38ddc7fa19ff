// TextInput's extra style: the file input and its themed file-selector button.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';

export const fileInput = style({
  padding: vars.space.xs,
  cursor: 'pointer',
  '::file-selector-button': {
    marginRight: vars.space.sm,
    padding: `${vars.space['2xs']} ${vars.space.sm}`,
    border: `1px solid ${vars.tone.neutral.border}`,
    borderRadius: vars.radius.sm,
    background: vars.tone.neutral.soft,
    color: vars.tone.neutral.onSoft,
    font: 'inherit',
    cursor: 'pointer',
  },
});
