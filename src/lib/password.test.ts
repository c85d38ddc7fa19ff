import { describe, expect, it } from 'vitest';
import {
  buildPasswordPolicy,
  checkConfirm,
  checkPassword,
  evaluatePassword,
  ruleForRequirement,
  sanitizeMinLength,
  SPECIAL_CHARACTERS,
} from './password.ts';

const texts = {
  length: 'At least 8 characters',
  digit: 'Contains a number',
  classes: 'Three of four kinds',
  confirm: 'Both match',
};

describe('checkPassword', () => {
  // value, minLength, expected: [length, digit, classCount, valid]
  const table: [string, number, boolean, boolean, number, boolean][] = [
    ['', 8, false, false, 0, false],
    ['abcdefgh', 8, true, false, 1, false],
    ['abcdefg1', 8, true, true, 2, false], // length + digit, only 2 classes
    ['Abcdefg1', 8, true, true, 3, true], // lower + upper + digit
    ['abcdef1!', 8, true, true, 3, true], // lower + digit + special
    ['ABCDEF1#', 8, true, true, 3, true], // upper + digit + special
    ['Abcdef!!', 8, true, false, 3, false], // three classes but no digit
    ['Abc1!', 8, false, true, 4, false], // all classes, too short
    ['Abc1!xyz', 8, true, true, 4, true],
    ['Abcdefg1', 12, false, true, 3, false], // site minimum 12
    ['Abcdefghij12', 12, true, true, 3, true],
    ['Ab1', 3, true, true, 3, true],
    ['aaaa1111', 8, true, true, 2, false],
    ['ÄÖÜäöü12', 8, true, true, 1, false], // non-ASCII letters are no class of their own
    ['Abcdef1 ', 8, true, true, 3, true], // space is not special but length counts it
    ['Ab1😀😀😀😀😀', 8, true, true, 4, true], // emoji count as one character each, and as special
    ['Ab1😀', 5, false, true, 4, false],
  ];
  it.each(table)(
    '%j (min %i) → length %s, digit %s, %i classes, valid %s',
    (value, minLength, length, digit, classCount, valid) => {
      const r = checkPassword(value, { minLength });
      expect([r.length, r.digit, r.classCount, r.valid]).toEqual([length, digit, classCount, valid]);
    },
  );

  // the spec's list, written out (not read from the code: a character dropped there must fail here)
  const SPEC_LIST = [
    '!',
    '#',
    '$',
    '%',
    '&',
    '*',
    '+',
    '-',
    '.',
    '/',
    ':',
    ';',
    '<',
    '=',
    '>',
    '?',
    '@',
    '[',
    ']',
    '^',
    '_',
    '{',
    '|',
    '}',
    '~',
  ];
  it('the exported list is the spec’s', () => expect([...SPECIAL_CHARACTERS]).toEqual(SPEC_LIST));

  it.each(SPEC_LIST)('counts %j (listed by the spec) as special', (ch) => {
    expect(checkPassword(`ab1${ch}`, { minLength: 1 }).special).toBe(true);
  });

  // "punctuation such as …": the list is an example; any printable non-alphanumeric character counts
  it.each(['"', "'", '`', '\\', '(', ')', ',', '€', '\u00a7', '¿', '«', '😀'])('counts %j (not listed) as special too', (ch) => {
    expect(checkPassword(`ab1${ch}`, { minLength: 1 }).special).toBe(true);
  });

  it.each([' ', '\t', '\u00a0', '\u200b', '\u0007', 'é', 'ß', 'Ж', '٣'])('does not count %j as special', (ch) => {
    expect(checkPassword(`ab1${ch}`, { minLength: 1 }).special).toBe(false);
  });

  it('abcdefg(1 is valid: lowercase, digit and the bracket as the third class', () => {
    expect(checkPassword('abcdefg(1')).toMatchObject({ special: true, classCount: 3, valid: true });
  });

  it('defaults the minimum length to 8 and rejects nonsense minimums', () => {
    expect(checkPassword('Abcdef1').length).toBe(false);
    expect(checkPassword('Abcdefg1').length).toBe(true);
    expect(sanitizeMinLength(undefined)).toBe(8);
    expect(sanitizeMinLength(0)).toBe(8);
    expect(sanitizeMinLength(Number.NaN)).toBe(8);
    expect(sanitizeMinLength(10.7)).toBe(10);
  });

  it.each([
    ['a', 'lowercase'],
    ['z', 'lowercase'],
    ['A', 'uppercase'],
    ['Z', 'uppercase'],
    ['0', 'digit'],
    ['9', 'digit'],
    ['`', 'special'], // just before a
    ['{', 'special'], // just after z
    ['@', 'special'], // just before A
    ['[', 'special'], // just after Z
    ['/', 'special'], // just before 0
    [':', 'special'], // just after 9
  ] as const)('%j is exactly one class: %s', (ch, kind) => {
    const r = checkPassword(ch, { minLength: 1 });
    const classes = (['lowercase', 'uppercase', 'digit', 'special'] as const).filter((k) => r[k]);
    expect(classes).toEqual([kind]);
    expect(r.classCount).toBe(1);
  });

  it('the site minimum is taken from 1 to 512 characters; anything else is the default 8', () => {
    expect(sanitizeMinLength(1)).toBe(1);
    expect(sanitizeMinLength(512)).toBe(512);
    expect(sanitizeMinLength(513)).toBe(8);
    expect(sanitizeMinLength(0.5)).toBe(8);
    expect(sanitizeMinLength(Number.POSITIVE_INFINITY)).toBe(8);
    expect(sanitizeMinLength(-3)).toBe(8);
    expect(checkPassword('a', { minLength: 1 }).length).toBe(true);
    expect(checkPassword('abcdefghij', { minLength: 11 }).length).toBe(false);
    expect(checkPassword('abcdefghijk', { minLength: 11 }).length).toBe(true);
  });

  it('valid needs all three: length, a digit and three classes', () => {
    expect(checkPassword('Abc!efgh').valid).toBe(false); // no digit
    expect(checkPassword('Ab1!').valid).toBe(false); // too short
    expect(checkPassword('abcdefg1').valid).toBe(false); // two classes
    expect(checkPassword('abcdef1!')).toMatchObject({ valid: true, classes: true, classCount: 3 });
  });

  it('reports letter, lowercase and uppercase separately', () => {
    expect(checkPassword('A1')).toMatchObject({ letter: true, uppercase: true, lowercase: false });
    expect(checkPassword('11')).toMatchObject({ letter: false });
  });
});

describe('checkConfirm', () => {
  it.each([
    ['Secret12', 'Secret12', true],
    ['Secret12', 'secret12', false],
    ['Secret12', '', false],
    ['', '', true], // valid when equal — two empty fields are equal (the empty password fails its own rules)
    ['Secret12', 'Secret12 ', false],
  ])('%j vs %j → %s', (a, b, expected) => expect(checkConfirm(a, b)).toBe(expected));
});

describe('server requirement texts → rules', () => {
  it.each([
    ['Contains a letter', 0, 'letter'],
    ['Contains a number', 1, 'digit'],
    ['At least 8 characters', 2, 'length'],
    ['At least 12 characters', 2, 'length'],
    ['Must contain 1 number', 0, 'digit'],
    ['Minimum 10', 0, 'length'],
    ['Contains an uppercase letter', 0, 'uppercase'],
    ['Contains a lowercase letter', 0, 'lowercase'],
    ['Contains symbols', 0, 'special'],
    ['Use at least three of: lowercase, uppercase, numbers, symbols', 0, 'classes'],
    ['Use 3 of 4 kinds', 0, 'classes'],
    ['Three types of characters', 0, 'classes'],
    ['Password length', 1, 'length'],
    ['Must be long', 1, 'length'],
    ['Has numeric content', 0, 'digit'],
    ['Has digits', 0, 'digit'],
    ['Includes punctuation', 0, 'special'],
    ['Includes a symbol', 0, 'special'],
    ['Has letters', 2, 'letter'],
    ['UPPER and more', 0, 'uppercase'],
    // singular and plural spellings, placed where the position alone would name another rule
    ['Use 3 different kinds', 0, 'classes'],
    ['Minimum character count', 0, 'length'],
    ['Minimum char count', 0, 'length'],
    ['Contains a digit', 0, 'digit'],
    ['Contains a numeral', 0, 'digit'],
    ['Contains a letter', 2, 'letter'],
    ['Something else entirely', 0, 'letter'],
    ['Something else entirely', 1, 'digit'],
    ['Something else entirely', 2, 'length'],
    ['Something else entirely', 5, 'classes'],
  ] as const)('%j (position %i) → %s', (text, index, rule) => expect(ruleForRequirement(text, index)).toBe(rule));
});

describe('buildPasswordPolicy / evaluatePassword', () => {
  it('uses the server texts and adds the three-of-four rule when the server does not state it', () => {
    const policy = buildPasswordPolicy({
      enabled: true,
      minLength: 12,
      requirements: ['Contains a letter', 'Contains a number', 'At least 12 characters', ' '],
      texts,
    });
    expect(policy.minLength).toBe(12);
    expect(policy.rules).toEqual([
      { id: 'letter', label: 'Contains a letter' },
      { id: 'digit', label: 'Contains a number' },
      { id: 'length', label: 'At least 12 characters' },
      { id: 'classes', label: 'Three of four kinds' },
    ]);
    const e = evaluatePassword('abcdefghijk1', policy, 'abcdefghijk1');
    expect(e.rules.map((r) => r.met)).toEqual([true, true, true, false]);
    expect(e.valid).toBe(false);
    expect(e.confirm).toEqual({ label: 'Both match', met: true });
    expect(evaluatePassword('Abcdefghijk1', policy).valid).toBe(true);
    expect(evaluatePassword('Abcdefghijk1', policy).confirm).toBeNull();
  });

  it('server texts are trimmed, blank ones dropped; a list that states the three-of-four rule gets no second one', () => {
    const policy = buildPasswordPolicy({
      enabled: true,
      minLength: 0,
      requirements: ['  Contains a number  ', '', 'Use at least three of four kinds'],
      texts,
    });
    expect(policy).toEqual({
      enabled: true,
      minLength: 8,
      rules: [
        { id: 'digit', label: 'Contains a number' },
        { id: 'classes', label: 'Use at least three of four kinds' },
      ],
      confirmLabel: 'Both match',
    });
  });

  it('an empty server list is no list: the spec rules with label texts', () => {
    const policy = buildPasswordPolicy({ enabled: true, minLength: 10, requirements: [' '], texts });
    expect(policy.rules).toEqual([
      { id: 'length', label: 'At least 8 characters' },
      { id: 'digit', label: 'Contains a number' },
      { id: 'classes', label: 'Three of four kinds' },
    ]);
    expect(policy.minLength).toBe(10);
  });

  it("the checklist measures length against the policy's minimum, not the default 8", () => {
    const policy = buildPasswordPolicy({ enabled: true, minLength: 12, requirements: null, texts });
    const e = evaluatePassword('Abcdefgh1', policy);
    expect(e.rules.find((r) => r.id === 'length')?.met).toBe(false);
    expect(e.valid).toBe(false);
  });

  it('falls back to the spec rules with label texts when the page has no list', () => {
    const policy = buildPasswordPolicy({ enabled: false, minLength: 8, requirements: null, texts });
    expect(policy.enabled).toBe(false);
    expect(policy.rules.map((r) => r.id)).toEqual(['length', 'digit', 'classes']);
    expect(evaluatePassword('short', policy).rules.every((r) => !r.met)).toBe(true);
  });
});
