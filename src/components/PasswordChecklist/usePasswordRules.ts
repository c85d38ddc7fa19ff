// usePasswordRules: evaluates the caller's rule checks against the typed value into the checklist's rules (a
// throwing check counts as unmet).
import { useMemo } from 'react';
import type { PasswordRule } from './PasswordChecklist.tsx';

export interface PasswordRuleCheck {
  id: string;
  label: string;
  /** the rule itself comes from the caller (the password rules live in the screens/adapter layer) */
  test: (value: string) => boolean;
}

/** Evaluates caller-supplied rule functions against `value` into the checklist's `{id, label, met}` list. */
export function usePasswordRules(value: string, checks: readonly PasswordRuleCheck[]): PasswordRule[] {
  return useMemo(() => checks.map((c) => ({ id: c.id, label: c.label, met: safeTest(c, value) })), [value, checks]);
}

function safeTest(check: PasswordRuleCheck, value: string): boolean {
  try {
    return check.test(value);
  } catch {
    return false;
  }
}
