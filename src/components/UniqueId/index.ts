export { useUniqueId } from './useUniqueId.ts';
