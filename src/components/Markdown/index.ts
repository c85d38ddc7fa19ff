// Markdown's public surface (with decodeEntities): outside src/components/ it is imported only through this
// file.
export { Markdown, preloadMarkdown, type MarkdownProps } from './Markdown.tsx';
export { decodeEntities } from '../../lib/decodeEntities.ts';
export type { MarkdownSegment } from './markdownSegments.ts';
