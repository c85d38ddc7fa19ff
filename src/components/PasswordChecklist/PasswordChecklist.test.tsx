import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordChecklist, usePasswordRules, type PasswordRuleCheck } from './index.ts';

const checks: PasswordRuleCheck[] = [
  { id: 'length', label: 'At least 8 characters', test: (v) => v.length >= 8 },
  { id: 'digit', label: 'A digit', test: (v) => /\d/.test(v) },
  {
    id: 'broken',
    label: 'A rule that throws',
    test: () => {
      throw new Error('bad rule');
    },
  },
];
const labels = { met: 'met', unmet: 'not met' };

function Harness({ delay = 60 }: { delay?: number }) {
  const [value, setValue] = useState('');
  const rules = usePasswordRules(value, checks);
  return (
    <>
      <label>
        New password
        <input type="password" value={value} onChange={(e) => setValue(e.target.value)} aria-describedby="rules" />
      </label>
      <PasswordChecklist id="rules" rules={rules} labels={labels} title="Your password needs" announceDelay={delay} />
    </>
  );
}

describe('PasswordChecklist', () => {
  it('shows every rule with a textual state in a titled list', () => {
    render(<Harness />);
    const list = screen.getByRole('list', { name: 'Your password needs' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'At least 8 characters: not met',
      'A digit: not met',
      'A rule that throws: not met',
    ]);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('updates the states live and announces only the changed rules after typing pauses', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('New password');
    const status = screen.getByRole('status');
    await user.type(input, 'abc1');
    expect(screen.getByText('A digit').closest('li')?.getAttribute('data-met')).toBe('true');
    await waitFor(() => expect(status.textContent).toBe('A digit: met'));
    await user.type(input, 'defgh');
    await waitFor(() => expect(status.textContent).toBe('At least 8 characters: met'));
    await user.clear(input);
    await waitFor(() => expect(status.textContent).toBe('At least 8 characters: not met. A digit: not met'));
  });

  it('does not chatter: rapid changes inside the delay produce one announcement', async () => {
    const user = userEvent.setup();
    render(<Harness delay={400} />);
    const input = screen.getByLabelText('New password');
    const status = screen.getByRole('status');
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(status.textContent ?? ''));
    observer.observe(status, { childList: true, characterData: true, subtree: true });
    await user.type(input, '1');
    await user.clear(input);
    await user.type(input, '12345678');
    await waitFor(() => expect(status.textContent).toBe('At least 8 characters: met. A digit: met'), { timeout: 2000 });
    observer.disconnect();
    expect(seen.filter(Boolean)).toEqual(['At least 8 characters: met. A digit: met']);
  });

  it('uses a custom announcement format', async () => {
    const { rerender } = render(
      <PasswordChecklist
        rules={[{ id: 'a', label: 'Rule A', met: false }]}
        labels={labels}
        announceDelay={10}
        formatChange={(r, s) => `${s} — ${r.label}`}
      />,
    );
    rerender(
      <PasswordChecklist
        rules={[{ id: 'a', label: 'Rule A', met: true }]}
        labels={labels}
        announceDelay={10}
        formatChange={(r, s) => `${s} — ${r.label}`}
      />,
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('met — Rule A'));
  });
});
