// Keys and credentials on screen (pure): the key picker's labels (never the secret), masked values, and
// credentials masked in the text of an answer.
import { describe, expect, it } from 'vitest';
import { keyOptionLabel, maskSecrets, maskValue } from './keys.ts';

/** the default `{{application}} · …{{last4}}` as the adapter splits it */
const KEY_OPTION = [{ slot: 'application' }, ' · …', { slot: 'last4' }] as const;

describe('keys', () => {
  it('key picker labels: application · …last 4, never the secret', () => {
    const label = keyOptionLabel(KEY_OPTION, { key: 'abcd1234wxyz', secret: 'SECRET', application: 'Storm' });
    expect(label).toBe('Storm · …wxyz');
    expect(label).not.toContain('SECRET');
    expect(keyOptionLabel(KEY_OPTION, { key: 'abcd1234wxyz', secret: null, application: null })).toBe('…wxyz');
    expect(maskValue('abcd1234wxyz')).toBe('••••wxyz');
    expect(maskValue('')).toBe('');
  });
});

describe('maskSecrets: the answer shows credentials masked like the samples', () => {
  it('masks what the user sent (as typed and URL-encoded) and the values of credential parameters', () => {
    expect(maskSecrets('https://api.example/x?q=1&api_key=abcd1234efgh', [])).toBe('https://api.example/x?q=1&api_key=••••efgh');
    expect(maskSecrets('https://api.example/x?sig=s3cr%2Bt99&q=1', ['s3cr+t99'])).toBe(
      'https://api.example/x?sig=••••t99&q=1'.replace('••••t99', maskValue('s3cr+t99')),
    );
    expect(maskSecrets('Authorization: Bearer tok-5678-abcd', ['tok-5678-abcd'])).toBe('Authorization: Bearer ••••abcd');
    expect(maskSecrets('https://api.example/x?city=Bergen', ['abc'])).toBe('https://api.example/x?city=Bergen');
  });
});

describe('keys: edges', () => {
  it('a label without application loses its leading separator, however it is spaced', () => {
    const key = { key: 'abcd1234wxyz', secret: null, application: null };
    expect(keyOptionLabel([{ slot: 'application' }, '\u00b7\u2026', { slot: 'last4' }], key)).toBe('\u2026wxyz');
    expect(keyOptionLabel([{ slot: 'application' }, '  \u00b7  \u2026', { slot: 'last4' }], key)).toBe('\u2026wxyz');
  });

  it('four characters or fewer: bullets only', () => {
    expect(maskValue('abcd')).toBe('\u2022\u2022\u2022\u2022');
    expect(maskValue('abcde')).toBe('\u2022\u2022\u2022\u2022bcde');
  });

  it('secrets of four characters and more are masked, shorter ones are not; masked values stay as they are', () => {
    expect(maskSecrets('Bearer abcd', ['abcd'])).toBe('Bearer \u2022\u2022\u2022\u2022');
    expect(maskSecrets('id=abc1', ['abc', ''])).toBe('id=abc1');
    expect(maskSecrets('?token=\u2022\u2022\u2022\u2022ab', [])).toBe('?token=\u2022\u2022\u2022\u2022ab');
  });
});
