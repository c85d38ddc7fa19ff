// The languages CodeBlock highlights (spec §9 plus json and http) and the names authors use for them
// (legacy SyntaxHighlighter brushes such as `jscript`, `c#`, `markup`, `shell`). Each grammar is its
// own dynamic import, so a page loads only the grammars it shows.
import type { LanguageFn } from 'highlight.js';

type Loader = () => Promise<{ default: LanguageFn }>;

export const languageLoaders = {
  bash: () => import('highlight.js/lib/languages/bash'),
  csharp: () => import('highlight.js/lib/languages/csharp'),
  cpp: () => import('highlight.js/lib/languages/cpp'),
  css: () => import('highlight.js/lib/languages/css'),
  java: () => import('highlight.js/lib/languages/java'),
  javascript: () => import('highlight.js/lib/languages/javascript'),
  php: () => import('highlight.js/lib/languages/php'),
  python: () => import('highlight.js/lib/languages/python'),
  ruby: () => import('highlight.js/lib/languages/ruby'),
  xml: () => import('highlight.js/lib/languages/xml'),
  json: () => import('highlight.js/lib/languages/json'),
  http: () => import('highlight.js/lib/languages/http'),
} satisfies Record<string, Loader>;

export type HighlightLanguage = keyof typeof languageLoaders;

const aliases: ReadonlyMap<string, HighlightLanguage> = new Map(Object.entries({
  sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash',
  cs: 'csharp', 'c#': 'csharp', 'c-sharp': 'csharp',
  c: 'cpp', 'c++': 'cpp', cc: 'cpp', h: 'cpp', hpp: 'cpp',
  js: 'javascript', jscript: 'javascript', jsx: 'javascript', mjs: 'javascript', cjs: 'javascript', node: 'javascript',
  py: 'python', python3: 'python',
  rb: 'ruby',
  html: 'xml', xhtml: 'xml', markup: 'xml', svg: 'xml', xsl: 'xml', rss: 'xml', atom: 'xml', plist: 'xml',
  jsonc: 'json',
  https: 'http',
} satisfies Record<string, HighlightLanguage>));

/**
 * The supported grammar for a language name as authors write it (`JS`, `language-js`, `brush: jscript;`,
 * `C#`), or null when we do not highlight it (then the code stays plain).
 */
export function resolveLanguage(name: string | null | undefined): HighlightLanguage | null {
  if (!name) return null;
  const key = name.trim().toLowerCase().replace(/^(language-|lang-|brush:\s*)/, '').replace(/;$/, '').trim();
  if (Object.prototype.hasOwnProperty.call(languageLoaders, key)) return key as HighlightLanguage;
  return aliases.get(key) ?? null;
}
