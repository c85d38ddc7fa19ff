// The parts of a field's text: its hint, its list of the server's error messages (with an icon) and the required
// mark with its accessible text.
import type { ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './FormField.css.ts';

function ErrorIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
    >
      <circle cx="8" cy="8" r="6.5" />
      <path d="M8 4.5v4M8 11v.1" />
    </svg>
  );
}

export function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className={styles.hint}>
      {children}
    </div>
  );
}

/** The server's messages for one field, as a list the control points to with aria-describedby. */
export function ErrorList({ id, errors }: { id: string; errors: readonly string[] }) {
  return (
    <ul id={id} className={styles.errors}>
      {errors.map((message, i) => (
        <li key={i} className={styles.error}>
          <span className={styles.errorIcon}>
            <ErrorIcon />
          </span>
          <span>{message}</span>
        </li>
      ))}
    </ul>
  );
}

/** A visible mark plus its accessible text (from props: there is no built-in wording). */
export function RequiredMark({ label, mark = '*' }: { label: string; mark?: string }) {
  return (
    <>
      {/* a real space, so the accessible name reads "Label required" in every engine */}{' '}
      <span className={styles.requiredMark}>
        <span aria-hidden="true">{mark}</span>
        <VisuallyHidden>{label}</VisuallyHidden>
      </span>
    </>
  );
}
