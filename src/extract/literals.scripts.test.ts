// How the literal parser walks whole inline scripts: which `mashery.globals` assignments, `mashery_info` values
// and `initCharts(…)` calls it reads from code written the way authors and minifiers write it (regular
// expressions, divisions, templates, comments, statements without semicolons, function values), what it
// skips or reports, and where the I/O Docs schema JSON ends. Complements literals.test.ts.
import { describe, expect, it } from 'vitest';
import { findCall, parseGlobals, parseMasheryInfo, scanWords, sliceBalanced, type GlobalLiteral } from './literals.ts';
import type { Problem } from '../model/pageData.ts';

function globals(...scripts: string[]) {
  const into: Record<string, GlobalLiteral> = {};
  const problems: Problem[] = [];
  parseGlobals(scripts, into, problems);
  return { into, problems };
}

const notLiteral = (...names: string[]) => names.map((name) => ({ kind: 'global-not-literal', name }));

describe('scanWords', () => {
  it('reports the words of code only: not strings, comments, regular expressions, flags or hex digits', () => {
    const words: string[] = [];
    scanWords(`var re = /[a-z]+/gi; // note\nvar mask = 0xFF, s = 'text', t = \`tpl\`; /* block */ run(re, mask);`, (w) => {
      words.push(w);
    });
    expect(words).toEqual(['var', 're', 'var', 'mask', 's', 't', 'run', 're', 'mask']);
  });

  it('ignores an index from onWord that does not move forward', () => {
    const words: string[] = [];
    scanWords('init(); done();', (w, start) => {
      words.push(w);
      return start;
    });
    expect(words).toEqual(['init', 'done']);
  });
});

describe('parseGlobals: regular expressions and divisions', () => {
  it('a division after a word, a number or a closing bracket is no regular expression', () => {
    expect(globals('var w = margin / 2; mashery.globals.pageWide = "wide/narrow";').into).toEqual({ pageWide: 'wide/narrow' });
    expect(globals('var w = index / 2; mashery.globals.pageWide = "wide/narrow";').into).toEqual({ pageWide: 'wide/narrow' });
    expect(globals('var half = 10 / 2; mashery.globals.pageWide = "wide/narrow";').into).toEqual({ pageWide: 'wide/narrow' });
  });

  it('a script may start with a regular expression holding escaped slashes', () => {
    expect(globals('/^\\/docs\\//.test(location.pathname) && (mashery.globals.pageWide = "wide");').into).toEqual({
      pageWide: 'wide',
    });
  });

  it('reads past regular expressions with and without character classes', () => {
    expect(globals('var pairs = location.search.split(/&/); mashery.globals.noHeading = true;').into).toEqual({
      noHeading: true,
    });
    expect(globals('var pairs = location.search.substring(1).split(/[&;]/); mashery.globals.noHeading = true;').into).toEqual({
      noHeading: true,
    });
  });
});

describe('parseGlobals: strings, templates and comments', () => {
  it('assignments inside single-quoted, template and multi-line template strings are text', () => {
    const { into } = globals(
      "var example = 'mashery.globals.a = 1;'; var t = `mashery.globals.b = 2;`;\nvar html = `<p>\n  mashery.globals.c = 3;\n</p>`; mashery.globals.ok = true;",
    );
    expect(into).toEqual({ ok: true });
  });

  it('an escaped quote does not end a string', () => {
    expect(globals("var note = 'Don\\'t panic'; mashery.globals.noHeading = true;").into).toEqual({ noHeading: true });
  });

  it('a $ in a template is text, ${…} holds code with its own templates', () => {
    expect(globals('var price = `$5 a month`; mashery.globals.noHeading = true;').into).toEqual({ noHeading: true });
    expect(
      globals("var list = `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`; mashery.globals.noHeading = true;").into,
    ).toEqual({ noHeading: true });
  });

  it('an unterminated block comment runs to the end of the script', () => {
    const { into } = globals('mashery.globals.noHeading = true;\n/* old settings:\nmashery.globals.noMarkdown = true;');
    expect(into).toEqual({ noHeading: true });
  });

  it('an unterminated string costs only its own line', () => {
    const { into, problems } = globals("mashery.globals.a = 'broken;\nmashery.globals.b = 2;");
    expect(into).toEqual({ b: 2 });
    expect(problems).toEqual(notLiteral('a'));
  });

  it('an assignment in a multi-line comment or an HTML comment line is not read', () => {
    const { into } = globals(
      '/**\n * Usage: mashery.globals.noHeading = true;\n */\nmashery.globals.ok = 1;\n<!-- mashery.globals.noMarkdown = true; -->',
    );
    expect(into).toEqual({ ok: 1 });
  });
});

describe('parseGlobals: where statements end', () => {
  it('reads statements without semicolons, one per line, and inside braces or parentheses', () => {
    const { into, problems } = globals(
      'mashery.globals.noHeading = true\nmashery.globals.noMarkdown = false\nif (window.location.hash) { mashery.globals.pageWide = "wide" }',
    );
    expect(into).toEqual({ noHeading: true, noMarkdown: false, pageWide: 'wide' });
    expect(problems).toEqual([]);
  });

  it('reads minified statements joined by commas', () => {
    const { into, problems } = globals('!function(){mashery.globals.noHeading=true,mashery.globals.pageWide="wide"}();');
    expect(into).toEqual({ noHeading: true, pageWide: 'wide' });
    expect(problems).toEqual([]);
  });

  it('an expression continued on the next line is not a literal', () => {
    const { into, problems } = globals('mashery.globals.total = 10\n  + 5;');
    expect(into).toEqual({});
    expect(problems).toEqual(notLiteral('total'));
  });

  it('an HTML comment close after the last statement ends it', () => {
    expect(globals('<!--\nmashery.globals.noHeading = true\n-->').into).toEqual({ noHeading: true });
  });

  it('a division is an expression', () => {
    expect(globals('mashery.globals.half = 1 / 2;').problems).toEqual(notLiteral('half'));
  });

  it('reads a value starting with a slash or an asterisk', () => {
    expect(globals('mashery.globals.docsPath = "/docs/api"; mashery.globals.requiredMark = "*";').into).toEqual({
      docsPath: '/docs/api',
      requiredMark: '*',
    });
  });
});

describe('parseGlobals: what is an assignment of a global', () => {
  it('reading, comparing and setting up the globals object are no assignments and no problems', () => {
    const { into, problems } = globals(
      'window.mashery = window.mashery || {};\nmashery.globals = mashery.globals || {};\nif (mashery.globals.noMarkdown) { render(); }\nif (mashery.globals.pageWide == "wide") { widen(); }\nmashery.globals.noHeading = true;',
    );
    expect(into).toEqual({ noHeading: true });
    expect(problems).toEqual([]);
  });

  it('only mashery.globals: not another object’s globals, not another property of mashery', () => {
    expect(globals('myApp.globals.debug = true; mashery.options.noMarkdown = true;')).toEqual({ into: {}, problems: [] });
  });

  it('reads a backtick name in brackets and skips a computed name', () => {
    const { into, problems } = globals('mashery.globals[`pageWide`] = "wide"; mashery.globals[name] = value;');
    expect(into).toEqual({ pageWide: 'wide' });
    expect(problems).toEqual([]);
  });

  it('reads null', () => {
    expect(globals('mashery.globals.pageWide = null;').into).toEqual({ pageWide: null });
  });

  it('the globals record is plain data: the caller may overwrite or delete an entry', () => {
    const { into } = globals('mashery.globals.noHeading = true; mashery.globals.pageWide = "wide";');
    into.noHeading = false;
    delete into.pageWide;
    expect(into).toEqual({ noHeading: false });
  });
});

describe('parseGlobals: function and expression values', () => {
  it('skips async functions and arrows, with or without parentheses or a block', () => {
    const { into, problems } = globals(
      'mashery.globals.load = async function () { mashery.globals.inner = 1; };\nmashery.globals.onLoad = page => { mashery.globals.inner2 = 2; };\nmashery.globals.fmt = (v) => v.trim();\nmashery.globals.noHeading = true;',
    );
    expect(into).toEqual({ noHeading: true });
    expect(problems).toEqual(notLiteral('load', 'onLoad', 'fmt'));
  });

  it('a call value skips only itself: assignments in a later callback are read', () => {
    const { into, problems } = globals(
      'mashery.globals.mode = getMode();\n$(function () {\n  mashery.globals.noHeading = true;\n});',
    );
    expect(into).toEqual({ noHeading: true });
    expect(problems).toEqual(notLiteral('mode'));
  });

  it('minified: a function body ending in a string is skipped up to its closing brace only', () => {
    const { into, problems } = globals(
      'mashery.globals.f=function(){return"wide"};mashery.globals.g=()=>{return"x"};mashery.globals.noHeading=true',
    );
    expect(into).toEqual({ noHeading: true });
    expect(problems).toEqual(notLiteral('f', 'g'));
  });

  it('minified: an identifier value is skipped up to its end only', () => {
    const { into, problems } = globals('mashery.globals.a=b;mashery.globals.noHeading=true');
    expect(into).toEqual({ noHeading: true });
    expect(problems).toEqual(notLiteral('a'));
  });

  it('a function body with templates, comments and divisions is skipped whole', () => {
    const { into, problems } = globals(
      "mashery.globals.greet = function (name) { var w = window.innerWidth/2; return `Welcome back, ${name}! It's good to see you.`; };\nmashery.globals.init = function () {\n  showBanner(); // 1) the banner\n  showMenu(); /* 2) the menu */\n  mashery.globals.ready = true;\n};\nmashery.globals.b = 2;",
    );
    expect(into).toEqual({ b: 2 });
    expect(problems).toEqual(notLiteral('greet', 'init'));
  });
});

describe('parseMasheryInfo', () => {
  it('ignores other variables, reads of mashery_info and its other properties', () => {
    const problems: Problem[] = [];
    const info = parseMasheryInfo(
      [
        'var mashery_info = {"username": "jdoe"}; var theme = "dark";\nif (window.mashery_info && mashery_info.username) { greet(); }\nmashery_info.isAdmin = true;',
      ],
      problems,
    );
    expect(info).toEqual({ found: true, username: 'jdoe' });
    expect(problems).toEqual([]);
  });

  it.each(['var mashery_info = 0;', 'var mashery_info = false;', 'var mashery_info = "jdoe";'])(
    '%s is not a mashery_info value',
    (src) => {
      const problems: Problem[] = [];
      expect(parseMasheryInfo([src], problems)).toEqual({ found: false, username: null });
      expect(problems).toEqual([{ kind: 'mashery-info-not-literal' }]);
    },
  );

  it('trims the username, a blank one is none, a number is its text', () => {
    expect(parseMasheryInfo(['var mashery_info = {"username": " jdoe "};'], [])).toEqual({ found: true, username: 'jdoe' });
    expect(parseMasheryInfo(['var mashery_info = {"username": " "};'], [])).toEqual({ found: true, username: null });
    expect(parseMasheryInfo(['var mashery_info = {username: 12345};'], [])).toEqual({ found: true, username: '12345' });
  });

  it('leniently skips spread entries and shorthand properties', () => {
    expect(parseMasheryInfo(['var mashery_info = {...defaults, isAdmin, username: "jdoe"};'], [])).toEqual({
      found: true,
      username: 'jdoe',
    });
  });
});

describe('findCall', () => {
  it('finds the call in a later script when an earlier one only defines the function', () => {
    expect(findCall(['function initCharts(a) { draw(a); }', 'initCharts("k3y", "2017-08-01");'], 'initCharts')).toEqual({
      call: 'initCharts("k3y", "2017-08-01")',
      args: ['k3y', '2017-08-01'],
    });
  });

  it('an object argument with a spread entry is no literal', () => {
    expect(findCall(['initCharts({...opts})'], 'initCharts')?.args).toBeNull();
  });
});

describe('sliceBalanced', () => {
  it('slices an array of schemas', () => {
    const src = `$.data(apiRootElement, 'apiSchemas', [{"a": 1}, {"b": [2]}]);\n})();`;
    expect(sliceBalanced(src, src.indexOf('['))).toBe('[{"a": 1}, {"b": [2]}]');
  });

  it('returns null when the brackets do not match before the call closes', () => {
    const src = `$.data(apiRootElement, 'apiSchemas', {"a": [1, 2});\n})();`;
    expect(sliceBalanced(src, src.indexOf('{'))).toBeNull();
  });
});
