// The plain-object helpers: what counts as a plain object, and the deep merge of a configuration override.
import { describe, expect, it } from 'vitest';
import { deepMerge, isPlainObject } from './objects.ts';

describe('isPlainObject', () => {
  it('objects only: not null, not arrays, not other values', () => {
    expect([{}, { a: 1 }, null, [], 'x', 1, undefined].map(isPlainObject)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('deepMerge', () => {
  it('objects merged key by key, arrays and other values replaced, undefined keeps the base', () => {
    const base = { a: 1, nested: { keep: 'k', change: 1, deeper: { x: 1, y: 2 } }, list: [1, 2] };
    const override = { a: undefined, nested: { change: 2, deeper: { y: 3 } }, list: [3], added: 'new' };
    expect(deepMerge(base, override)).toEqual({
      a: 1,
      nested: { keep: 'k', change: 2, deeper: { x: 1, y: 3 } },
      list: [3],
      added: 'new',
    });
    expect(base.nested.change).toBe(1);
  });

  it('a value and an object: the override wins; an undefined override keeps the base', () => {
    expect(deepMerge({ a: 1 }, 5)).toBe(5);
    expect(deepMerge({ a: 1 }, null)).toBeNull();
    expect(deepMerge(5, { a: 1 })).toEqual({ a: 1 });
    expect(deepMerge(1, 2)).toBe(2);
    expect(deepMerge({ a: 1 }, undefined)).toEqual({ a: 1 });
    expect(deepMerge(1, undefined)).toBe(1);
  });
});
