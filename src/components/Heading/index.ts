// Heading's public surface: outside src/components/ it is imported only through this file.
export { Heading, type HeadingProps, type HeadingLevel, type HeadingSize } from './Heading.tsx';
