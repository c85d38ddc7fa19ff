export { Markdown, preloadMarkdown, type MarkdownProps } from './Markdown.tsx';
export { decodeEntities } from '../../lib/decodeEntities.ts';
export type { MarkdownSegment } from './markdownSegments.ts';
