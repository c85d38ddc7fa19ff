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
//   - the entry's file keeps its name and becomes a shim module, `export const { a, b, … } = registry`,
//     which the lazily loaded files import as before. A shim copies values: so an export that the entry
//     writes again after its declaration (a live binding) would go stale in the lazy files — the build
//     fails on one (checked with eslint-scope).
import * as acorn from 'acorn';
import * as walk from 'acorn-walk';
import { analyze } from 'eslint-scope';

/** `import.meta` → this identifier (11 characters, like `import.meta`) */
const META = '__portalIM_';
/** words that cannot name a binding in a module (strict mode) */
const RESERVED = new Set(
  (
    'await break case catch class const continue debugger default delete do else enum export extends false finally for ' +
    'function if implements import in instanceof interface let new null package private protected public return static ' +
    'super switch this throw true try typeof var void while with yield arguments eval'
  ).split(' '),
);
/** the function portal.js's loader calls (src/entries/portal-loader.ts) */
export const START_FUNCTION = '__PORTAL_START__';

export interface ClassicEntry {
  /** the variable holding the entry's code as a function (to be placed where the loader can call it) */
  start: string;
  /** how many lines `start` puts before the entry's first line (for its source map) */
  prefixLines: number;
  /** the module that replaces the entry's file: its exports, read from the registry */
  shim: string;
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
  const names = exports.map((e) => e.exported);
  // an export name may be a reserved word (`in`, `do` …: minified names are short), which a binding cannot
  // be: those are read into a binding of another name and exported under theirs
  const binding = (name: string, i: number) => (RESERVED.has(name) ? `$${i}$` : name);
  const shim =
    // (the registry exists once portal.js ran the entry: lazy files are only ever imported after that)
    `const{${names.map((n, i) => (binding(n, i) === n ? n : `${n}:${binding(n, i)}`)).join(',')}}=${registry};` +
    `export{${names.map((n, i) => (binding(n, i) === n ? n : `${binding(n, i)} as ${n}`)).join(',')}};\n`;
  return { start, prefixLines: 1, shim };
}
