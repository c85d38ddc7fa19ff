// The small-screen menu panel: a Radix Dialog shown as a side sheet (focus trapped, Escape and the close
// button close it, focus returns to the menu button). Loaded with a dynamic import on first use, so Radix
// stays out of the page's initial JavaScript.
import * as Dialog from '@radix-ui/react-dialog';
import type { MouseEvent, ReactNode } from 'react';
import { cx } from '../private/cx.ts';
import * as styles from './MenuSheet.css.ts';

export interface MenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the panel's title (the menu button's label) and its close button's accessible name */
  title: string;
  closeLabel: string;
  /** id of the panel (the menu button's aria-controls) */
  id?: string;
  /** theme class of the page, so the portalled panel follows the dark and brand themes */
  themeClassName?: string;
  children: ReactNode;
}

function CloseIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      width="1.25em"
      height="1.25em"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M5 5l10 10M15 5L5 15" />
    </svg>
  );
}

export default function MenuSheet({ open, onOpenChange, id, title, closeLabel, themeClassName, children }: MenuSheetProps) {
  // choosing a link closes the panel (in-place loading keeps the shell)
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a[href]')) onOpenChange(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={cx(themeClassName, styles.sheetOverlay)} />
        <Dialog.Content id={id} className={cx(themeClassName, styles.sheet)} aria-describedby={undefined} data-menu-sheet="">
          <div className={styles.sheetHeader}>
            <Dialog.Title className={styles.sheetTitle}>{title}</Dialog.Title>
            <Dialog.Close className={styles.sheetClose} aria-label={closeLabel}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a click on a link inside closes the panel (delegated; links are keyboard-activated already) */}
          <div className={styles.sheetBody} onClick={onClick}>
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
