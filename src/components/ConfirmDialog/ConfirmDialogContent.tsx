// The Radix half of ConfirmDialog, loaded with a dynamic import on first open or when the browser is idle.
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useRef } from 'react';
import { Button } from '../Button/index.ts';
import { cx } from '../private/cx.ts';
import * as css from './ConfirmDialog.css.ts';
import type { ConfirmDialogContentProps } from './types.ts';

export default function ConfirmDialogContent({
  open,
  onClose,
  onConfirm,
  title,
  description,
  objectName,
  labels,
  tone,
  themeClassName,
  returnFocusTo,
}: ConfirmDialogContentProps) {
  const confirmed = useRef(false);
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        // Escape and Cancel close without confirming; Confirm marked itself first.
        const wasConfirmed = confirmed.current;
        confirmed.current = false;
        onClose(wasConfirmed);
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={cx(themeClassName, css.overlay)} />
        <AlertDialog.Content
          className={cx(themeClassName, css.content)}
          // Radix focuses Cancel first (the safe choice); focus goes back to whatever opened the dialog.
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo();
            if (target && target.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <AlertDialog.Title className={css.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className={css.description}>
              <p className={css.message}>{description}</p>
              {objectName ? <p className={css.objectName}>{objectName}</p> : null}
            </div>
          </AlertDialog.Description>
          <div className={css.actions}>
            <AlertDialog.Cancel asChild>
              <Button tone="neutral" variant="soft">
                {labels.cancel}
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                tone={tone}
                variant="solid"
                onClick={() => {
                  confirmed.current = true;
                  onConfirm();
                }}
              >
                {labels.confirm}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
