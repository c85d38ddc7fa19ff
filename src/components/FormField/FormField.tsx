// FormField: label + one control + hint + errors, the control wired through context (id, aria-describedby,
// aria-invalid, aria-required).
import { type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../private/cx.ts';
import * as styles from './FormField.css.ts';
import { FieldContext, joinIds } from './context.ts';
import { ErrorList, Hint, RequiredMark } from './FieldMessages.tsx';
import { useUniqueId } from '../UniqueId/index.ts';

export interface FormFieldLabels {
  /** accessible text of the required mark, e.g. "required" */
  required: string;
}

export interface FormFieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  label: ReactNode;
  /** the control's id; generated when absent */
  controlId?: string;
  required?: boolean;
  /** help text under the label (the server's `.descr`) */
  hint?: ReactNode;
  /** the server's validation messages for this field */
  errors?: readonly string[];
  /** needed when `required` is set */
  labels?: FormFieldLabels;
  /** the visible required mark (default `*`) */
  requiredMark?: string;
  /** `after` puts the label after the control (checkbox, radio) */
  labelPosition?: 'before' | 'after';
  /** one control (TextInput, Select, Textarea, PasswordInput, Checkbox …): it is wired up through context */
  children: ReactNode;
}

/**
 * Label + control + hint + errors, wired for assistive technology: the label names the control, the hint
 * and the error list describe it (`aria-describedby`), errors set `aria-invalid`, required sets
 * `aria-required` and shows a mark whose accessible text comes from `labels.required`.
 */
export function FormField({
  label,
  controlId,
  required = false,
  hint,
  errors = [],
  labels,
  requiredMark,
  labelPosition = 'before',
  children,
  className,
  ...rest
}: FormFieldProps) {
  const generated = useUniqueId();
  const id = controlId ?? `field${generated.replace(/:/g, '')}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-errors`;
  const hasHint = hint != null && hint !== '';
  const invalid = errors.length > 0;
  const describedBy = joinIds(invalid && errorId, hasHint && hintId);
  const mark = required && labels ? <RequiredMark label={labels.required} mark={requiredMark} /> : null;

  const context = { id, describedBy, invalid, required };
  const labelEl = (
    <label htmlFor={id} className={labelPosition === 'after' ? styles.inlineLabel : styles.label}>
      {label}
      {mark}
    </label>
  );
  return (
    <FieldContext.Provider value={context}>
      <div {...rest} className={cx(styles.field, className)} data-invalid={invalid ? '' : undefined}>
        {labelPosition === 'after' ? (
          <div className={styles.inlineRow}>
            {children}
            {labelEl}
          </div>
        ) : (
          <>
            {labelEl}
            {hasHint ? <Hint id={hintId}>{hint}</Hint> : null}
            {invalid ? <ErrorList id={errorId} errors={errors} /> : null}
            {children}
          </>
        )}
        {labelPosition === 'after' && hasHint ? <Hint id={hintId}>{hint}</Hint> : null}
        {labelPosition === 'after' && invalid ? <ErrorList id={errorId} errors={errors} /> : null}
      </div>
    </FieldContext.Provider>
  );
}
