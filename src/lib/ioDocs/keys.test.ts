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
