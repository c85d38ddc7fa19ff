// Select: a themed native select (options as data or children); inside a FormField it takes the field's wiring.
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cx } from '../private/cx.ts';
import { fieldControlProps, useFieldControl } from '../FormField/context.ts';
import { control } from '../FormField/FormField.css.ts';
import * as styles from './Select.css.ts';

export interface SelectOption {
  label: string;
  value: string;
  disabled?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** options as data; or pass `<option>` children */
  options?: readonly SelectOption[];
  invalid?: boolean;
}

/** A native select (keyboard, mobile pickers and form submission all native), themed. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { options, invalid, className, children, ...rest },
  ref,
) {
  const wired = fieldControlProps(useFieldControl(), { ...rest, invalid });
  return (
    <span className={styles.wrapper}>
      <select ref={ref} {...rest} {...wired} className={cx(control, styles.select, className)}>
        {options
          ? options.map((o, i) => (
              <option key={`${o.value}-${i}`} value={o.value} disabled={o.disabled}>
                {o.label}
              </option>
            ))
          : children}
      </select>
      {rest.multiple ? null : (
        <span className={styles.chevron} aria-hidden="true">
          <svg
            viewBox="0 0 16 16"
            width="1em"
            height="1em"
            focusable="false"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M4 6l4 4 4-4" />
          </svg>
        </span>
      )}
    </span>
  );
});
