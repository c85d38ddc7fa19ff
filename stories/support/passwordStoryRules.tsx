// Story-only rules and harness for PasswordChecklist. The real rules live in the adapter;
// these mirror them so the stories behave like the product.
import { useState } from 'react';
import { PasswordChecklist, usePasswordRules, type PasswordRuleCheck } from '../../src/components/PasswordChecklist/index.ts';
import { vars } from '../../src/theme/index.ts';

const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[!#$%&*+\-./:;<=>?@[\]^_{|}~]/];
export const storyChecks: PasswordRuleCheck[] = [
  { id: 'length', label: 'At least 8 characters', test: (v) => v.length >= 8 },
  { id: 'digit', label: 'At least one number', test: (v) => /\d/.test(v) },
  {
    id: 'kinds',
    label: 'Three of: lowercase, uppercase, number, special character',
    test: (v) => kinds.filter((k) => k.test(v)).length >= 3,
  },
];
export const checklistLabels = { met: 'met', unmet: 'not met' };

export function PasswordHarness({ initial = '', announceDelay = 600 }: { initial?: string; announceDelay?: number }) {
  const [value, setValue] = useState(initial);
  const rules = usePasswordRules(value, storyChecks);
  return (
    <div style={{ display: 'grid', gap: vars.space.sm, maxWidth: vars.size.measure }}>
      <label htmlFor="story-new-password" style={{ fontWeight: vars.font.weight.semibold }}>
        New password
      </label>
      <input
        id="story-new-password"
        type="password"
        autoComplete="new-password"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-describedby="story-password-rules"
        style={{
          font: 'inherit',
          padding: vars.space.sm,
          border: `1px solid ${vars.color.borderStrong}`,
          borderRadius: vars.radius.md,
        }}
      />
      <PasswordChecklist
        id="story-password-rules"
        rules={rules}
        labels={checklistLabels}
        title="Your password must have"
        announceDelay={announceDelay}
      />
    </div>
  );
}
