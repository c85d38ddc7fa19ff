// Password policy, as pure functions screens call at render time
// (docs/screens-account.md › Server forms, confirm dialogs, the password checklist).
//  - required: length ≥ the site minimum (default 8) and a digit;
//  - valid: the required rules AND at least three of four classes: lowercase, uppercase, digit, special;
//  - confirm: valid when equal to the new password.
// The adapter puts a PasswordPolicy into the model (rule texts from the server page when it has them,
// else from labels); a screen calls `evaluatePassword(value, policy)` on every change and hands the
// result to PasswordChecklist. No DOM, no label expansion here.
import type { PasswordPolicy, PasswordRule, PasswordRuleId } from '../model/password.ts';

/**
 * The special characters the spec lists ("punctuation such as …"). The list is an example: any printable
 * character that is neither a letter, a digit nor white space counts as special (isSpecial).
 */
export const SPECIAL_CHARACTERS = '!#$%&*+-./:;<=>?@[]^_{|}~';

export const DEFAULT_MIN_PASSWORD_LENGTH = 8;
export const REQUIRED_CLASSES = 3;

export interface PasswordCheck {
  length: boolean;
  digit: boolean;
  letter: boolean;
  lowercase: boolean;
  uppercase: boolean;
  special: boolean;
  /** how many of lowercase, uppercase, digit, special are present (0–4) */
  classCount: number;
  classes: boolean;
  /** length AND digit AND classes */
  valid: boolean;
}

/** printable and neither a letter, a number, white space nor a control, format or unassigned code point */
// (isSpecial is only given one code point, from Array.from: dropping the ^ or $ anchor matches the same characters)
// Stryker disable next-line Regex: equivalent — one code point at a time, the anchors change nothing
const SPECIAL = /^[^\p{L}\p{N}\p{White_Space}\p{C}]$/u;
const isSpecial = (ch: string) => SPECIAL.test(ch);

export function checkPassword(value: string, options: { minLength?: number } = {}): PasswordCheck {
  const minLength = sanitizeMinLength(options.minLength);
  let lowercase = false;
  let uppercase = false;
  let digit = false;
  let special = false;
  // count code points, not UTF-16 units, so an emoji counts as one character
  const chars = Array.from(value);
  for (const ch of chars) {
    if (ch >= 'a' && ch <= 'z') lowercase = true;
    else if (ch >= 'A' && ch <= 'Z') uppercase = true;
    else if (ch >= '0' && ch <= '9') digit = true;
    else if (isSpecial(ch)) special = true;
  }
  const classCount = [lowercase, uppercase, digit, special].filter(Boolean).length;
  const length = chars.length >= minLength;
  const classes = classCount >= REQUIRED_CLASSES;
  return {
    length,
    digit,
    letter: lowercase || uppercase,
    lowercase,
    uppercase,
    special,
    classCount,
    classes,
    valid: length && digit && classes,
  };
}

/** The confirm field is valid when equal to the new password (two empty fields are equal). */
export function checkConfirm(password: string, confirm: string): boolean {
  return confirm === password;
}

export interface EvaluatedRule extends PasswordRule {
  met: boolean;
}

export interface PasswordEvaluation {
  rules: EvaluatedRule[];
  valid: boolean;
  /** present when a confirm value was given */
  confirm: { label: string; met: boolean } | null;
}

/** The checklist state for a value (and optionally its confirmation) under a policy. */
export function evaluatePassword(value: string, policy: PasswordPolicy, confirm?: string): PasswordEvaluation {
  const check = checkPassword(value, { minLength: policy.minLength });
  return {
    rules: policy.rules.map((rule) => ({ ...rule, met: check[rule.id] })),
    valid: check.valid,
    confirm: confirm === undefined ? null : { label: policy.confirmLabel, met: checkConfirm(value, confirm) },
  };
}

export function sanitizeMinLength(value: number | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1 && value <= 512
    ? Math.floor(value)
    : DEFAULT_MIN_PASSWORD_LENGTH;
}

/**
 * Which rule a server requirement text describes. The server list is, by position, "contains a
 * letter", "contains a digit", "long enough", but wording varies, so the text
 * decides first and the position only when the text says nothing recognisable.
 */
export function ruleForRequirement(text: string, index: number): PasswordRuleId {
  const t = text.toLowerCase();
  if (/\b(three|3)\b.*\b(of|kinds|types|classes|categories)\b/.test(t)) return 'classes';
  if (/\b(length|long|characters?|chars?)\b/.test(t)) return 'length';
  if (/\b(numbers?|digits?|numeric|numerals?)\b/.test(t)) return 'digit';
  if (/upper/.test(t)) return 'uppercase';
  if (/lower/.test(t)) return 'lowercase';
  if (/\b(symbols?|special|punctuation)\b/.test(t)) return 'special';
  if (/\bletters?\b/.test(t)) return 'letter';
  if (/\d/.test(t)) return 'length';
  return (['letter', 'digit', 'length'] as const)[index] ?? 'classes';
}

export interface PolicyTexts {
  length: string;
  digit: string;
  classes: string;
  confirm: string;
}

/**
 * The policy for a form: the server's requirement texts mapped to rules (plus the spec's three-of-four
 * rule when the server list does not state it, because validity depends on it), or — without a server
 * list — the three spec rules with label texts.
 */
export function buildPasswordPolicy(options: {
  enabled: boolean;
  minLength: number;
  requirements: string[] | null;
  texts: PolicyTexts;
}): PasswordPolicy {
  const minLength = sanitizeMinLength(options.minLength);
  const requirements = (options.requirements ?? []).map((r) => r.trim()).filter(Boolean);
  let rules: PasswordRule[];
  if (requirements.length) {
    rules = requirements.map((label, i) => ({ id: ruleForRequirement(label, i), label }));
    if (!rules.some((r) => r.id === 'classes')) rules.push({ id: 'classes', label: options.texts.classes });
  } else {
    rules = [
      { id: 'length', label: options.texts.length },
      { id: 'digit', label: options.texts.digit },
      { id: 'classes', label: options.texts.classes },
    ];
  }
  return { enabled: options.enabled, minLength, rules, confirmLabel: options.texts.confirm };
}
