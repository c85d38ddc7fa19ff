export {
  PasswordChecklist,
  type PasswordChecklistProps,
  type PasswordChecklistLabels,
  type PasswordRule,
} from './PasswordChecklist.tsx';
export { usePasswordRules, type PasswordRuleCheck } from './usePasswordRules.ts';
