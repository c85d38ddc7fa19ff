// toClassicEntry: the app entry as a function portal.js calls; readFromRegistry: the lazy files read its exports
// from the registry it fills; shiftMappings: their source maps follow that edit.
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { START_FUNCTION, readFromRegistry, shiftMappings, toClassicEntry, vlq as vlqOf } from './classicEntry.ts';
import { decodeSegment } from '../bench/sourceBytes.mjs';

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

  it("rewrites a lazy file's imports of the entry as reads of the registry the entry filled (reserved export names too)", () => {
    const { start, registry } = toClassicEntry('const x=()=>"x",y=2;export{x as a,y as in};', KEY);
    const lazy =
      'import{a as f,in as g}from"./portal-app-TEST.js";import*as all from"./portal-app-TEST.js";export const out=[f(),g,all.in];';
    const read = readFromRegistry(lazy, 'portal-app-TEST.js', registry);
    expect(read.code).not.toMatch(/\bimport\b/);
    expect(read.code).toContain(`Symbol.for(${JSON.stringify(KEY)})`);
    // evaluated after the entry ran, as a lazy file always is (the export list made a plain statement to run it here)
    const context = vm.createContext({ Symbol });
    vm.runInContext(`${start}\n${START_FUNCTION}("https://portal.example/files/portal.js");`, context);
    vm.runInContext(read.code.replace('export const out=', 'globalThis.out='), context);
    expect(vm.runInContext('globalThis.out', context)).toEqual(['x', 2, 2]);
  });

  it("turns a lazy file's on-demand import of the entry into the registry, in any quotes", async () => {
    const { start, registry } = toClassicEntry('const x=()=>"x";export{x as U};', KEY);
    const lazy =
      'export const a=import(`./portal-app-TEST.js`).then(e=>e.U),b=import("./portal-app-TEST.js"),c=import("./other.js");';
    const read = readFromRegistry(lazy, 'portal-app-TEST.js', registry);
    expect(read.code).not.toContain('./portal-app-TEST.js');
    expect(read.code).toContain('import("./other.js")');
    const context = vm.createContext({ Symbol, Promise });
    vm.runInContext(`${start}\n${START_FUNCTION}("https://portal.example/files/portal.js");`, context);
    vm.runInContext(read.code.replace('export const a=', 'globalThis.a=').replace(/,c=import\("\.\/other\.js"\)/, ''), context);
    const u = (await (vm.runInContext('globalThis.a', context) as Promise<() => string>))();
    expect(u).toBe('x');
  });

  it('refuses a lazy file that imports anything but the entry, or its default export', () => {
    expect(() => readFromRegistry('import{a}from"./other.js";', 'portal-app-TEST.js', 'R')).toThrow(/imports \.\/other\.js/);
    expect(() => readFromRegistry('import a from"./portal-app-TEST.js";', 'portal-app-TEST.js', 'R')).toThrow(/default/);
    expect(() => readFromRegistry('export*from"./x.js";', 'portal-app-TEST.js', 'R')).toThrow(/re-exports/);
  });

  it("keeps the file's source map on the same code after the edit (segments past it move by the edit's length)", () => {
    const lazy = 'import{a as b,c}from"./portal-app-TEST.js";var q=b;\nvar r=c;';
    const read = readFromRegistry(lazy, 'portal-app-TEST.js', 'globalThis[Symbol.for("k")]');
    // segments at `var q`, `b;` on line 0 and `var r` on line 1 (one source, made-up source columns)
    const q = lazy.indexOf('var q');
    const mappings = `AAAA,${vlqOf(q)}AACE,${vlqOf(6)}AAE;AAAA`;
    const shifted = shiftMappings(mappings, read.shifts);
    const columns = shifted
      .split(';')[0]!
      .split(',')
      .reduce<number[]>((acc, seg) => [...acc, (acc.at(-1) ?? 0) + decodeSegment(seg)[0]!], []);
    expect(read.code.slice(columns[1]!, columns[1]! + 5)).toBe('var q');
    expect(read.code.slice(columns[2]!, columns[2]! + 2)).toBe('b;');
    expect(columns[0]).toBe(0);
    // other lines and the segments' other fields are untouched
    expect(shifted.split(';')[1]).toBe('AAAA');
    expect(decodeSegment(shifted.split(';')[0]!.split(',')[1]!).slice(1)).toEqual([0, 0, 1, 2]);
  });

  it('keeps the line numbers of an import written over several lines', () => {
    const lazy = 'import{a as b,\nc}from"./portal-app-TEST.js";var q=b;\nvar r=c;';
    const read = readFromRegistry(lazy, 'portal-app-TEST.js', 'R');
    expect(read.code.split('\n')).toEqual(['const{a:b,c}=R;', 'var q=b;', 'var r=c;']);
    // `var q` was at column 29 of line 1, now at 0
    const q = lazy.split('\n')[1]!.indexOf('var q');
    const shifted = shiftMappings(`;${vlqOf(q)}AAAA;AAAA`, read.shifts);
    expect(decodeSegment(shifted.split(';')[1]!)[0]).toBe(0);
    expect(shifted.split(';')[2]).toBe('AAAA');
  });

  it('refuses an export written again after its declaration (the lazy files would keep a stale copy)', () => {
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
