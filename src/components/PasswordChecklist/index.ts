// PasswordChecklist's public surface (with usePasswordRules): outside src/components/ they are imported only
// through this file.
export {
  PasswordChecklist,
  type PasswordChecklistProps,
  type PasswordChecklistLabels,
  type PasswordRule,
} from './PasswordChecklist.tsx';
export { usePasswordRules, type PasswordRuleCheck } from './usePasswordRules.ts';
