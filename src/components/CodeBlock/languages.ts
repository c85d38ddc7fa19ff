// The grammar of every language CodeBlock highlights (the table of names: src/lib/codeLanguages.ts). Each
// grammar is its own dynamic import, so a page loads only the grammars it shows.
import type { LanguageFn } from 'highlight.js';
import type { HighlightLanguage } from '../../lib/codeLanguages.ts';

export { resolveLanguage, type HighlightLanguage } from '../../lib/codeLanguages.ts';

type Loader = () => Promise<{ default: LanguageFn }>;

export const languageLoaders: Record<HighlightLanguage, Loader> = {
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
};
