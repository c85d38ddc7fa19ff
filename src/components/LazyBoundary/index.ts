// LazyBoundary's public surface: outside src/components/ it is imported only through this file.
export { LazyBoundary, type LazyBoundaryProps } from './LazyBoundary.tsx';
