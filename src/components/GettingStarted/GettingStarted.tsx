// GettingStarted: a short ordered checklist of first steps, each a link to where it is done; done steps ticked and
// announced, the next open one marked current.
import { type HTMLAttributes } from 'react';
import { cx } from '../private/cx.ts';
import { Heading, type HeadingLevel } from '../Heading/Heading.tsx';
import { Link } from '../Link/Link.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './GettingStarted.css.ts';
import { useUniqueId } from '../UniqueId/index.ts';

export interface GettingStartedStep {
  /** stable id (e.g. 'createApp'), kept as `data-step` */
  id: string;
  /** what to do, e.g. 'Create an app' (the link text) */
  label: string;
  /** the portal page where it is done */
  href: string;
  /** done: ticked, and announced as done */
  done: boolean;
}

export interface GettingStartedLabels {
  /** 'Getting started' */
  heading: string;
  /** '{{done}} of {{total}} steps done' already filled in */
  progress: string;
  /** appended for screen readers to a done step: 'done' */
  done: string;
  /** appended for screen readers to an open step: 'not done yet' */
  todo: string;
}

export interface GettingStartedProps extends HTMLAttributes<HTMLElement> {
  steps: GettingStartedStep[];
  labels: GettingStartedLabels;
  headingLevel?: HeadingLevel;
}

const Tick = () => (
  <svg viewBox="0 0 16 16" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M3.5 8.5l3 3 6-7" />
  </svg>
);

/**
 * A short ordered checklist of first steps: each step a link to where it is done, done steps ticked (and
 * announced 'done'), the next open step marked as the current one.
 */
export function GettingStarted({ steps, labels, headingLevel = 2, className, ...rest }: GettingStartedProps) {
  const headingId = useUniqueId();
  const next = steps.findIndex((s) => !s.done);
  return (
    <section {...rest} aria-labelledby={headingId} className={cx(styles.root, className)} data-getting-started="">
      <div className={styles.header}>
        <Heading level={headingLevel} size="md" id={headingId}>
          {labels.heading}
        </Heading>
        <p className={styles.progress}>{labels.progress}</p>
      </div>
      <ol className={styles.list}>
        {steps.map((step, i) => (
          <li key={step.id} className={styles.item} data-step={step.id} data-done={step.done ? 'true' : 'false'}>
            <span
              className={cx(styles.marker, step.done && styles.markerDone, i === next && styles.markerCurrent)}
              aria-hidden="true"
            >
              {step.done ? <Tick /> : i + 1}
            </span>
            <Link
              href={step.href}
              className={cx(styles.link, step.done && styles.linkDone)}
              aria-current={i === next ? 'step' : undefined}
            >
              {step.label}
              <VisuallyHidden>{` (${step.done ? labels.done : labels.todo})`}</VisuallyHidden>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
