// The architecture checker itself: each rule must catch a violation and leave legal code alone,
// otherwise a passing boundaries test would mean nothing.
import { describe, expect, it } from 'vitest';
import { checkColorLiterals, checkEval, checkGlobals, checkImports, checkRawHtml, findImports, lex, resolveTarget } from './sourceScan.ts';

const rules = (vs: { rule: string; line: number; detail: string }[]) => vs.map((v) => `${v.line}:${v.rule.split(' (')[0]}:${v.detail}`);

describe('lexer', () => {
  it('blanks comments and string contents but keeps offsets and lines', () => {
    const src = "const a = 'window'; // window\n/* document */ const b = `x ${window} y`;\n";
    const { codeOnly, withStrings } = lex(src);
    expect(codeOnly).toHaveLength(src.length);
    expect(codeOnly.split('\n')).toHaveLength(src.split('\n').length);
    expect(codeOnly).not.toContain("'window'");
    expect(codeOnly).not.toContain('document');
    expect(codeOnly).toContain('${window}'.replace('${', '').replace('}', '')); // template expressions stay code
    expect(withStrings).toContain("'window'");
    expect(withStrings).not.toContain('// window');
  });

  it('treats an apostrophe in JSX text as text, not as the start of a string', () => {
    const src = "const x = <p>You don't have keys</p>;\nconst y = window.location;\n";
    expect(lex(src).codeOnly).toContain('window.location');
  });

  it('skips regular expression literals', () => {
    const src = "const re = /['\"]window/g; const z = fetch(url);\n";
    const { codeOnly } = lex(src);
    expect(codeOnly).not.toContain("window");
    expect(codeOnly).toContain('fetch(url)');
  });
});

describe('imports', () => {
  it('finds static, type-only, re-export, side-effect, dynamic, require and glob imports with lines', () => {
    const src = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "export { c } from './c.ts';",
      "import './d.css.ts';",
      "const e = () => import('./e.tsx');",
      "const f = require('f');",
      "const g = import.meta.glob('../../tokens/*.json');",
      "import {",
      '  h,',
      "} from 'h-pkg';",
      "// import { nope } from './commented.ts';",
    ].join('\n');
    expect(findImports(src).map((r) => `${r.line}:${r.specifier}:${r.typeOnly}`)).toEqual([
      '1:./a.ts:false', '2:../b.ts:true', '3:./c.ts:false', '4:./d.css.ts:false', '5:./e.tsx:false', '6:f:false', '7:../../tokens/*.json:false', '8:h-pkg:false',
    ]);
  });

  it('resolves specifiers to layers, root files and packages', () => {
    expect(resolveTarget('src/components/Button/Button.tsx', '../../theme/index.ts')).toEqual({ kind: 'layer', layer: 'theme', path: 'src/theme/index.ts' });
    expect(resolveTarget('src/theme/themes.css.ts', '../../theme.config.ts')).toEqual({ kind: 'root', path: 'theme.config.ts' });
    expect(resolveTarget('src/x/y.ts', '@vanilla-extract/css/fileScope')).toEqual({ kind: 'package', name: '@vanilla-extract/css' });
    expect(resolveTarget('src/x/y.ts', 'react-dom/client')).toEqual({ kind: 'package', name: 'react-dom' });
  });
});

describe('layer rules', () => {
  it('rule 1: components import only theme and components', () => {
    const src = "import { vars } from '../../theme/index.ts';\nimport { Text } from '../Text/index.ts';\nimport { defaultLabels } from '../../labels/en.ts';\nimport type { PageData } from '../../extract/types.ts';\nimport cfg from '../../../theme.config.ts';\n";
    expect(rules(checkImports('src/components/Card/Card.tsx', src))).toEqual([
      "3:rule 1:imports src/labels ('../../labels/en.ts')",
      "4:rule 1:imports src/extract ('../../extract/types.ts')",
      "5:rule 1:imports theme.config.ts ('../../../theme.config.ts')",
    ]);
  });

  it('rule 1: components do not fetch or mention the portal vendor', () => {
    const src = "export function A() { fetch('/x'); return <p className=\"mashery-box\">x</p>; }\n";
    expect(rules(checkGlobals('src/components/A/A.tsx', src))).toEqual(['1:rule 1:uses fetch', '1:rule 1:mentions "mashery"']);
  });

  it('rule 2: screens may use adapter types but not extract, runtime, labels or browser globals', () => {
    const src = "import type { ScreenModel } from '../../adapter/types.ts';\nimport { extractPage } from '../../extract/index.ts';\nimport { boot } from '../../runtime/boot.ts';\nconst w = window.innerWidth;\nconst el = ref.current.querySelector('a');\nconst model = { document: 1 };\n";
    expect(rules(checkImports('src/screens/Keys/Keys.tsx', src))).toEqual([
      "2:rule 2:imports src/extract ('../../extract/index.ts')",
      "3:rule 2:imports src/runtime ('../../runtime/boot.ts')",
    ]);
    expect(rules(checkGlobals('src/screens/Keys/Keys.tsx', src))).toEqual(['4:rule 2:uses window', '5:rule 2:DOM query .querySelector()']);
  });

  it('rule 3: extract imports no React or theme and uses no window/fetch', () => {
    const src = "import { useState } from 'react';\nimport { vars } from '../../theme/index.ts';\nimport type { PageData } from './types.ts';\nexport const f = (doc: Document) => doc.title + window.name;\n";
    expect(rules(checkImports('src/extract/pages/x.ts', src))).toEqual([
      "1:rule 3:imports package react ('react')",
      "2:rule 3:imports src/theme ('../../theme/index.ts')",
    ]);
    expect(rules(checkGlobals('src/extract/pages/x.ts', src))).toEqual(['4:rule 3:uses window']);
  });

  it('rule 4: the adapter is pure', () => {
    const src = "import type { ComponentType } from 'react';\nimport { createRoot } from 'react-dom/client';\nimport { navigate } from '../runtime/navigate.ts';\nexport const t = document.title;\nconst o: { window?: string } = {};\n";
    expect(rules(checkImports('src/adapter/x.ts', src))).toEqual([
      "2:rule 4:imports package react-dom ('react-dom/client')",
      "3:rule 4:imports src/runtime ('../runtime/navigate.ts')",
    ]);
    expect(rules(checkGlobals('src/adapter/x.ts', src))).toEqual(['4:rule 4:uses document']);
  });

  it('does not apply layer rules to tests and stories', () => {
    const src = "import { defaultLabels } from '../../labels/en.ts';\nwindow.x = 1;\n";
    expect(checkImports('src/components/A/A.test.tsx', src)).toEqual([]);
    expect(checkGlobals('src/screens/A/A.test.tsx', src)).toEqual([]);
  });
});

describe('house rules', () => {
  it('finds eval, new Function and string timers in code, not in strings or comments', () => {
    const src = "eval('1');\nconst f = new Function('a', 'return a');\nsetTimeout('x()', 1);\nconst s = 'eval(x)'; // eval(y)\nconst ok = page.evaluate(fn);\n";
    expect(rules(checkEval('src/runtime/x.ts', src))).toEqual(['1:no eval / new Function:uses eval(…', '2:no eval / new Function:uses new Function(…', '3:no eval / new Function:passes a string to setTimeout/setInterval']);
  });

  it('finds raw colours outside src/theme, and ignores entities, anchors and src/theme', () => {
    const src = "const a = '#1d42d8';\nconst b = 'rgb(0 0 0 / 0.5)';\nconst c = '&#123;';\nconst d = '#main';\nconst e = hsl(200, 50%, 50%);\n// #ffffff in a comment\nconst f = 'var(--portal-color-text)';\n";
    expect(rules(checkColorLiterals('src/components/A/A.css.ts', src))).toEqual([
      '1:no raw colour literals outside src/theme:found #1d42d8',
      '2:no raw colour literals outside src/theme:found rgb(0',
      '5:no raw colour literals outside src/theme:found hsl(2',
    ]);
    expect(checkColorLiterals('src/theme/themes.css.ts', src)).toEqual([]);
    expect(checkColorLiterals('src/components/A/A.stories.tsx', src)).toEqual([]);
  });

  it('allows dangerouslySetInnerHTML only in ServerHtml and no innerHTML writes anywhere', () => {
    const src = "const x = <div dangerouslySetInnerHTML={{ __html: h }} />;\nel.innerHTML = h;\nel.innerHTML == h;\nel.insertAdjacentHTML('beforeend', h);\n";
    expect(rules(checkRawHtml('src/components/Card/Card.tsx', src))).toEqual([
      '1:rule 5:uses dangerouslySetInnerHTML', '2:rule 5:writes HTML (.innerHTML=)', '4:rule 5:writes HTML (.insertAdjacentHTML()',
    ]);
    expect(rules(checkRawHtml('src/components/ServerHtml/ServerHtml.tsx', src))).toEqual(['2:rule 5:writes HTML (.innerHTML=)', '4:rule 5:writes HTML (.insertAdjacentHTML()']);
  });
});
