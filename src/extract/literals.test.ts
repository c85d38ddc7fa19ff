import { describe, expect, it } from 'vitest';
import { findCall, parseGlobals, parseMasheryInfo, readLiteral, sliceBalanced, type GlobalLiteral } from './literals.ts';
import type { Problem } from '../model/pageData.ts';

function globals(...scripts: string[]) {
  const into: Record<string, GlobalLiteral> = {};
  const problems: Problem[] = [];
  parseGlobals(scripts, into, problems);
  return { into, problems };
}

describe('readLiteral', () => {
  it.each([
    ['true', true],
    ['false', false],
    ['null', null],
    ['42', 42],
    ['-1.5', -1.5],
    ['.5', 0.5],
    ['1e3', 1000],
    ['"a;b"', 'a;b'],
    ["'it\\'s'", "it's"],
    ['"tab\\tnl\\n"', 'tab\tnl\n'],
    ['"\\u00e9\\x41"', 'éA'],
    ['`plain`', 'plain'],
    ['[1, "x", null]', [1, 'x', null]],
    ['{"a": 1, b: \'two\', "c": {d: [true]},}', { a: 1, b: 'two', c: { d: [true] } }],
  ])('reads %s', (src, value) => {
    expect(readLiteral(src, 0)?.v).toEqual(value);
  });

  it.each(['foo', 'function(){}', '`a${b}`', '0x1F', '1px', '"unterminated', 'undefined', '{a: b}', '[1,,2]', 'NaN'])(
    'rejects %s',
    (src) => {
      expect(readLiteral(src, 0)).toBeNull();
    },
  );

  it('lenient objects skip non-literal properties but keep the rest', () => {
    expect(readLiteral('{username: "jdoe", roles: getRoles(1, 2), n: 1}', 0, true)?.v).toEqual({ username: 'jdoe', n: 1 });
  });

  it('never turns a __proto__ key into the prototype', () => {
    const v = readLiteral('{"__proto__": {"polluted": true}}', 0)?.v as Record<string, unknown>;
    expect(Object.getPrototypeOf(v)).toBe(Object.prototype);
    expect(Object.keys(v)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('parseGlobals', () => {
  it('reads dotted and bracket forms with either quote', () => {
    const { into, problems } = globals(
      `mashery.globals.noMarkdown = true;\nmashery.globals['noHeading'] = false;\nmashery.globals["pageWide"] = "wide";`,
    );
    expect(into).toEqual({ noMarkdown: true, noHeading: false, pageWide: 'wide' });
    expect(problems).toEqual([]);
  });

  it('reads several statements on one line and strings containing ; and =', () => {
    const { into } = globals(`mashery.globals.a = "x; y = z"; mashery.globals.b = 'c=d;'; mashery.globals.n = -2.5`);
    expect(into).toEqual({ a: 'x; y = z', b: 'c=d;', n: -2.5 });
  });

  it('tolerates CDATA wrappers and comments around statements, and ASI line ends', () => {
    const { into } = globals(`//<![CDATA[\n/* head */ mashery.globals.a = 1 // one\nmashery.globals.b = 'two'\n<!-- x\n//]]>`);
    expect(into).toEqual({ a: 1, b: 'two' });
  });

  it('rejects a function value alone, with a problem naming it, and keeps the other assignments', () => {
    const { into, problems } = globals(
      `mashery.globals.a = 1; mashery.globals.fn = function () { mashery.globals.inner = 3; return 1; }; mashery.globals.b = 2;`,
    );
    expect(into).toEqual({ a: 1, b: 2 });
    expect(problems).toEqual([{ kind: 'global-not-literal', name: 'fn' }]);
  });

  it('rejects arrows, objects, identifiers and expressions', () => {
    const { into, problems } = globals(
      'mashery.globals.a = () => { mashery.globals.z = 1 };\nmashery.globals.b = {x: 1};\nmashery.globals.c = foo;\nmashery.globals.d = 1 + 2;\nmashery.globals.e = "a" +\n "b";\nmashery.globals.ok = "yes";',
    );
    expect(into).toEqual({ ok: 'yes' });
    expect(problems.map((p) => p.kind === 'global-not-literal' && p.name)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('lets a later assignment win, also across scripts', () => {
    expect(globals('mashery.globals.w = 1; mashery.globals.w = 2;', 'mashery.globals.w = 3;').into).toEqual({ w: 3 });
  });

  it('ignores assignments inside strings, comments and regular expressions, and comparisons', () => {
    const { into } = globals(
      `var s = "mashery.globals.a = 1;"; // mashery.globals.b = 2;\n/* mashery.globals.c = 3; */ var r = /mashery.globals.d = 4;'/; if (mashery.globals.e == 5) {}`,
    );
    expect(into).toEqual({});
  });

  it('accepts window.mashery.globals and does not confuse mashery_info', () => {
    expect(globals('window.mashery.globals.x = "1"; mashery_info.globals = 2;').into).toEqual({ x: '1' });
  });
});

describe('parseMasheryInfo', () => {
  const info = (...s: string[]) => parseMasheryInfo(s, []);
  it.each([
    ['var mashery_info = {"username": "jdoe"};', 'jdoe'],
    ["var mashery_info = {username: 'jdoe', roles: ['x']};", 'jdoe'],
    ['window.mashery_info = {"username": "a", "isAdmin": foo()};', 'a'],
    ['mashery_info = {}; mashery_info.username = "late";', 'late'],
  ])('%s → %s', (src, name) => {
    expect(info(src)).toEqual({ found: true, username: name });
  });

  it('null and {} mean signed out; no script means not found', () => {
    expect(info('var mashery_info = null;')).toEqual({ found: true, username: null });
    expect(info('var mashery_info = {};')).toEqual({ found: true, username: null });
    expect(info('var other = 1;')).toEqual({ found: false, username: null });
  });

  it('reports a value that is not a literal', () => {
    const problems: Problem[] = [];
    expect(parseMasheryInfo(['var mashery_info = build();'], problems).found).toBe(false);
    expect(problems).toEqual([{ kind: 'mashery-info-not-literal' }]);
  });
});

describe('findCall (initCharts)', () => {
  it('reads string, number, null, array and JSON object arguments', () => {
    const c = findCall([`initCharts("k1", 'a);b', 'semi;colon', 42, null, [1, 2], {"tz": "UTC"});`], 'initCharts');
    expect(c?.call).toBe(`initCharts("k1", 'a);b', 'semi;colon', 42, null, [1, 2], {"tz": "UTC"})`);
    expect(c?.args).toEqual(['k1', 'a);b', 'semi;colon', 42, null, [1, 2], { tz: 'UTC' }]);
  });

  it('skips definitions and typeof tests, finds calls inside callbacks', () => {
    const c = findCall(
      [`function initCharts(a) {}\nif (typeof initCharts === 'function') { $(function () { initCharts('k'); }); }`],
      'initCharts',
    );
    expect(c).toEqual({ call: "initCharts('k')", args: ['k'] });
  });

  it('keeps the call text but null args when an argument is an expression', () => {
    expect(findCall(['initCharts(key, "x")'], 'initCharts')).toEqual({ call: 'initCharts(key, "x")', args: null });
  });

  it('returns null when there is no call', () => {
    expect(findCall(['var initCharts = 1;'], 'initCharts')).toBeNull();
  });
});

describe('sliceBalanced', () => {
  it('matches brackets while honouring strings containing ); and })', () => {
    const src = `$.data(el, 'apiSchemas', {"a": {"d": "x);y"}, "b": "})();"});\n})();`;
    const json = sliceBalanced(src, src.indexOf('{'));
    expect(JSON.parse(json!)).toEqual({ a: { d: 'x);y' }, b: '})();' });
  });
  it('returns null for an unterminated value', () => {
    expect(sliceBalanced('{"a": [1, 2}', 0)).toBeNull();
  });
});
