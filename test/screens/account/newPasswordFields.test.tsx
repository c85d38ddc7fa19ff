// The password checklist on every new-password field, on the real fixture pages: rule texts
// from the server page, states per input (a table), the site minimum length, the confirm rule, and no
// checklist at all when passwordStrength is off.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AccountPassword } from '../../../src/screens/AccountPassword/AccountPassword.tsx';
import { ResetPassword } from '../../../src/screens/ResetPassword/ResetPassword.tsx';
import { modelOf } from './fixtures.ts';

/** Each rule of the checklist as "label: met|not met". */
function ruleStates(): Record<string, boolean> {
  const list = screen.getByRole('list', { name: 'Password requirements' });
  return Object.fromEntries(
    within(list)
      .getAllByRole('listitem')
      .map((li) => {
        const text = li.textContent ?? '';
        const met = text.endsWith(': met');
        return [text.replace(/: (met|not met)$/, ''), met];
      }),
  );
}

async function typeNew(value: string) {
  const input = screen.getByLabelText(/^New Password/);
  await userEvent.clear(input);
  // user-event reads { and [ as key descriptors: doubled, they are typed as characters
  if (value)
    await userEvent.type(
      input,
      value.replace(/[{[]/g, (c) => c + c),
    );
}

const LETTER = 'Contains a letter';
const DIGIT = 'Contains a number';
const LENGTH8 = 'At least eight characters';
const CLASSES = 'Uses at least three of: lowercase letters, uppercase letters, numbers, symbols';

describe('change password (accountPassword.html): server rule texts, minimum 8', () => {
  it("shows the server's requirement texts plus the three-of-four rule, all unmet at first", () => {
    render(<AccountPassword model={modelOf('accountPassword.html', 'accountPassword')} />);
    expect(ruleStates()).toEqual({ [LETTER]: false, [DIGIT]: false, [LENGTH8]: false, [CLASSES]: false });
  });

  it.each([
    { input: 'abcdefgh', letter: true, digit: false, length: true, classes: false },
    { input: 'abcdefg1', letter: true, digit: true, length: true, classes: false },
    { input: 'Abcdefg1', letter: true, digit: true, length: true, classes: true },
    { input: 'abc1!', letter: true, digit: true, length: false, classes: true },
    { input: 'ABCDEFG!', letter: true, digit: false, length: true, classes: false },
    { input: 'PASSWORD1!', letter: true, digit: true, length: true, classes: true },
    { input: '12345678', letter: false, digit: true, length: true, classes: false },
    { input: 'ab12{}~|', letter: true, digit: true, length: true, classes: true },
    { input: 'ab12"\'`,', letter: true, digit: true, length: true, classes: true }, // quotes, backtick and comma are special too (any printable non-alphanumeric)
    { input: 'abcd 123', letter: true, digit: true, length: true, classes: false }, // a space is not special
    { input: 'Äbcdefg1', letter: true, digit: true, length: true, classes: false }, // Ä is not an A–Z capital
  ])(
    '"$input" → letter $letter, digit $digit, length $length, three classes $classes',
    async ({ input, letter, digit, length, classes }) => {
      render(<AccountPassword model={modelOf('accountPassword.html', 'accountPassword')} />);
      await typeNew(input);
      expect(ruleStates()).toEqual({ [LETTER]: letter, [DIGIT]: digit, [LENGTH8]: length, [CLASSES]: classes });
    },
  );

  it('the confirm field: met when equal to the new password; nothing typed yet, no claim that they match', async () => {
    render(<AccountPassword model={modelOf('accountPassword.html', 'accountPassword')} />);
    const confirmRule = () => screen.getByText('Both passwords match').closest('li')!;
    // two empty fields are equal (lib/password.ts › checkConfirm), but an empty form is not told they match
    expect(screen.queryByText('Both passwords match')).toBeNull();
    await typeNew('A');
    expect(confirmRule().getAttribute('data-met')).toBe('false');
    await typeNew('Abcdefg1');
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'Abcdefg');
    expect(confirmRule().getAttribute('data-met')).toBe('false');
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), '1');
    expect(confirmRule().getAttribute('data-met')).toBe('true');
    await typeNew('Abcdefg2');
    expect(confirmRule().getAttribute('data-met')).toBe('false');
  });

  it('the current-password field gets no checklist', () => {
    render(<AccountPassword model={modelOf('accountPassword.html', 'accountPassword')} />);
    expect(screen.getAllByRole('list', { name: 'Password requirements' })).toHaveLength(1);
  });
});

describe('the site minimum length (resetPassword.outside.html: "At least 12 characters")', () => {
  it.each([
    { input: 'Abcdefg1', length: false },
    { input: 'Abcdefghij1', length: false },
    { input: 'Abcdefghijk1', length: true },
  ])('"$input" → length $length', async ({ input, length }) => {
    render(<ResetPassword model={modelOf('resetPassword.outside.html', 'resetPassword')} />);
    await typeNew(input);
    const states = ruleStates();
    expect(states['At least 12 characters']).toBe(length);
    expect(states['Contains a symbol such as ! or #']).toBe(false);
  });
});

describe('without a server list (accountPassword.noReq.html) the label texts name the rules', () => {
  it('uses the minimum in the length text', async () => {
    render(<AccountPassword model={modelOf('accountPassword.noReq.html', 'accountPassword')} />);
    await typeNew('abcdefgh1');
    expect(ruleStates()).toEqual({ 'At least 8 characters': true, [DIGIT]: true, [CLASSES]: false });
  });
});

describe('passwordStrength off', () => {
  it.each(['accountPassword.html', 'resetPassword.html', 'resetPassword.outside.html'])(
    '%s: no checker and no requirement list',
    async (file) => {
      const model = modelOf(file, undefined, { passwordStrength: false });
      const Screen = file.startsWith('reset') ? ResetPassword : AccountPassword;
      render(<Screen model={model as never} />);
      await typeNew('Abcdefg1');
      expect(screen.queryByRole('list', { name: 'Password requirements' })).toBeNull();
      expect(screen.queryByText('Contains a number')).toBeNull();
      expect(screen.queryByText('Both passwords match')).toBeNull();
      // the form itself is still there and submits its fields
      expect(screen.getByLabelText(/^New Password/).getAttribute('name')).toBe('passwd_new');
    },
  );
});

describe('a new password that breaks the rules is held back, naming the unmet rules', () => {
  async function fill(current: string, next: string, again: string) {
    await userEvent.type(screen.getByLabelText(/^Current password/), current);
    await typeNew(next);
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), again);
  }
  function recordSubmits() {
    const sent: boolean[] = [];
    const listener = (e: Event) => {
      sent.push(!e.defaultPrevented);
      e.preventDefault();
    };
    document.addEventListener('submit', listener);
    return { sent, stop: () => document.removeEventListener('submit', listener) };
  }

  it('weak password: no post, a focused alert lists the unmet rules; a good one posts', async () => {
    render(<AccountPassword model={modelOf('accountPassword.html', 'accountPassword')} />);
    const rec = recordSubmits();
    try {
      await fill('old-secret-1', 'abc', 'abc');
      await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(DIGIT);
      expect(alert.textContent).toContain(LENGTH8);
      expect(alert.textContent).not.toContain(LETTER);
      expect(document.activeElement).toBe(alert);
      expect(rec.sent).toEqual([false]);

      await typeNew('Abcdefg1');
      await userEvent.clear(screen.getByLabelText(/^Confirm Password/));
      await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'Abcdefg1');
      await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
      expect(rec.sent).toEqual([false, true]);
      expect(screen.queryByText(/does not meet these requirements/)).toBeNull();
    } finally {
      rec.stop();
    }
  });

  it('abcdefg(1 posts: a bracket is special (any printable non-alphanumeric character counts)', async () => {
    render(<AccountPassword model={modelOf('accountPassword.html', 'accountPassword')} />);
    const rec = recordSubmits();
    try {
      await fill('old-secret-1', 'abcdefg(1', 'abcdefg(1');
      await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
      expect(rec.sent).toEqual([true]);
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      rec.stop();
    }
  });

  it('passwords that differ are held back too', async () => {
    render(<AccountPassword model={modelOf('accountPassword.html', 'accountPassword')} />);
    const rec = recordSubmits();
    try {
      await fill('old-secret-1', 'Abcdefg1', 'Abcdefg2');
      await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
      expect((await screen.findByRole('alert')).textContent).toMatch(/does not meet these requirements yet: .*match/i);
      expect(rec.sent).toEqual([false]);
    } finally {
      rec.stop();
    }
  });
});
