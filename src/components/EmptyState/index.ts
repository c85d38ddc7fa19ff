// EmptyState's public surface: outside src/components/ it is imported only through this file.
export { EmptyState, type EmptyStateProps } from './EmptyState.tsx';
