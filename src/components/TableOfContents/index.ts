// TableOfContents' public surface: outside src/components/ it is imported only through this file.
export { TableOfContents, type TableOfContentsProps } from './TableOfContents.tsx';
