// The portal report's masking (mask.ts): key-like runs, secret query parameters, every string of the report.
import { describe, expect, it } from 'vitest';
import { maskDeep, maskText, maskUrl } from './mask.ts';

describe('masking', () => {
  it('masks key-like runs, keeps words, numbers and the last four characters', () => {
    expect(maskText('key 4f9a8c7e2b1d0a3f5e6c secret ab12CD34ef56GH78ij90')).toBe('key ••••5e6c secret ••••ij90');
    expect(maskText('Documentation_and_getting_started 2026120512345678')).toBe(
      'Documentation_and_getting_started 2026120512345678',
    );
  });
  it('masks secret query parameters whatever they look like', () => {
    expect(maskUrl('/io-docs?api_key=short&city=Oslo&access_token=x&passwd=hunter2')).toBe(
      '/io-docs?api_key=••••&city=Oslo&access_token=••••&passwd=••••',
    );
  });
  it('masks every string of the report', () => {
    expect(maskDeep({ a: ['see 4f9a8c7e2b1d0a3f5e6c'], b: { c: '/apps/mykeys?key=abc' }, n: 3 })).toEqual({
      a: ['see ••••5e6c'],
      b: { c: '/apps/mykeys?key=••••' },
      n: 3,
    });
  });
});
