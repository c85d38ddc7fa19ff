// Textarea: multi-line text, vertically resizable; inside a FormField it takes the field's wiring.
import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { cx } from '../private/cx.ts';
import { fieldControlProps, useFieldControl } from '../FormField/context.ts';
import { control } from '../FormField/FormField.css.ts';
import { textarea } from './Textarea.css.ts';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
}

/** Multi-line text, vertically resizable. Inside a FormField it is wired to label, hint and errors. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { invalid, rows = 4, className, ...rest },
  ref,
) {
  const wired = fieldControlProps(useFieldControl(), { ...rest, invalid });
  return <textarea ref={ref} rows={rows} {...rest} {...wired} className={cx(control, textarea, className)} />;
});
