// The one literal parser of the extractor. It reads JavaScript *source text* (inline <script> elements,
// never run) and understands exactly: strings ('…', "…", `…` without ${}), decimal numbers, true, false,
// null, and object/array literals built from those (keys quoted or bare). Anything else is "not a literal"
// and is skipped by the callers — never evaluated.
//
// Used for: mashery.globals assignments, the mashery_info object, the initCharts(…) call
// arguments (key activity), and the bracket matching of the I/O Docs 'apiSchemas' JSON.

import type { Problem } from '../model/pageData.ts';

export type Literal = string | number | boolean | null | Literal[] | { [key: string]: Literal };

interface Read {
  v: Literal;
  end: number;
}

const WHITESPACE = /\s/;
const IDENTIFIER_CHARACTER = /[\w$\u00c0-\uffff]/;
const NUMBER = /[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/y;
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', 0: '\0' };
// words after which a `/` starts a regular expression, not a division
const REGEX_AFTER_WORD = /^(?:return|typeof|case|in|of|new|delete|void|throw|instanceof|do|else|yield|await)$/;

const isId = (c: string | undefined): boolean => c !== undefined && IDENTIFIER_CHARACTER.test(c);

/** Skips whitespace, comments (`//`, `/* *\/`, `<!--`, `-->`) and CDATA markers. */
export function skipWs(src: string, i: number): number {
  for (;;) {
    const c = src[i];
    // Stryker disable next-line ConditionalExpression: equivalent — at the end of the source (undefined) no other branch matches either and the loop returns i
    if (c === undefined) return i;
    if (WHITESPACE.test(c)) i++;
    else if (c === '/' && src[i + 1] === '/') i = lineEnd(src, i);
    else if (c === '/' && src[i + 1] === '*') {
      const e = src.indexOf('*/', i + 2);
      // Stryker disable next-line EqualityOperator: equivalent — '*/' is searched from i + 2, so it is never found at 0
      i = e < 0 ? src.length : e + 2;
    } else if (src.startsWith('<!--', i) || src.startsWith('-->', i)) i = lineEnd(src, i);
    else if (src.startsWith('<![CDATA[', i)) i += 9;
    else if (src.startsWith(']]>', i)) i += 3;
    else return i;
  }
}

function lineEnd(src: string, i: number): number {
  const e = src.indexOf('\n', i);
  // Stryker disable next-line EqualityOperator: equivalent — lineEnd starts at a '/', '<' or '-', so the line break is never at 0
  return e < 0 ? src.length : e;
}

/** Reads a quoted string starting at src[i] (a quote). null when unterminated or a template with ${…}. */
export function readString(src: string, i: number): Read | null {
  const quote = src[i];
  let out = '';
  // Stryker disable next-line EqualityOperator: equivalent — at src.length the character is undefined: no branch matches and the string is unterminated (null) either way
  for (let j = i + 1; j < src.length; j++) {
    const c = src[j]!;
    if (c === quote) return { v: out, end: j + 1 };
    if (c === '\\') {
      const n = src[++j];
      // Stryker disable next-line ConditionalExpression: equivalent — a backslash at the end of the source leaves the string unterminated (null) either way
      if (n === undefined) return null;
      if (n === 'x' || n === 'u') {
        const braced = n === 'u' && src[j + 1] === '{';
        const hex = braced ? src.slice(j + 2, src.indexOf('}', j)) : src.slice(j + 1, j + (n === 'x' ? 3 : 5));
        const code = /^[0-9a-fA-F]+$/.test(hex) ? parseInt(hex, 16) : NaN;
        if (!(code <= 0x10ffff) || (!braced && hex.length !== (n === 'x' ? 2 : 4))) return null;
        out += String.fromCodePoint(code);
        j += braced ? hex.length + 2 : hex.length;
      } else if (n === '\r' || n === '\n') {
        if (n === '\r' && src[j + 1] === '\n') j++;
      } else out += ESCAPES[n] ?? n;
    } else if (quote === '`' && c === '$' && src[j + 1] === '{') return null;
    else if (quote !== '`' && (c === '\n' || c === '\r')) return null;
    else out += c;
  }
  return null;
}

function readWord(src: string, i: number): Read | null {
  for (const [w, v] of [
    ['true', true],
    ['false', false],
    ['null', null],
  ] as const) {
    if (src.startsWith(w, i) && !isId(src[i + w.length])) return { v, end: i + w.length };
  }
  return null;
}

/**
 * Reads one literal at or after `i` (leading whitespace/comments skipped). `lenient`: inside objects,
 * a property whose value is not a literal is skipped instead of failing the whole object.
 */
export function readLiteral(src: string, i: number, lenient = false): Read | null {
  i = skipWs(src, i);
  const c = src[i];
  if (c === '"' || c === "'" || c === '`') return readString(src, i);
  if (c === '{') return readObject(src, i, lenient);
  if (c === '[') return readArray(src, i, lenient);
  NUMBER.lastIndex = i;
  const m = NUMBER.exec(src);
  if (m && !isId(src[NUMBER.lastIndex]) && src[NUMBER.lastIndex] !== '.') return { v: Number(m[0]), end: NUMBER.lastIndex };
  return readWord(src, i);
}

function setKey(o: Record<string, Literal>, k: string, v: Literal): void {
  // defineProperty: a "__proto__" key becomes an own property, never the prototype
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}

function readKey(src: string, i: number): { k: string; end: number } | null {
  const c = src[i];
  if (c === '"' || c === "'") {
    const r = readString(src, i);
    return r ? { k: r.v as string, end: r.end } : null;
  }
  let j = i;
  while (isId(src[j])) j++;
  return j > i ? { k: src.slice(i, j), end: j } : null;
}

function readObject(src: string, i: number, lenient: boolean): Read | null {
  const o: Record<string, Literal> = {};
  i = skipWs(src, i + 1);
  while (src[i] !== '}') {
    const key = readKey(src, i);
    if (!key) {
      if (!lenient) return null;
      i = skipBalanced(src, i, ',}');
    } else {
      i = skipWs(src, key.end);
      if (src[i] !== ':') {
        if (!lenient) return null;
        i = skipBalanced(src, i, ',}');
      } else {
        const r = readLiteral(src, i + 1, lenient);
        // Stryker disable next-line UnaryOperator: equivalent — after is read only when r is a value
        const after = r ? skipWs(src, r.end) : -1;
        if (r && (src[after] === ',' || src[after] === '}')) {
          setKey(o, key.k, r.v);
          i = after;
        } else if (lenient) i = skipBalanced(src, i + 1, ',}');
        else return null;
      }
    }
    if (src[i] === ',') i = skipWs(src, i + 1);
    else if (src[i] !== '}') return null;
  }
  return { v: o, end: i + 1 };
}

function readArray(src: string, i: number, lenient: boolean): Read | null {
  const a: Literal[] = [];
  i = skipWs(src, i + 1);
  while (src[i] !== ']') {
    const r = readLiteral(src, i, lenient);
    if (!r) return null;
    a.push(r.v);
    i = skipWs(src, r.end);
    if (src[i] === ',') i = skipWs(src, i + 1);
    else if (src[i] !== ']') return null;
  }
  return { v: a, end: i + 1 };
}

/** Index just after the string/template starting at src[i] (unterminated: the line end). */
export function skipString(src: string, i: number): number {
  const quote = src[i];
  // Stryker disable next-line EqualityOperator: equivalent — at src.length the character is undefined: no branch matches and src.length is returned either way
  for (let j = i + 1; j < src.length; j++) {
    const c = src[j];
    if (c === '\\') j++;
    else if (c === quote) return j + 1;
    else if (quote === '`' && c === '$' && src[j + 1] === '{') j = skipBalanced(src, j + 2, '}');
    else if (quote !== '`' && c === '\n') return j;
  }
  return src.length;
}

/**
 * From i, skips code with balanced brackets, strings and comments until one of `stops` appears at
 * depth 0 (not consumed) or an unmatched closing bracket. Returns that index (or src.length).
 */
export function skipBalanced(src: string, i: number, stops: string): number {
  let depth = 0;
  // Stryker disable next-line EqualityOperator: equivalent — at src.length the character is undefined: no stop, quote, comment or bracket, and src.length is returned either way
  while (i < src.length) {
    const c = src[i]!;
    if (depth === 0 && stops.includes(c)) return i;
    if (c === '"' || c === "'" || c === '`') i = skipString(src, i);
    else if (c === '/' && (src[i + 1] === '/' || src[i + 1] === '*')) i = skipWs(src, i);
    else {
      if (c === '(' || c === '[' || c === '{') depth++;
      else if (c === ')' || c === ']' || c === '}') {
        if (depth === 0) return i;
        depth--;
      }
      i++;
    }
  }
  return src.length;
}

/**
 * Walks the code of a script (strings, comments and regular expressions skipped) and calls `onWord`
 * for every identifier with its start and end. `onWord` may return an index to continue from.
 */
export function scanWords(src: string, onWord: (word: string, start: number, end: number) => number | void): void {
  let i = 0;
  let prev = '';
  // Stryker disable next-line StringLiteral: equivalent — prevWord is only tested against REGEX_AFTER_WORD, which matches neither '' nor the replacement
  let prevWord = '';
  // Stryker disable next-line EqualityOperator: equivalent — at src.length the character is undefined: no branch matches and the loop ends either way
  while (i < src.length) {
    const c = src[i]!;
    if (WHITESPACE.test(c)) {
      i++;
      continue;
    }
    if ((c === '/' && (src[i + 1] === '/' || src[i + 1] === '*')) || src.startsWith('<!--', i)) {
      i = skipWs(src, i);
      continue;
    }
    if (c === '"' || c === "'" || c === '`') {
      i = skipString(src, i);
      prev = 'a';
      continue;
    }
    if (c === '/' && (prev === '' || '(,=:[!&|?{};+-*%<>~^'.includes(prev) || REGEX_AFTER_WORD.test(prevWord))) {
      i = skipRegex(src, i);
      prev = 'a';
      // Stryker disable next-line StringLiteral: equivalent — prevWord is only tested against REGEX_AFTER_WORD, which matches neither '' nor the replacement
      prevWord = '';
      continue;
    }
    if (isId(c) && !/\d/.test(c)) {
      let j = i + 1;
      while (isId(src[j])) j++;
      const word = src.slice(i, j);
      const next = onWord(word, i, j);
      i = typeof next === 'number' && next > i ? next : j;
      prev = 'a';
      prevWord = word;
      continue;
    }
    if (/\d/.test(c)) {
      while (isId(src[i]) || src[i] === '.') i++;
      prev = 'a';
      // Stryker disable next-line StringLiteral: equivalent — prevWord is only tested against REGEX_AFTER_WORD, which matches neither '' nor the replacement
      prevWord = '';
      continue;
    }
    prev = c;
    // Stryker disable next-line StringLiteral: equivalent — prevWord is only tested against REGEX_AFTER_WORD, which matches neither '' nor the replacement
    prevWord = '';
    i++;
  }
}

function skipRegex(src: string, i: number): number {
  let inClass = false;
  for (let j = i + 1; j < src.length; j++) {
    const c = src[j];
    if (c === '\\') j++;
    else if (c === '\n') return j;
    else if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    else if (c === '/' && !inClass) {
      while (isId(src[j + 1])) j++;
      return j + 1;
    }
  }
  return src.length;
}

/** `=` of a plain assignment at i (after whitespace)? Returns the index after it, or -1. */
function assignAt(src: string, i: number): number {
  i = skipWs(src, i);
  return src[i] === '=' && src[i + 1] !== '=' && src[i + 1] !== '>' ? i + 1 : -1;
}

/** Does the statement end right after a value that ended at i (ASI-aware, no operator continues it)? */
function statementEnds(src: string, i: number): boolean {
  const j = skipWs(src, i);
  const c = src[j];
  if (c === undefined || c === ';' || c === '}' || c === ',' || c === ')') return true;
  // a line break ends the statement unless the next line continues the expression
  return /[\r\n]/.test(src.slice(i, j)) && !'+-*/%&|^?.=<>[(`'.includes(c);
}

export type GlobalLiteral = string | number | boolean | null;

/**
 * Reads `mashery.globals.NAME = VALUE`, `mashery.globals['NAME'] = VALUE` and `mashery.globals["NAME"] = VALUE`
 * assignments from script texts, in order (a later assignment of the same name wins). Values that are
 * not primitive literals are skipped; each skip adds a global-not-literal problem (the runtime logs the
 * spec's message for it).
 */
export function parseGlobals(scripts: readonly string[], into: Record<string, GlobalLiteral>, problems: Problem[]): void {
  for (const src of scripts) {
    // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent — a shortcut: without 'globals' in the script no assignment is read either way
    if (!src.includes('globals')) continue;
    scanWords(src, (word, start, end) => {
      // Stryker disable next-line ArithmeticOperator,StringLiteral: equivalent — scanWords reports whole words, so the character before 'mashery' (and its second character) is never '_'
      if (word !== 'mashery' || src[start - 1] === '_') return;
      let i = skipWs(src, end);
      if (src[i] !== '.') return;
      i = skipWs(src, i + 1);
      if (!src.startsWith('globals', i) || isId(src[i + 7])) return;
      i = skipWs(src, i + 7);
      let name: string | null = null;
      if (src[i] === '.') {
        const s = skipWs(src, i + 1);
        let j = s;
        while (isId(src[j])) j++;
        if (j > s) name = src.slice(s, j);
        i = j;
      } else if (src[i] === '[') {
        const s = skipWs(src, i + 1);
        const r = src[s] === '"' || src[s] === "'" || src[s] === '`' ? readString(src, s) : null;
        // Stryker disable next-line UnaryOperator: equivalent — close is read only when r is a string
        const close = r ? skipWs(src, r.end) : -1;
        if (r && src[close] === ']') {
          name = r.v as string;
          i = close + 1;
        }
      }
      if (name === null) return i;
      const eq = assignAt(src, i);
      // Stryker disable next-line EqualityOperator: equivalent — assignAt returns -1 or the index after an '=', never 0
      if (eq < 0) return i;
      const r = readLiteral(src, eq);
      if (r && (r.v === null || typeof r.v !== 'object') && statementEnds(src, r.end)) {
        Object.defineProperty(into, name, { value: r.v, enumerable: true, writable: true, configurable: true });
        return r.end;
      }
      problems.push({ kind: 'global-not-literal', name });
      return skipFunctionValue(src, eq);
    });
  }
}

/** After a rejected `=`: step over a function/arrow body so assignments inside it are not read. */
function skipFunctionValue(src: string, i: number): number {
  const s = skipWs(src, i);
  let j = s;
  if (src.startsWith('async', j) && !isId(src[j + 5])) j = skipWs(src, j + 5);
  const isFn = src.startsWith('function', j) && !isId(src[j + 8]);
  if (!isFn) {
    // arrow: (params) => … or name => …
    let k = j;
    // Stryker disable next-line StringLiteral: equivalent — skipBalanced also stops at an unmatched ')' that is not a stop
    if (src[k] === '(') k = skipBalanced(src, k + 1, ')') + 1;
    else while (isId(src[k])) k++;
    k = skipWs(src, k);
    if (k === j || !src.startsWith('=>', k)) return s;
    k = skipWs(src, k + 2);
    // Stryker disable next-line StringLiteral: equivalent — skipBalanced also stops at an unmatched '}' that is not a stop
    return src[k] === '{' ? skipBalanced(src, k + 1, '}') + 1 : k;
  }
  const open = src.indexOf('{', j);
  // Stryker disable next-line EqualityOperator,StringLiteral: equivalent — the '{' is searched after 'function', never at 0; skipBalanced also stops at an unmatched '}' that is not a stop
  return open < 0 ? src.length : skipBalanced(src, open + 1, '}') + 1;
}

export interface MasheryInfo {
  /** an assignment was found and read */
  found: boolean;
  username: string | null;
}

/**
 * Reads `var mashery_info = {…};` / `window.mashery_info = null;` / `mashery_info.username = '…'`
 * from script texts (later wins). Unreadable values are reported in `problems`.
 */
export function parseMasheryInfo(scripts: readonly string[], problems: Problem[]): MasheryInfo {
  const info: MasheryInfo = { found: false, username: null };
  for (const src of scripts) {
    // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent — a shortcut: without 'mashery_info' in the script no word equals it either way
    if (!src.includes('mashery_info')) continue;
    scanWords(src, (word, _start, end) => {
      if (word !== 'mashery_info') return;
      let i = skipWs(src, end);
      let prop: string | null = null;
      if (src[i] === '.') {
        const s = skipWs(src, i + 1);
        let j = s;
        while (isId(src[j])) j++;
        prop = src.slice(s, j);
        i = j;
      }
      const eq = assignAt(src, i);
      if (eq < 0 || (prop !== null && prop !== 'username')) return;
      const r = readLiteral(src, eq, true);
      if (
        !r ||
        typeof r.v === 'number' ||
        typeof r.v === 'boolean' ||
        Array.isArray(r.v) ||
        (prop === null && typeof r.v === 'string')
      ) {
        problems.push({ kind: 'mashery-info-not-literal' });
        return eq;
      }
      info.found = true;
      const v = r.v;
      const name = prop !== null ? v : v !== null && typeof v === 'object' ? (v as Record<string, Literal>).username : null;
      info.username = typeof name === 'string' && name.trim() ? name.trim() : typeof name === 'number' ? String(name) : null;
      return r.end;
    });
  }
  return info;
}

export interface CallInfo {
  call: string;
  args: Literal[] | null;
}

/**
 * Finds the first call `NAME(…)` in script texts (not a definition) and returns its text and its
 * arguments read as literals (null when any argument is not a literal).
 */
export function findCall(scripts: readonly string[], name: string): CallInfo | null {
  for (const src of scripts) {
    // Stryker disable next-line ConditionalExpression: equivalent — a shortcut: without the name in the script no word equals it either way
    if (!src.includes(name)) continue;
    let found: CallInfo | null = null;
    scanWords(src, (word, start, end) => {
      if (found || word !== name || /\bfunction\s*$/.test(src.slice(Math.max(0, start - 20), start))) return;
      const open = skipWs(src, end);
      if (src[open] !== '(') return;
      // Stryker disable next-line StringLiteral: equivalent — skipBalanced also stops at an unmatched ')' that is not a stop
      const close = skipBalanced(src, open + 1, ')');
      if (src[close] !== ')') return;
      found = { call: src.slice(start, close + 1), args: readArgs(src, open + 1, close) };
      return src.length;
    });
    if (found) return found;
  }
  return null;
}

function readArgs(src: string, i: number, close: number): Literal[] | null {
  const args: Literal[] = [];
  i = skipWs(src, i);
  while (i < close) {
    const r = readLiteral(src, i);
    if (!r || r.end > close) return null;
    args.push(r.v);
    i = skipWs(src, r.end);
    if (src[i] === ',') i = skipWs(src, i + 1);
    else if (i !== close) return null;
  }
  return args;
}

/**
 * Slices the balanced JSON value ({…} or […]) that starts at or after `i`, honouring strings (so `);`
 * or `})` inside strings do not end it). null when there is none or it is unterminated.
 */
export function sliceBalanced(src: string, i: number): string | null {
  i = skipWs(src, i);
  const open = src[i];
  if (open !== '{' && open !== '[') return null;
  // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: equivalent — skipBalanced also stops at an unmatched closing bracket that is not a stop, so which closer is the stop never changes where it ends
  const end = skipBalanced(src, i + 1, open === '{' ? '}' : ']');
  if (end >= src.length || src[end] !== (open === '{' ? '}' : ']')) return null;
  return src.slice(i, end + 1);
}
