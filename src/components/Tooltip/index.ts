// Tooltip's public surface: outside src/components/ it is imported only through this file.
export { Tooltip, type TooltipProps, type TooltipPlacement } from './Tooltip.tsx';
