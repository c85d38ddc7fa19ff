export { CodeBlock, type CodeBlockProps, type CodeBlockLabels } from './CodeBlock.tsx';
export { highlightCode, preloadHighlighter, tokensToText, type CodeToken } from './highlighter.ts';
export { resolveLanguage, languageLoaders, type HighlightLanguage } from './languages.ts';
