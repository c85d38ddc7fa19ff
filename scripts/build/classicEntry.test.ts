// toClassicEntry: the app entry as a function portal.js calls, and the shim module the lazy files import.
import vm from 'node:vm';
import * as acorn from 'acorn';
import { describe, expect, it } from 'vitest';
import { START_FUNCTION, toClassicEntry } from './classicEntry.ts';

const KEY = 'portal-theme-kit:portal-app-TEST.js';

/** runs `start` as portal.js does and returns the registry it filled */
function run(start: string, base = 'https://portal.example/files/portal.js'): Record<string, unknown> {
  const context = vm.createContext({ Symbol });
  vm.runInContext(`${start}\n${START_FUNCTION}(${JSON.stringify(base)});`, context);
  return vm.runInContext(`globalThis[Symbol.for(${JSON.stringify(KEY)})]`, context) as Record<string, unknown>;
}

describe('toClassicEntry', () => {
  it('runs the module body with import.meta.url as the base, and puts every export in the registry under its name', () => {
    const code =
      'function f(){return "f"}const g=()=>import.meta.url;var h={n:1};let s="import.meta stays in strings";' +
      'export{f as a,g as in,h as c,s as d};';
    const { start, prefixLines } = toClassicEntry(code, KEY);
    expect(prefixLines).toBe(1);
    const registry = run(start);
    expect((registry.a as () => string)()).toBe('f');
    expect((registry.in as () => string)()).toBe('https://portal.example/files/portal.js');
    expect(registry.c).toEqual({ n: 1 });
    expect(registry.d).toBe('import.meta stays in strings');
    // the entry's lines keep their columns (the source map is only shifted by prefixLines)
    expect(start.split('\n')[1]!.indexOf('const g=')).toBe(code.indexOf('const g='));
  });

  it('writes a shim module that exports the same names, reserved words included, from the registry', () => {
    const { shim } = toClassicEntry('const x=1,y=2;export{x as a,y as do};', KEY);
    const ast = acorn.parse(shim, { ecmaVersion: 'latest', sourceType: 'module' });
    const exported = ast.body
      .filter((n) => n.type === 'ExportNamedDeclaration')
      .flatMap((n) => n.specifiers.map((s) => (s.exported.type === 'Identifier' ? s.exported.name : String(s.exported.value))));
    expect(exported).toEqual(['a', 'do']);
    expect(shim).toContain(`Symbol.for(${JSON.stringify(KEY)})`);
  });

  it('refuses an export written again after its declaration (the shim would keep a stale copy)', () => {
    expect(() => toClassicEntry('let n=0;function inc(){n++}export{n as a,inc as b};', KEY)).toThrow(
      /after their declaration \(live bindings\): n$/,
    );
    // a local of the same name in an inner scope is not the export
    expect(() => toClassicEntry('let n=0;function f(n){n++;return n}export{n as a,f as b};', KEY)).not.toThrow();
  });

  it('refuses static imports and other export forms', () => {
    expect(() => toClassicEntry('import x from "./x.js";export{x as a};', KEY)).toThrow(/ImportDeclaration/);
    expect(() => toClassicEntry('export default 1;', KEY)).toThrow(/ExportDefaultDeclaration/);
    expect(() => toClassicEntry('export const a=1;', KEY)).toThrow(/declaration/);
  });
});
