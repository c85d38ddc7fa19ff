// The languages code samples are highlighted in (docs/screens-content.md › Content bodies, plus json and http) and
// the names authors use for them (legacy SyntaxHighlighter brushes such as `jscript`, `c#`, `markup`, `shell`). A
// plain table: the adapter names the language of a legacy code block with it, and CodeBlock loads the grammar it
// names (components/CodeBlock/languages.ts), so both agree on what is highlighted.

export const HIGHLIGHT_LANGUAGES = [
  'bash',
  'csharp',
  'cpp',
  'css',
  'java',
  'javascript',
  'php',
  'python',
  'ruby',
  'xml',
  'json',
  'http',
] as const;

export type HighlightLanguage = (typeof HIGHLIGHT_LANGUAGES)[number];

const aliases: ReadonlyMap<string, HighlightLanguage> = new Map(
  Object.entries({
    sh: 'bash',
    shell: 'bash',
    zsh: 'bash',
    console: 'bash',
    cs: 'csharp',
    'c#': 'csharp',
    'c-sharp': 'csharp',
    c: 'cpp',
    'c++': 'cpp',
    cc: 'cpp',
    h: 'cpp',
    hpp: 'cpp',
    js: 'javascript',
    jscript: 'javascript',
    jsx: 'javascript',
    mjs: 'javascript',
    cjs: 'javascript',
    node: 'javascript',
    py: 'python',
    python3: 'python',
    rb: 'ruby',
    html: 'xml',
    xhtml: 'xml',
    markup: 'xml',
    svg: 'xml',
    xsl: 'xml',
    rss: 'xml',
    atom: 'xml',
    plist: 'xml',
    jsonc: 'json',
    https: 'http',
  } satisfies Record<string, HighlightLanguage>),
);

const isHighlightLanguage = (name: string): name is HighlightLanguage =>
  (HIGHLIGHT_LANGUAGES as readonly string[]).includes(name);

/**
 * The supported grammar for a language name as authors write it (`JS`, `language-js`, `brush: jscript;`,
 * `C#`), or null when we do not highlight it (then the code stays plain).
 */
export function resolveLanguage(name: string | null | undefined): HighlightLanguage | null {
  if (!name) return null;
  const key = name
    .trim()
    .toLowerCase()
    .replace(/^(language-|lang-|brush:\s*)/, '')
    .replace(/;$/, '')
    .trim();
  if (isHighlightLanguage(key)) return key;
  return aliases.get(key) ?? null;
}
