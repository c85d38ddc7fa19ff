// EmptyState: what a list or page shows when it has nothing yet — a title, an explanation, the next action and a
// decorative icon.
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../private/cx.ts';
import { Heading, type HeadingLevel } from '../Heading/Heading.tsx';
import * as styles from './EmptyState.css.ts';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** e.g. "You don't have any apps yet." (from labels) */
  title: ReactNode;
  /** outline level of the title (default 2) */
  headingLevel?: HeadingLevel;
  /** an explanation or the server's message */
  body?: ReactNode;
  /** what to do next: a Button or Link */
  action?: ReactNode;
  /** a decorative illustration (hidden from assistive technology) */
  icon?: ReactNode;
}

/** What a list or page shows when it has nothing to show yet. */
export function EmptyState({ title, headingLevel = 2, body, action, icon, className, ...rest }: EmptyStateProps) {
  return (
    <div {...rest} className={cx(styles.root, className)}>
      {icon != null ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading level={headingLevel} size="lg">
        {title}
      </Heading>
      {body != null ? <div className={styles.body}>{body}</div> : null}
      {action != null ? <div className={styles.actions}>{action}</div> : null}
    </div>
  );
}
