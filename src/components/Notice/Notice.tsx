// Notice: a message box for success, information, warnings and errors — a polite status, an alert, or not
// announced; one server message as a paragraph, several as a list.
import { createElement, forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../private/cx.ts';
import * as styles from './Notice.css.ts';
import type { NoticeTone } from './NoticeTone.ts';
import { ToneIcon } from './ToneIcon.tsx';

export interface NoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  tone?: NoticeTone;
  /** short summary, shown in bold (rendered as a heading when `titleLevel` is given) */
  title?: ReactNode;
  /** make the title a real heading of this level (e.g. 2 for a page-level error summary) */
  titleLevel?: 2 | 3 | 4;
  /**
   * `status` (polite, default) for results such as "Your key was deleted"; `alert` (assertive) for errors that
   * need attention now; `none` for static notes that should not be announced.
   */
  role?: 'status' | 'alert' | 'none';
  /** server messages: one renders as a paragraph, several as a list */
  messages?: readonly string[];
  /** free content after the messages (links, buttons, rich text) */
  children?: ReactNode;
  /** hide the tone icon */
  hideIcon?: boolean;
}

/** A message box for success, information, warnings and errors. */
export const Notice = forwardRef<HTMLDivElement, NoticeProps>(function Notice(
  { tone = 'info', title, titleLevel, role = 'status', messages = [], children, hideIcon = false, className, ...rest },
  ref,
) {
  return (
    <div
      ref={ref}
      {...rest}
      role={role === 'none' ? undefined : role}
      className={cx(styles.notice({ tone }), className)}
      data-tone={tone}
    >
      {hideIcon ? null : (
        <span className={styles.icon}>
          <ToneIcon tone={tone} />
        </span>
      )}
      <div className={styles.content}>
        {title != null && title !== '' ? (
          titleLevel ? (
            createElement(`h${titleLevel}`, { className: styles.title }, title)
          ) : (
            <p className={styles.title}>{title}</p>
          )
        ) : null}
        {messages.length === 1 ? <p className={styles.body}>{messages[0]}</p> : null}
        {messages.length > 1 ? (
          <ul className={styles.list}>
            {messages.map((m, i) => (
              <li key={i}>{m}</li>
            ))}
          </ul>
        ) : null}
        {children != null ? <div className={styles.body}>{children}</div> : null}
      </div>
    </div>
  );
});
