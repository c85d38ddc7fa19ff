// The languages code samples are highlighted in, and the names authors write for them (src/lib/codeLanguages.ts).
import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_LANGUAGES, resolveLanguage } from './codeLanguages.ts';

describe('resolveLanguage', () => {
  it('the highlighted languages (docs/screens-content.md › Content bodies, plus json and http) name themselves', () => {
    expect([...HIGHLIGHT_LANGUAGES].sort()).toEqual([
      'bash',
      'cpp',
      'csharp',
      'css',
      'http',
      'java',
      'javascript',
      'json',
      'php',
      'python',
      'ruby',
      'xml',
    ]);
    for (const name of HIGHLIGHT_LANGUAGES) expect(resolveLanguage(name)).toBe(name);
  });

  it.each([
    ['bash', ['sh', 'shell', 'zsh', 'console']],
    ['csharp', ['cs', 'c#', 'c-sharp']],
    ['cpp', ['c', 'c++', 'cc', 'h', 'hpp']],
    ['javascript', ['js', 'jscript', 'jsx', 'mjs', 'cjs', 'node']],
    ['python', ['py', 'python3']],
    ['ruby', ['rb']],
    ['xml', ['html', 'xhtml', 'markup', 'svg', 'xsl', 'rss', 'atom', 'plist']],
    ['json', ['jsonc']],
    ['http', ['https']],
  ])('%s: also written %j', (language, names) => {
    for (const name of names) expect(resolveLanguage(name)).toBe(language);
  });

  it.each([
    ['JS', 'javascript'],
    [' C# ', 'csharp'],
    ['language-js', 'javascript'],
    [' language-js', 'javascript'],
    ['lang-py', 'python'],
    ['brush: jscript;', 'javascript'],
    ['brush:jscript', 'javascript'],
    ['Brush:  Ruby ;', 'ruby'],
    ['js ;', 'javascript'],
  ])('as authors write it: %j → %s', (name, language) => {
    expect(resolveLanguage(name)).toBe(language);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['   '],
    ['brush:'],
    ['cobol'],
    ['language-cobol'],
    // the prefixes count at the start only, the ";" at the end only
    ['jslang-'],
    ['j;s'],
    ['toString'],
  ])('%j is not highlighted', (name) => {
    expect(resolveLanguage(name)).toBeNull();
  });
});
