// ConfirmDialog's public surface: outside src/components/ it is imported only through this file.
export { ConfirmDialog, preloadConfirmDialog, findThemeClass, type ConfirmDialogProps } from './ConfirmDialog.tsx';
export type { ConfirmDialogLabels } from './types.ts';
