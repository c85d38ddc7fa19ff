// The app entry inside portal.js (issue 38: the theme's bytes start with the page's). The portal's server
// page names three theme files; the browser's preload scanner sees only those and fetches them with the
// HTML. The app entry used to be an ES module that portal.js (or the head script) requested when it ran —
// a whole network round after the HTML, and on the mobile profile most of a second behind it. Now the
// entry's code travels in portal.js itself, a classic script, and runs from there:
//
//   - the ES module the bundler wrote (no static imports, one `export { … }` list) becomes the body of a
//     function, `__PORTAL_START__(base)`, that portal.js's loader calls once the page is parsed;
//     `import.meta` becomes `{ url: base }` (an identifier of the same length: the source map keeps its
//     columns) and dynamic `import("./file.js")` resolves against portal.js's URL, as it did against the
//     module's (a classic script's base URL is its own);
//   - at its end, the exports go into a registry under a symbol (`Symbol.for(key)`: not reachable by DOM
//     clobbering, which only ever names string properties);
//   - the lazily loaded files read them from there: each file's `import { … } from "./<entry>"` becomes
//     `const { … } = <registry>` (readFromRegistry below), so the entry's file is not uploaded at all — one
//     request less on every first visit and one file fewer in the folder (it was a 0.5 KB shim module that
//     exported the registry's values). A lazy file is only ever evaluated after the entry ran (it is
//     imported by the entry's code, or by a file the entry imported). Reading copies values: so an export
//     that the entry writes again after its declaration (a live binding) would go stale in the lazy files —
//     the build fails on one (checked with eslint-scope).
import * as acorn from 'acorn';
import * as walk from 'acorn-walk';
import { analyze } from 'eslint-scope';
import { decodeSegment } from '../bench/sourceBytes.mjs';

/** `import.meta` → this identifier (11 characters, like `import.meta`) */
const META = '__portalIM_';
/** the function portal.js's loader calls (src/entries/portal-loader.ts) */
export const START_FUNCTION = '__PORTAL_START__';

export interface ClassicEntry {
  /** the variable holding the entry's code as a function (to be placed where the loader can call it) */
  start: string;
  /** how many lines `start` puts before the entry's first line (for its source map) */
  prefixLines: number;
  /** the expression the lazy files read the entry's exports from (readFromRegistry) */
  registry: string;
}

export function toClassicEntry(code: string, key: string): ClassicEntry {
  const ast = acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'module', ranges: true });
  const exports: { local: string; exported: string }[] = [];
  const cuts: [number, number][] = [];
  for (const node of ast.body) {
    if (node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration' || node.type === 'ExportDefaultDeclaration')
      throw new Error(`the app entry has ${node.type} (only one export list is supported in portal.js)`);
    if (node.type !== 'ExportNamedDeclaration') continue;
    if (node.declaration || node.source) throw new Error('the app entry exports a declaration or re-exports a module');
    for (const s of node.specifiers) {
      const local = s.local.type === 'Identifier' ? s.local.name : String(s.local.value);
      const exported = s.exported.type === 'Identifier' ? s.exported.name : String(s.exported.value);
      exports.push({ local, exported });
    }
    cuts.push([node.start, node.end]);
  }
  // a copied export must never change after the entry ran
  const scopes = analyze(ast, { ecmaVersion: 2022, sourceType: 'module' });
  const moduleScope = scopes.globalScope?.childScopes.find((s) => s.type === 'module');
  const exportedLocals = new Set(exports.map((e) => e.local));
  const live = (moduleScope?.variables ?? [])
    .filter((v) => exportedLocals.has(v.name) && v.references.some((r) => r.isWrite() && !r.init))
    .map((v) => v.name);
  if (live.length)
    throw new Error(`the app entry writes exported bindings after their declaration (live bindings): ${live.join(', ')}`);
  if (code.includes(META)) throw new Error(`the app entry already uses ${META}`);

  // `import.meta` → META (same length), found in the syntax tree: never inside a string
  const edits: [number, number, string][] = cuts.map(([start, end]) => [start, end, '']);
  walk.simple(ast, {
    MetaProperty(node) {
      if (node.meta.name === 'import') edits.push([node.start, node.end, META]);
    },
  });
  let body = '';
  let from = 0;
  for (const [start, end, text] of edits.sort((a, b) => a[0] - b[0])) {
    body += code.slice(from, start) + text;
    from = end;
  }
  body += code.slice(from);
  const registry = `globalThis[Symbol.for(${JSON.stringify(key)})]`;
  for (const e of exports)
    if (!/^[A-Za-z_$][\w$]*$/.test(e.exported)) throw new Error(`export name ${e.exported} is not an identifier`);
  const object = exports.map((e) => (e.exported === e.local ? e.local : `${e.exported}:${e.local}`)).join(',');
  // a parenthesised function expression: V8 compiles it with the script (the PIFE heuristic) instead of
  // pre-parsing 200 KB now and parsing them again in full when it is called
  const start =
    `var ${START_FUNCTION}=(function(base){"use strict";var ${META}={url:base};\n` + `${body}\n;${registry}={${object}};});`;
  return { start, prefixLines: 1, registry };
}

export interface RegistryRead {
  code: string;
  /** per edit, in order: where the import statement ended (0-based line and column) and how much longer the text became */
  shifts: { line: number; column: number; delta: number }[];
}

/**
 * A lazy file's static imports of the entry (`import{a as b,c}from"./<entry>"`) as reads of the registry
 * (`const{a:b,c}=<registry>;`), its dynamic ones (`import("./<entry>")`) as `Promise.resolve(<registry>)`. The file must import nothing else statically: every other file it needs is
 * imported on demand (the build checks that before). `shifts` lets the file's source map follow the code.
 */
export function readFromRegistry(code: string, entry: string, registry: string): RegistryRead {
  const ast = acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  const edits: { start: number; end: number; text: string }[] = [];
  for (const node of ast.body) {
    if (node.type === 'ExportAllDeclaration' || (node.type === 'ExportNamedDeclaration' && node.source))
      throw new Error(`a lazy file re-exports ${String(node.source?.value)}`);
    if (node.type !== 'ImportDeclaration') continue;
    const from = String(node.source.value);
    if (from !== `./${entry}`)
      throw new Error(`a lazy file imports ${from}: only the entry (./${entry}) is read from the registry`);
    const names: string[] = [];
    let namespace: string | null = null;
    for (const s of node.specifiers) {
      if (s.type === 'ImportNamespaceSpecifier') namespace = s.local.name;
      else if (s.type === 'ImportDefaultSpecifier')
        throw new Error("a lazy file imports the entry's default export (it has none)");
      else {
        const imported = s.imported.type === 'Identifier' ? s.imported.name : String(s.imported.value);
        if (!/^[A-Za-z_$][\w$]*$/.test(imported)) throw new Error(`import name ${imported} is not an identifier`);
        names.push(imported === s.local.name ? imported : `${imported}:${s.local.name}`);
      }
    }
    const text = [
      names.length ? `const{${names.join(',')}}=${registry};` : '',
      namespace ? `const ${namespace}=${registry};` : '',
    ].join('');
    edits.push({ start: node.start, end: node.end, text });
  }
  // `import("./<entry>")`: a part the bundler put in the entry, which a lazy file loads on demand (CodeBlock,
  // AccountForm …) — the registry is that module's namespace, there already
  walk.simple(ast, {
    ImportExpression(node) {
      const source = node.source;
      const value =
        source.type === 'Literal'
          ? source.value
          : source.type === 'TemplateLiteral' && source.expressions.length === 0
            ? source.quasis[0]?.value.cooked
            : null;
      if (value === `./${entry}`) edits.push({ start: node.start, end: node.end, text: `Promise.resolve(${registry})` });
    },
  });
  edits.sort((a, b) => a.start - b.start);
  let out = '';
  let from = 0;
  const shifts: RegistryRead['shifts'] = [];
  let line = 0;
  let lineStart = 0;
  for (const e of edits) {
    for (let k = code.indexOf('\n', lineStart); k >= 0 && k < e.end; k = code.indexOf('\n', k + 1)) {
      line += 1;
      lineStart = k + 1;
    }
    // an import written over several lines keeps its line breaks (after the new text), so the lines below keep
    // their numbers and the rest of its last line starts that line
    const breaks = code.slice(e.start, e.end).split('\n').length - 1;
    out += code.slice(from, e.start) + e.text + '\n'.repeat(breaks);
    from = e.end;
    const column = e.end - lineStart;
    shifts.push({ line, column, delta: breaks ? -column : e.text.length - (e.end - e.start) });
  }
  out += code.slice(from);
  return { code: out, shifts };
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One number as a source map's base64 VLQ (the inverse of scripts/bench/sourceBytes.mjs › decodeSegment's digits). */
export function vlq(value: number): string {
  let v = value < 0 ? (-value << 1) | 1 : value << 1;
  let out = '';
  do {
    let digit = v & 31;
    v >>>= 5;
    if (v > 0) digit |= 32;
    out += B64[digit];
  } while (v > 0);
  return out;
}

/**
 * A source map's `mappings` after readFromRegistry's edits: on the edited line, every segment at or after the
 * end of an edit moves by that edit's delta (the first field of a segment is relative to the previous
 * segment of its line, so only the first segment past each edit changes).
 */
export function shiftMappings(mappings: string, shifts: RegistryRead['shifts']): string {
  const lines = mappings.split(';');
  // applied from the last edit of a line to the first: each edit's column is in the original code
  for (const s of [...shifts].reverse()) {
    const segments = (lines[s.line] ?? '').split(',').filter(Boolean);
    let column = 0;
    for (let i = 0; i < segments.length; i++) {
      const fields = decodeSegment(segments[i]!) as number[];
      column += fields[0]!;
      if (column < s.column) continue;
      fields[0] = fields[0]! + s.delta;
      segments[i] = fields.map(vlq).join('');
      break;
    }
    lines[s.line] = segments.join(',');
  }
  return lines.join(';');
}
