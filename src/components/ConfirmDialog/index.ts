export { ConfirmDialog, preloadConfirmDialog, findThemeClass, type ConfirmDialogProps } from './ConfirmDialog.tsx';
export type { ConfirmDialogLabels } from './types.ts';
