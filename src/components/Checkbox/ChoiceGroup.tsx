// ChoiceGroup: a set of checkboxes or radios as a fieldset whose legend names the group and whose hint and
// errors describe it.
import { type FieldsetHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../private/cx.ts';
import { FieldContext, joinIds } from '../FormField/context.ts';
import { ErrorList, Hint, RequiredMark } from '../FormField/FieldMessages.tsx';
import * as styles from './Checkbox.css.ts';
import { useUniqueId } from '../UniqueId/index.ts';

export interface ChoiceGroupProps extends Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'children'> {
  /** the group's question; without it the options are grouped visually only (each has its own label) */
  legend?: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  errors?: readonly string[];
  /** accessible text of the required mark */
  labels?: { required: string };
  orientation?: 'vertical' | 'horizontal';
  /** Checkbox or Radio elements with their own labels */
  children: ReactNode;
}

/**
 * A set of checkboxes or radios: a fieldset whose legend names the group and whose hint and errors describe
 * it; the options are marked invalid together. Without a legend it is a plain wrapper (no unnamed group).
 */
export function ChoiceGroup({
  legend,
  required = false,
  hint,
  errors = [],
  labels,
  orientation = 'vertical',
  children,
  className,
  ...rest
}: ChoiceGroupProps) {
  const id = `group${useUniqueId().replace(/:/g, '')}`;
  const invalid = errors.length > 0;
  const hasHint = hint != null && hint !== '';
  const describedBy = joinIds(invalid && `${id}-errors`, hasHint && `${id}-hint`);
  const body = (
    <>
      {hasHint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {invalid ? <ErrorList id={`${id}-errors`} errors={errors} /> : null}
      <FieldContext.Provider value={{ invalid, required: false }}>
        <div className={cx(styles.options, orientation === 'horizontal' ? styles.horizontal : styles.vertical)}>{children}</div>
      </FieldContext.Provider>
    </>
  );
  if (legend == null) {
    return (
      <div className={cx(styles.group, className)} data-invalid={invalid ? '' : undefined}>
        {body}
      </div>
    );
  }
  return (
    <fieldset
      {...rest}
      aria-describedby={describedBy}
      className={cx(styles.group, className)}
      data-invalid={invalid ? '' : undefined}
    >
      <legend className={styles.legend}>
        {legend}
        {required && labels ? <RequiredMark label={labels.required} /> : null}
      </legend>
      {body}
    </fieldset>
  );
}
