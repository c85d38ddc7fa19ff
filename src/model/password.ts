// The password policy a form page's model carries; the rules themselves are pure functions in src/lib/password.ts,
// which screens call on every change. How the checklist shows it:
// docs/screens-account.md › Server forms, confirm dialogs, the password checklist.

export type PasswordRuleId = 'length' | 'digit' | 'letter' | 'lowercase' | 'uppercase' | 'special' | 'classes';

export interface PasswordRule {
  id: PasswordRuleId;
  /** text shown in the checklist (the server's requirement text when the page has one) */
  label: string;
}

export interface PasswordPolicy {
  /** the passwordStrength setting: false → no checker and no requirement list */
  enabled: boolean;
  minLength: number;
  rules: PasswordRule[];
  /** checklist text of the confirm rule */
  confirmLabel: string;
}
