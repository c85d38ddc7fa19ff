// StatusBadge's public surface (with statusTone): outside src/components/ they are imported only through this
// file.
export { StatusBadge, type StatusBadgeProps } from './StatusBadge.tsx';
export { statusTone, type StatusTone } from './statusTone.ts';
