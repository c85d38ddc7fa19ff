// PasswordInput: a password field with a show/hide toggle button whose name says what it will do; the field's
// name and value are unaffected.
import { forwardRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { useFieldControl } from '../FormField/context.ts';
import { TextInput, type TextInputProps } from '../TextInput/TextInput.tsx';
import * as styles from './PasswordInput.css.ts';
import { useUniqueId } from '../UniqueId/index.ts';

export interface PasswordInputLabels {
  /** button text while the password is hidden, e.g. "Show" */
  show: string;
  /** button text while the password is visible, e.g. "Hide" */
  hide: string;
  /**
   * optional fuller accessible name for the toggle, e.g. (visible) => visible ? 'Hide password' : 'Show password';
   * it must contain the visible text
   */
  toggleName?: (visible: boolean) => string;
}

export interface PasswordInputProps extends Omit<TextInputProps, 'type'> {
  labels: PasswordInputLabels;
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="1em"
      height="1em"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M1.5 10S4.5 4 10 4s8.5 6 8.5 6-3 6-8.5 6S1.5 10 1.5 10z" />
      <circle cx="10" cy="10" r="2.5" />
      {open ? null : <path d="M3 17L17 3" />}
    </svg>
  );
}

/**
 * A password input with a show/hide toggle. The toggle is a real button whose name says what it will do
 * ("Show" / "Hide", from labels); the field's name and value are unaffected.
 */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { labels, autoComplete, ...rest },
  ref,
) {
  const [visible, setVisible] = useState(false);
  const ctx = useFieldControl();
  const fallbackId = `password${useUniqueId().replace(/:/g, '')}`;
  const inputId = rest.id ?? ctx?.id ?? fallbackId;
  const text = visible ? labels.hide : labels.show;
  return (
    <span className={styles.wrapper}>
      <TextInput
        ref={ref}
        {...rest}
        id={inputId}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        // no spell checking or autocorrection of a password shown as text
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        className={styles.input}
      />
      <Button
        variant="soft"
        tone="neutral"
        aria-controls={inputId}
        aria-label={labels.toggleName ? labels.toggleName(visible) : undefined}
        icon={<EyeIcon open={!visible} />}
        onClick={() => setVisible((v) => !v)}
      >
        {text}
      </Button>
    </span>
  );
});
