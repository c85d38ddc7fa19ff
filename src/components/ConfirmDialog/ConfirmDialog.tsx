// ConfirmDialog: asks before a destructive action. The trigger renders at once; the Radix AlertDialog half
// (ConfirmDialogContent.tsx) is a lazy chunk loaded on idle or first use.
import {
  cloneElement,
  isValidElement,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { THEME_CLASS_PREFIX } from '../../theme/themeName.ts'; // not theme/index.ts: keeps the vars contract object out of this chunk
import { whenPageComplete } from '../../lib/pageComplete.ts';
import type * as ConfirmDialogContentModule from './ConfirmDialogContent.tsx';
import type { ConfirmDialogLabels } from './types.ts';

export interface ConfirmDialogProps {
  /** e.g. "Delete application?" */
  title: string;
  /** the question (e.g. the spec's confirm message) */
  description: ReactNode;
  /** the object the action affects, shown prominently (e.g. the application's name) */
  objectName?: string;
  labels: ConfirmDialogLabels;
  /** runs after the user confirms (e.g. submit the server form) */
  onConfirm: () => void;
  /** runs after Cancel, Escape or a click outside */
  onCancel?: () => void;
  /**
   * The element that opens the dialog (usually a critical Button). It renders at once; its onClick is
   * composed with opening the dialog. Omit it to control the dialog with `open`/`onOpenChange`.
   */
  trigger?: ReactElement<TriggerProps>;
  /** controlled open state (optional) */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** tone of the confirm button (default critical) */
  tone?: 'critical' | 'brand';
  /**
   * Theme class for the portalled dialog. By default the theme class of the trigger's nearest themed
   * ancestor is used, so dark and brand themes reach the dialog although it renders under <body>.
   */
  themeClassName?: string;
}

interface TriggerProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  'aria-haspopup'?: string;
}

let contentModule: Promise<typeof ConfirmDialogContentModule> | null = null;
/** Starts loading the dialog chunk (idempotent). Called on idle, on trigger hover/focus and on open. */
export function preloadConfirmDialog() {
  contentModule ??= import('./ConfirmDialogContent.tsx');
  return contentModule;
}
const LazyContent = lazy(() => preloadConfirmDialog());

/** Theme classes (`portal-theme-…`) of the nearest themed ancestor of `element`, joined. */
export function findThemeClass(element: Element | null): string | undefined {
  const themed = element?.closest(`[class*="${THEME_CLASS_PREFIX}"]`);
  if (!themed) return undefined;
  const classes = [...themed.classList].filter((c) => c.startsWith(THEME_CLASS_PREFIX));
  return classes.length ? classes.join(' ') : undefined;
}

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * Asks before a destructive action. The trigger renders immediately; the Radix AlertDialog is a lazy
 * chunk fetched when the browser is idle or on first use. Cancel is focused first, Escape and Cancel
 * cancel, Confirm calls `onConfirm`, and focus returns to the trigger.
 */
export function ConfirmDialog({
  title,
  description,
  objectName,
  labels,
  onConfirm,
  onCancel,
  trigger,
  open: openProp,
  onOpenChange,
  tone = 'critical',
  themeClassName,
}: ConfirmDialogProps) {
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const [used, setUsed] = useState(open);
  const opener = useRef<HTMLElement | null>(null);
  const [theme, setTheme] = useState<string | undefined>(themeClassName);

  const setOpen = useCallback(
    (next: boolean) => {
      if (openProp === undefined) setOpenState(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );

  // Remember who opened the dialog (for focus return and the theme) whenever it opens.
  useEffect(() => {
    if (!open) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the opener and theme are read from the DOM at the moment the dialog opens; there is no render-time source for them
    setUsed(true);
    if (!opener.current && typeof document !== 'undefined') opener.current = document.activeElement as HTMLElement | null;
    setTheme(themeClassName ?? findThemeClass(opener.current));
  }, [open, themeClassName]);

  // Fetch the chunk when the browser is idle once the page is complete (lib/pageComplete.ts: idle moments
  // while the page's own files arrive must not start it), so the first open is instant.
  useEffect(() => {
    const w = window as IdleWindow;
    let cancel: (() => void) | null = null;
    let live = true;
    void whenPageComplete(document).then(() => {
      if (!live) return;
      if (w.requestIdleCallback) {
        const id = w.requestIdleCallback(() => void preloadConfirmDialog(), { timeout: 4000 });
        cancel = () => w.cancelIdleCallback?.(id);
      } else {
        const id = setTimeout(() => void preloadConfirmDialog(), 2000);
        cancel = () => clearTimeout(id);
      }
    });
    return () => {
      live = false;
      cancel?.();
    };
  }, []);

  let triggerNode: ReactNode = null;
  if (trigger && isValidElement(trigger)) {
    const { onClick: original, onPointerEnter, onFocus } = trigger.props;
    // eslint-disable-next-line react-hooks/refs -- the trigger props are read, not a ref; the rule misreads the clone inside render
    triggerNode = cloneElement(trigger, {
      'aria-haspopup': 'dialog',
      onClick: (event: MouseEvent<HTMLElement>) => {
        original?.(event);
        if (event.defaultPrevented) return;
        opener.current = event.currentTarget;
        setTheme(themeClassName ?? findThemeClass(event.currentTarget));
        void preloadConfirmDialog();
        setOpen(true);
      },
      onPointerEnter: (event: PointerEvent<HTMLElement>) => {
        onPointerEnter?.(event);
        void preloadConfirmDialog();
      },
      onFocus: (event: FocusEvent<HTMLElement>) => {
        onFocus?.(event);
        void preloadConfirmDialog();
      },
    } satisfies TriggerProps);
  }

  return (
    <>
      {triggerNode}
      {used && (
        <Suspense fallback={null}>
          <LazyContent
            open={open}
            onClose={(confirmed) => {
              setOpen(false);
              if (!confirmed) onCancel?.();
            }}
            onConfirm={onConfirm}
            title={title}
            description={description}
            objectName={objectName}
            labels={labels}
            tone={tone}
            themeClassName={theme}
            returnFocusTo={() => {
              const target = opener.current;
              opener.current = null;
              return target;
            }}
          />
        </Suspense>
      )}
    </>
  );
}
