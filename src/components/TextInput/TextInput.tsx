// TextInput: a single-line input in the shared control look; inside a FormField it takes the field's wiring.
import { forwardRef, type InputHTMLAttributes } from 'react';
import { cx } from '../private/cx.ts';
import { fieldControlProps, useFieldControl } from '../FormField/context.ts';
import { control } from '../FormField/FormField.css.ts';
import { fileInput } from './TextInput.css.ts';

export type TextInputType = 'text' | 'email' | 'password' | 'url' | 'tel' | 'number' | 'search' | 'date' | 'file';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  type?: TextInputType;
  /** mark invalid without a FormField (inside one, its errors decide) */
  invalid?: boolean;
}

/** A single-line input. Inside a FormField it picks up id, description, invalid and required state. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { type = 'text', invalid, className, ...rest },
  ref,
) {
  const ctx = useFieldControl();
  const wired = fieldControlProps(ctx, { ...rest, invalid });
  return <input ref={ref} type={type} {...rest} {...wired} className={cx(control, type === 'file' && fileInput, className)} />;
});
