// The literal parser's value rules (readLiteral, readString, skipWs, skipString) on the values authors and the
// server write in inline scripts: number forms, escapes and line continuations, quote and template rules,
// object keys and lenient objects, and the comment/CDATA markers skipped around values. Complements
// literals.test.ts.
import { describe, expect, it } from 'vitest';
import { readLiteral, skipString, skipWs } from './literals.ts';

const read = (src: string, lenient = false) => readLiteral(src, 0, lenient)?.v;

describe('numbers', () => {
  it.each([
    ['1.25', 1.25],
    ['.25', 0.25],
    ['1e-3', 0.001],
    ['2e10', 2e10],
    ['-0.75', -0.75],
  ])('reads %s whole', (src, value) => {
    expect(read(src)).toBe(value);
  });

  it('rejects a dotted version number written without quotes', () => {
    expect(readLiteral('1.2.3', 0)).toBeNull();
  });
});

describe('strings', () => {
  it('reads the single-character escapes of JavaScript', () => {
    expect(read(String.raw`"a\rb\bc\fd\ve\0"`)).toBe('a\rb\bc\fd\ve\0');
  });

  it('reads a code point escape in braces', () => {
    expect(read(String.raw`"smile \u{1F600}!"`)).toBe('smile \u{1F600}!');
  });

  it('a Windows path with \\u that is no escape is not a literal (and does not throw)', () => {
    expect(readLiteral(String.raw`"C:\users\jdoe"`, 0)).toBeNull();
    expect(readLiteral(String.raw`"\u{110000}"`, 0)).toBeNull();
  });

  it('drops a backslash line continuation (LF and CRLF)', () => {
    expect(read('"first line \\\nsecond"')).toBe('first line second');
    expect(read('"first line \\\r\nsecond"')).toBe('first line second');
  });

  it('a raw line break ends a quoted string: not a literal', () => {
    expect(readLiteral('"line one\nline two"', 0)).toBeNull();
    expect(readLiteral("'line one\nline two'", 0)).toBeNull();
  });

  it('a template may span lines and hold $ and braces, but not ${…}', () => {
    expect(read('`line one\nline two`')).toBe('line one\nline two');
    expect(read('`Price: $5 a month`')).toBe('Price: $5 a month');
    expect(read('`p { margin: 0 }`')).toBe('p { margin: 0 }');
    expect(readLiteral('`Hello ${name}`', 0)).toBeNull();
  });

  it('quoted strings keep ${…} and {{…}} as text', () => {
    expect(read('"Hello ${name}"')).toBe('Hello ${name}');
    expect(read('"{{name}}"')).toBe('{{name}}');
  });

  it('skipString: an unterminated quoted string ends at its line end, a template runs on', () => {
    const src = "'unterminated\nnext();";
    expect(skipString(src, 0)).toBe(src.indexOf('\n'));
    const tpl = '`<p>\n  text\n</p>`; next();';
    expect(skipString(tpl, 0)).toBe(tpl.indexOf(';'));
  });
});

describe('objects and arrays', () => {
  it('reads single-quoted keys', () => {
    expect(read("{'username': 'jdoe', 'roles': ['member']}")).toEqual({ username: 'jdoe', roles: ['member'] });
  });

  it('an object read is plain data: its properties can be changed and deleted', () => {
    const v = read('{"username": "jdoe", "id": 7}') as Record<string, unknown>;
    v.username = 'other';
    delete v.id;
    expect(v).toEqual({ username: 'other' });
  });

  it('strictly, spread entries, shorthand properties and expressions make the object unreadable', () => {
    expect(readLiteral('{...defaults, username: "jdoe"}', 0)).toBeNull();
    expect(readLiteral('{isAdmin, username: "jdoe"}', 0)).toBeNull();
    expect(readLiteral('{username: "jdoe", expires: 60 * 60 * 1000}', 0)).toBeNull();
  });

  it('leniently, spread entries, shorthand properties and expressions are skipped', () => {
    expect(read('{...defaults, username: "jdoe"}', true)).toEqual({ username: 'jdoe' });
    expect(read('{isAdmin, username: "jdoe"}', true)).toEqual({ username: 'jdoe' });
    expect(read('{username: "jdoe", expires: 60 * 60 * 1000, id: 7}', true)).toEqual({ username: 'jdoe', id: 7 });
  });

  it('an unterminated object is not a literal, even leniently', () => {
    expect(readLiteral('{username: "jdoe", roles: load(', 0, true)).toBeNull();
  });

  it('a list with a missing comma is not a literal', () => {
    expect(readLiteral('["2017-08-01" "2017-08-31"]', 0)).toBeNull();
  });
});

describe('skipWs', () => {
  it('skips bare CDATA markers and an HTML comment close', () => {
    const open = '<![CDATA[\n  var a = 1;';
    expect(skipWs(open, 0)).toBe(open.indexOf('var'));
    const close = ']]>\n  var a = 1;';
    expect(skipWs(close, 0)).toBe(close.indexOf('var'));
    const html = '-->\nvar a = 1;';
    expect(skipWs(html, 0)).toBe(html.indexOf('var'));
  });

  it('stops at a value that starts with / or * inside quotes', () => {
    expect(read('"/docs/api"')).toBe('/docs/api');
    expect(read('"*"')).toBe('*');
  });
});
