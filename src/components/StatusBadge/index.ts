export { StatusBadge, type StatusBadgeProps } from './StatusBadge.tsx';
export { statusTone, type StatusTone } from './statusTone.ts';
