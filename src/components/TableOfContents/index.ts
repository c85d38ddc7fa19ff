export { TableOfContents, type TableOfContentsProps } from './TableOfContents.tsx';
