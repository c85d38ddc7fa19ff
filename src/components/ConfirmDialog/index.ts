export { ConfirmDialog, preloadConfirmDialog, findThemeClass, type ConfirmDialogProps, type ConfirmDialogLabels } from './ConfirmDialog.tsx';
