// UniqueId's public surface: outside src/components/ it is imported only through this file.
export { useUniqueId } from './useUniqueId.ts';
