// PasswordChecklist: each password rule shown met or unmet; changed rules are announced politely once the user
// pauses typing. The rules come from the caller.
import { useEffect, useRef, useState } from 'react';
import { cx } from '../private/cx.ts';
import { CheckIcon, CrossIcon } from '../private/icons.tsx';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import * as css from './PasswordChecklist.css.ts';
import { useUniqueId } from '../UniqueId/index.ts';

export interface PasswordRule {
  id: string;
  /** the requirement's text (from the server page) */
  label: string;
  met: boolean;
}

export interface PasswordChecklistLabels {
  /** state text after a met rule, read by screen readers (e.g. "met") */
  met: string;
  /** state text after an unmet rule (e.g. "not met") */
  unmet: string;
}

export interface PasswordChecklistProps {
  rules: readonly PasswordRule[];
  labels: PasswordChecklistLabels;
  /** visible heading of the list (e.g. "Your password must contain") */
  title?: string;
  /** quiet time in ms before changes are announced, so typing does not chatter (default 1000) */
  announceDelay?: number;
  /** announcement for one changed rule; default "<label>: <state>" */
  formatChange?: (rule: PasswordRule, stateLabel: string) => string;
  /** id for the root, so the password input can point at it with aria-describedby */
  id?: string;
  className?: string;
}

/**
 * Shows each password rule as met or unmet (icon shape + text, not colour alone). Changes are
 * announced in a polite live region only after the user pauses typing, and only for rules whose
 * state changed since the last announcement. The rules themselves are computed by the caller.
 */
export function PasswordChecklist({
  rules,
  labels,
  title,
  announceDelay = 1000,
  formatChange,
  id,
  className,
}: PasswordChecklistProps) {
  const titleId = useUniqueId();
  const [message, setMessage] = useState('');
  const announced = useRef<Map<string, boolean> | null>(null);
  const stateKey = rules.map((r) => `${r.id}:${r.met ? 1 : 0}`).join('|');
  const latest = useRef({ rules, labels, formatChange });
  // eslint-disable-next-line react-hooks/refs -- latest-value ref read by the delayed announcement; useEffectEvent is not in preact/compat
  latest.current = { rules, labels, formatChange };

  useEffect(() => {
    // First render: remember the starting state silently.
    if (announced.current === null) {
      announced.current = new Map(rules.map((r) => [r.id, r.met]));
      return undefined;
    }
    const timer = setTimeout(() => {
      const { rules: now, labels: l, formatChange: format } = latest.current;
      const previous = announced.current ?? new Map<string, boolean>();
      const changed = now.filter((r) => previous.get(r.id) !== r.met);
      announced.current = new Map(now.map((r) => [r.id, r.met]));
      if (changed.length === 0) return;
      const say = (r: PasswordRule) => (format ?? ((rule, state) => `${rule.label}: ${state}`))(r, r.met ? l.met : l.unmet);
      setMessage(changed.map(say).join('. '));
    }, announceDelay);
    return () => clearTimeout(timer);
    // stateKey captures every met/unmet change; the rest is read from `latest`
    // eslint-disable-next-line react-hooks/exhaustive-deps -- stateKey captures every met/unmet change; the rest is read from `latest`
  }, [stateKey, announceDelay]);

  return (
    <div id={id} className={cx(css.root, className)}>
      {title && (
        <p id={titleId} className={css.title}>
          {title}
        </p>
      )}
      <ul className={css.list} aria-labelledby={title ? titleId : undefined}>
        {rules.map((rule) => {
          const state = rule.met ? 'met' : 'unmet';
          return (
            <li key={rule.id} className={css.item[state]} data-met={rule.met ? 'true' : 'false'}>
              <span className={css.icon[state]} aria-hidden="true">
                {rule.met ? <CheckIcon /> : <CrossIcon />}
              </span>
              <span>
                {rule.label}
                <VisuallyHidden>{`: ${rule.met ? labels.met : labels.unmet}`}</VisuallyHidden>
              </span>
            </li>
          );
        })}
      </ul>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {message}
      </VisuallyHidden>
    </div>
  );
}
