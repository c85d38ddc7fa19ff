// CodeBlock's public surface, with the highlighter and language helpers: outside src/components/ they are
// imported only through this file.
export { CodeBlock, type CodeBlockProps, type CodeBlockLabels } from './CodeBlock.tsx';
export { highlightCode, preloadHighlighter, tokensToText, type CodeToken } from './highlighter.ts';
export { resolveLanguage, languageLoaders, type HighlightLanguage } from './languages.ts';
