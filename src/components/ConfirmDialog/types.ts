// Types shared by ConfirmDialog and its lazily loaded Radix part (a separate chunk): kept here so the part
// never imports ConfirmDialog back, which would be an import cycle.
import type { ReactNode } from 'react';

export interface ConfirmDialogLabels {
  /** the destructive action, e.g. "Delete application" */
  confirm: string;
  /** e.g. "Cancel" */
  cancel: string;
}

/** Props of the lazily loaded Radix part (internal). */
export interface ConfirmDialogContentProps {
  open: boolean;
  onClose: (confirmed: boolean) => void;
  onConfirm: () => void;
  title: string;
  description: ReactNode;
  objectName?: string;
  labels: ConfirmDialogLabels;
  tone: 'critical' | 'brand';
  themeClassName?: string;
  returnFocusTo: () => HTMLElement | null;
}
