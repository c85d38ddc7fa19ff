// Source scanning for the architecture check (test/arch/boundaries.test.ts): a small TS/TSX lexer that
// blanks comments (and, for identifier rules, string contents) while keeping every offset and line,
// import extraction, and the rules of architecture.md 1–4 plus the house rules on eval, raw colours and
// raw HTML. Pure functions of (path, text) so each rule is unit-tested on small samples.
import path from 'node:path';

export interface Violation {
  file: string;
  line: number;
  rule: string;
  detail: string;
}

export const formatViolation = (v: Violation) => `${v.file}:${v.line} — ${v.rule}: ${v.detail}`;

// ─── lexer ──────────────────────────────────────────────────────────────────────────────────────────────
export interface Lexed {
  /** comments blanked; strings kept (import specifiers, colour literals) */
  withStrings: string;
  /** comments and the contents of strings/templates blanked (identifier rules) */
  codeOnly: string;
}

const REGEX_PREFIX = /[(,=:[!&|?{};+\-*%<>~^]$/;
const REGEX_KEYWORDS = /\b(?:return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await)$/;

/**
 * Blanks comments and string contents with spaces (newlines kept, so offsets and lines stay valid).
 * Heuristics: '/' starts a regex after an operator or keyword; a quote whose string would run past the
 * end of the line is JSX text (e.g. <p>don't</p>), not a string.
 */
export function lex(text: string): Lexed {
  const a = text.split('');
  const b = text.split('');
  const blank = (arr: string[], from: number, to: number) => {
    for (let k = from; k < to; k++) if (arr[k] !== '\n') arr[k] = ' ';
  };
  let i = 0;
  const templateDepth: number[] = []; // brace depth at which each open template's ${ started
  let braceDepth = 0;
  let lastSignificant = ''; // code before the current position, trimmed tail (for regex detection)
  const n = text.length;
  const pushSig = (from: number, to: number) => {
    lastSignificant = (lastSignificant + text.slice(from, to)).slice(-20).trimEnd();
  };
  while (i < n) {
    const c = text[i]!;
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? n : end;
      blank(a, i, stop);
      blank(b, i, stop);
      i = stop;
      continue;
    }
    if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? n : end + 2;
      blank(a, i, stop);
      blank(b, i, stop);
      i = stop;
      continue;
    }
    if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < n && text[j] !== c && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      if (j < n && text[j] === c) {
        blank(b, i + 1, j);
        pushSig(i, j + 1);
        i = j + 1;
      } else {
        pushSig(i, i + 1); // JSX text with an apostrophe: not a string
        i += 1;
      }
      continue;
    }
    if (c === '`' || (c === '}' && templateDepth.length && templateDepth[templateDepth.length - 1] === braceDepth)) {
      if (c === '}') templateDepth.pop();
      // inside a template: up to the closing backtick or the next ${
      let j = i + 1;
      while (j < n && text[j] !== '`' && !(text[j] === '$' && text[j + 1] === '{')) j += text[j] === '\\' ? 2 : 1;
      blank(b, i + 1, j);
      if (text[j] === '$') {
        templateDepth.push(braceDepth);
        i = j + 2;
      } else i = j + 1;
      pushSig(i - 1, i);
      continue;
    }
    if (c === '/' && (REGEX_PREFIX.test(lastSignificant) || REGEX_KEYWORDS.test(lastSignificant) || lastSignificant === '')) {
      let j = i + 1;
      let inClass = false;
      while (j < n && text[j] !== '\n' && (inClass || text[j] !== '/')) {
        if (text[j] === '\\') j += 1;
        else if (text[j] === '[') inClass = true;
        else if (text[j] === ']') inClass = false;
        j += 1;
      }
      if (text[j] === '/') {
        blank(b, i + 1, j);
        i = j + 1;
        while (i < n && /[a-z]/i.test(text[i]!)) i++;
        pushSig(i - 1, i);
        continue;
      }
    }
    if (c === '{') braceDepth++;
    if (c === '}') braceDepth--;
    if (!/\s/.test(c)) pushSig(i, i + 1);
    i++;
  }
  return { withStrings: a.join(''), codeOnly: b.join('') };
}

export const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

// ─── imports ────────────────────────────────────────────────────────────────────────────────────────────
export interface ImportRef {
  specifier: string;
  line: number;
  typeOnly: boolean;
}

const IMPORT_PATTERNS: RegExp[] = [
  /\b(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]|\btype\b)*?\bfrom\s*(['"])([^'"\n]+)\2/g,
  /\bimport\s*(['"])([^'"\n]+)\1/g,
  /\bimport\s*\(\s*(['"])([^'"\n]+)\1\s*[,)]/g,
  /\brequire\s*\(\s*(['"])([^'"\n]+)\1\s*\)/g,
  /\bimport\.meta\.glob\s*(?:<[^>]*>)?\(\s*(['"])([^'"\n]+)\1/g,
];

export function findImports(text: string): ImportRef[] {
  const { withStrings } = lex(text);
  const found = new Map<number, ImportRef>();
  for (const [k, re] of IMPORT_PATTERNS.entries()) {
    for (const m of withStrings.matchAll(re)) {
      const specifier = k === 0 ? m[3]! : m[2]!;
      const at = m.index + m[0].lastIndexOf(specifier);
      if (!found.has(at)) found.set(at, { specifier, line: lineAt(withStrings, m.index), typeOnly: k === 0 && Boolean(m[1]) });
    }
  }
  return [...found.values()].sort((x, y) => x.line - y.line);
}

// ─── layers ─────────────────────────────────────────────────────────────────────────────────────────────
export type Layer = 'theme' | 'components' | 'screens' | 'adapter' | 'extract' | 'runtime' | 'entries' | 'labels' | 'config' | string;

/** 'src/components/Button/Button.tsx' → 'components' */
export function layerOf(file: string): Layer | null {
  const m = /^src\/([^/]+)\//.exec(file);
  return m ? m[1]! : null;
}

export type Target = { kind: 'layer'; layer: Layer; path: string } | { kind: 'root'; path: string } | { kind: 'package'; name: string };

/** Resolves an import from `file` (repo-relative, posix) to a layer, a file outside src/, or a package. */
export function resolveTarget(file: string, specifier: string): Target {
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    const resolved = specifier.startsWith('/') ? specifier.slice(1) : path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    const layer = layerOf(resolved);
    return layer ? { kind: 'layer', layer, path: resolved } : { kind: 'root', path: resolved };
  }
  const parts = specifier.split('/');
  return { kind: 'package', name: specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]! };
}

export const isTestOrStory = (file: string) => /\.(test|spec)\.[tj]sx?$/.test(file) || /\.stories\.[tj]sx?$/.test(file);

interface ImportRule {
  rule: string;
  applies: (layer: Layer) => boolean;
  /** returns a reason when the import is not allowed */
  check: (target: Target, ref: ImportRef) => string | null;
}

const pkg = (t: Target, ...names: string[]) => t.kind === 'package' && names.some((n) => t.name === n || t.name.startsWith(`${n}/`));
const internal = (t: Target, ...layers: Layer[]) => t.kind === 'layer' && layers.includes(t.layer);
const describeTarget = (t: Target) => (t.kind === 'layer' ? `src/${t.layer}` : t.kind === 'root' ? t.path : `package ${t.name}`);

export const importRules: ImportRule[] = [
  {
    rule: 'rule 1 (components import only src/theme and other components)',
    applies: (l) => l === 'components',
    check: (t) => (t.kind === 'layer' && !internal(t, 'theme', 'components')) || t.kind === 'root' ? `imports ${describeTarget(t)}` : null,
  },
  {
    rule: 'rule 2 (screens import components, theme and screen-model types from src/adapter — not extract, runtime, labels, config)',
    applies: (l) => l === 'screens',
    check: (t) => (internal(t, 'extract', 'runtime', 'entries', 'labels', 'config') || t.kind === 'root' ? `imports ${describeTarget(t)}` : null),
  },
  {
    rule: 'rule 3 (extract imports no React, no theme, no UI layers)',
    applies: (l) => l === 'extract',
    check: (t) => (internal(t, 'theme', 'components', 'screens', 'adapter', 'runtime', 'entries')
      || pkg(t, 'react', 'react-dom', 'preact', '@vanilla-extract', '@radix-ui', '@visx') ? `imports ${describeTarget(t)}` : null),
  },
  {
    rule: 'rule 4 (adapter is pure: no react-dom, no runtime, no UI layers)',
    applies: (l) => l === 'adapter',
    check: (t) => (internal(t, 'runtime', 'entries', 'screens', 'components') || pkg(t, 'react-dom', 'preact') ? `imports ${describeTarget(t)}` : null),
  },
  {
    rule: 'theme layer (src/theme imports only itself, theme.config.ts and tokens/)',
    applies: (l) => l === 'theme',
    check: (t) => (t.kind === 'layer' && !internal(t, 'theme')) || (t.kind === 'root' && !/^(theme\.config\.ts|tokens\/)/.test(t.path)) ? `imports ${describeTarget(t)}` : null,
  },
  {
    rule: 'entries (only src/entries imports the bundle entry points)',
    applies: (l) => l !== 'entries',
    check: (t) => (internal(t, 'entries') ? `imports ${describeTarget(t)}` : null),
  },
];

export function checkImports(file: string, text: string): Violation[] {
  const layer = layerOf(file);
  if (!layer || isTestOrStory(file)) return [];
  const out: Violation[] = [];
  for (const ref of findImports(text)) {
    const target = resolveTarget(file, ref.specifier);
    for (const r of importRules) {
      if (!r.applies(layer)) continue;
      const reason = r.check(target, ref);
      if (reason) out.push({ file, line: ref.line, rule: r.rule, detail: `${reason} ('${ref.specifier}')` });
    }
  }
  return out;
}

// ─── identifiers and literals ───────────────────────────────────────────────────────────────────────────
/** A global used as a value: not a property (`x.window`), not an object key or type member (`window:`, `window?:`). */
function globalUses(codeOnly: string, names: string[]): { name: string; index: number }[] {
  const re = new RegExp(`(?<![\\w$.])(?:${names.join('|')})(?![\\w$])`, 'g');
  const uses: { name: string; index: number }[] = [];
  for (const m of codeOnly.matchAll(re)) {
    const after = codeOnly.slice(m.index + m[0].length, m.index + m[0].length + 4);
    if (/^\s*(?:\?\s*)?:(?!:)/.test(after)) continue; // `window: Window`, `{ document: doc }`, `window?: X`
    uses.push({ name: m[0], index: m.index });
  }
  return uses;
}

const BROWSER_GLOBALS = ['window', 'document', 'globalThis', 'fetch', 'XMLHttpRequest', 'localStorage', 'sessionStorage', 'navigator'];

export function checkGlobals(file: string, text: string): Violation[] {
  const layer = layerOf(file);
  if (!layer || isTestOrStory(file)) return [];
  const { codeOnly, withStrings } = lex(text);
  const out: Violation[] = [];
  const add = (rule: string, index: number, detail: string) => out.push({ file, line: lineAt(codeOnly, index), rule, detail });
  if (layer === 'screens') {
    const rule = 'rule 2 (screens: no window, document, fetch or DOM queries)';
    for (const u of globalUses(codeOnly, BROWSER_GLOBALS)) add(rule, u.index, `uses ${u.name}`);
    for (const m of codeOnly.matchAll(/\.(querySelector(?:All)?|getElementById|getElementsBy\w+|closest)\s*\(/g)) add(rule, m.index, `DOM query .${m[1]}()`);
  }
  if (layer === 'adapter') {
    for (const u of globalUses(codeOnly, BROWSER_GLOBALS)) add('rule 4 (adapter is pure: no window, document or fetch)', u.index, `uses ${u.name}`);
  }
  if (layer === 'extract') {
    for (const u of globalUses(codeOnly, ['window', 'fetch', 'XMLHttpRequest', 'localStorage', 'sessionStorage', 'navigator'])) {
      add('rule 3 (extract: pure functions of a Document and URL, no window or fetch)', u.index, `uses ${u.name}`);
    }
  }
  if (layer === 'components') {
    for (const u of globalUses(codeOnly, ['fetch', 'XMLHttpRequest'])) add('rule 1 (components: no fetch)', u.index, `uses ${u.name}`);
    for (const m of withStrings.matchAll(/mashery/gi)) add('rule 1 (components know nothing of the portal: no "mashery")', m.index, `mentions "${m[0]}"`);
  }
  return out;
}

export function checkEval(file: string, text: string): Violation[] {
  if (isTestOrStory(file)) return [];
  const { codeOnly } = lex(text);
  const out: Violation[] = [];
  for (const m of codeOnly.matchAll(/(?<![\w$])(eval\s*\(|new\s+Function\s*\(|Function\s*\(\s*['"`])/g)) {
    out.push({ file, line: lineAt(codeOnly, m.index), rule: 'no eval / new Function (rule 5)', detail: `uses ${m[1]!.replace(/\s+/g, ' ').trim()}…` });
  }
  for (const m of codeOnly.matchAll(/\bset(?:Timeout|Interval)\s*\(\s*['"`]/g)) {
    out.push({ file, line: lineAt(codeOnly, m.index), rule: 'no eval / new Function (rule 5)', detail: 'passes a string to setTimeout/setInterval' });
  }
  return out;
}

/** #hex, rgb()/rgba(), hsl()/hsla(), oklch()/oklab(), hwb() outside src/theme (tests and stories exempt). */
export function checkColorLiterals(file: string, text: string): Violation[] {
  if (!file.startsWith('src/') || file.startsWith('src/theme/') || isTestOrStory(file)) return [];
  const { withStrings } = lex(text);
  const out: Violation[] = [];
  const re = /(?<![\w&$#])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])|(?<![\w$.])(?:rgba?|hsla?|oklch|oklab|hwb)\(\s*[-+.\d]/gi;
  for (const m of withStrings.matchAll(re)) {
    out.push({ file, line: lineAt(withStrings, m.index), rule: 'no raw colour literals outside src/theme (use vars.*)', detail: `found ${m[0]}` });
  }
  return out;
}

/** Server HTML only through ServerHtml: no dangerouslySetInnerHTML elsewhere, no innerHTML/outerHTML writes. */
export function checkRawHtml(file: string, text: string): Violation[] {
  if (!file.startsWith('src/') || isTestOrStory(file)) return [];
  const { codeOnly } = lex(text);
  const out: Violation[] = [];
  const rule = 'rule 5 (server HTML only through ServerHtml)';
  if (!file.startsWith('src/components/ServerHtml/')) {
    for (const m of codeOnly.matchAll(/\bdangerouslySetInnerHTML\b/g)) out.push({ file, line: lineAt(codeOnly, m.index), rule, detail: 'uses dangerouslySetInnerHTML' });
  }
  for (const m of codeOnly.matchAll(/\.(innerHTML|outerHTML)\s*(?:\+?=)(?!=)|\.insertAdjacentHTML\s*\(|\bdocument\.write(?:ln)?\s*\(/g)) {
    out.push({ file, line: lineAt(codeOnly, m.index), rule, detail: `writes HTML (${m[0].replace(/\s+/g, '')})` });
  }
  return out;
}

export const allChecks = [checkImports, checkGlobals, checkEval, checkColorLiterals, checkRawHtml];
