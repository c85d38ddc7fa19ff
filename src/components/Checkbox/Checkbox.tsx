// Checkbox and Radio: native controls with an optional label and hint of their own (one option of a group); without
// a label, inside a FormField, they are the field's control and take its wiring.
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../private/cx.ts';
import { fieldControlProps, joinIds, useFieldControl } from '../FormField/context.ts';
import { Hint } from '../FormField/FieldMessages.tsx';
import * as styles from './Checkbox.css.ts';
import { useUniqueId } from '../UniqueId/index.ts';

export interface ChoiceProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** the control's own label; omit it inside a FormField with `labelPosition="after"` */
  label?: ReactNode;
  /** help text for this one option */
  hint?: ReactNode;
  invalid?: boolean;
}

function makeChoice(type: 'checkbox' | 'radio', displayName: string) {
  const Choice = forwardRef<HTMLInputElement, ChoiceProps>(function Choice({ label, hint, invalid, className, ...rest }, ref) {
    const ctx = useFieldControl();
    const generated = useUniqueId();
    // With its own label the control is one option of a group: it never takes the group's id.
    const wired = fieldControlProps(
      label != null ? (ctx ? { ...ctx, id: undefined, describedBy: undefined, required: false } : null) : ctx,
      { ...rest, invalid },
    );
    const id = wired.id ?? `choice${generated.replace(/:/g, '')}`;
    const hintId = `${id}-hint`;
    const input = (
      <input
        ref={ref}
        type={type}
        {...rest}
        {...wired}
        id={id}
        aria-describedby={joinIds(wired['aria-describedby'], hint != null && label != null && hintId)}
        className={cx(styles.input, className)}
      />
    );
    if (label == null) return input;
    return (
      <div className={styles.item}>
        <div className={styles.row}>
          {input}
          <label htmlFor={id} className={styles.label}>
            {label}
          </label>
        </div>
        {hint != null ? (
          <div className={styles.hintIndent}>
            <Hint id={hintId}>{hint}</Hint>
          </div>
        ) : null}
      </div>
    );
  });
  Choice.displayName = displayName;
  return Choice;
}

/** A native checkbox with an optional own label and hint. */
export const Checkbox = makeChoice('checkbox', 'Checkbox');
/** A native radio button with an optional own label and hint. */
export const Radio = makeChoice('radio', 'Radio');
export type CheckboxProps = ChoiceProps;
export type RadioProps = ChoiceProps;
