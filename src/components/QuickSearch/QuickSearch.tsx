// Quick search: a trigger button (with the shortcut hint) that opens a search dialog, also with Ctrl/⌘-K
// and with "/" when the user is not typing in a field. Only this small part is in the initial bundle: the
// dialog (Radix Dialog, the combobox, the search state) is a lazy chunk — in the deploy build it sits in the
// "later" file, which the runtime loads after `complete` anyway (in-place navigation), so the first open
// finds it loaded; elsewhere it loads on first open.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { THEME_CLASS_PREFIX } from '../../theme/themeName.ts'; // not theme/index.ts: keeps the vars object out
import * as css from './QuickSearch.css.ts';
import type * as DialogModule from './QuickSearchDialog.tsx';
import type { QuickSearchDialogProps } from './types.ts';

export type QuickSearchProps = Omit<QuickSearchDialogProps, 'open' | 'onOpenChange' | 'returnFocusTo' | 'themeClassName'>;

let dialogModule: Promise<typeof DialogModule> | null = null;
/** Starts loading the dialog chunk (idempotent). */
export function preloadQuickSearch(): Promise<typeof DialogModule> {
  return (dialogModule ??= import('./QuickSearchDialog.tsx'));
}
const LazyDialog = lazy(preloadQuickSearch);

/** true when the key event comes from a place where "/" is text (a field, an editable element). */
export function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.tagName !== 'string') return false;
  return /^(INPUT|TEXTAREA|SELECT)$/i.test(el.tagName) || el.isContentEditable;
}

/** Ctrl/⌘-K anywhere, or "/" outside fields, without other modifiers. */
export function isShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target'>,
): boolean {
  if (event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTyping(event.target);
}

function isApple(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);
}

export function QuickSearch({ labels, ...dialog }: QuickSearchProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [theme, setTheme] = useState<string>();
  const [apple, setApple] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  /** where the reader was when the dialog opened (the shortcut can come from any focused element) */
  const before = useRef<HTMLElement | null>(null);

  const show = () => {
    const active = document.activeElement as HTMLElement | null;
    before.current = active && active !== document.body && typeof active.focus === 'function' ? active : null;
    const themed = button.current?.closest(`[class*="${THEME_CLASS_PREFIX}"]`);
    setTheme(themed ? [...themed.classList].filter((c) => c.startsWith(THEME_CLASS_PREFIX)).join(' ') : undefined);
    setUsed(true);
    setOpen(true);
  };

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the platform is known only in the browser (the test render stays "Ctrl K")
    setApple(isApple());
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isShortcut(event)) return;
      event.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={css.trigger}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={show}
        data-quick-search-trigger=""
      >
        <svg
          width="1.25em"
          height="1.25em"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          aria-hidden="true"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <span className={css.label}>{labels.open}</span>
        <kbd className={css.kbd} aria-hidden="true">
          {apple ? labels.shortcutMac : labels.shortcut}
        </kbd>
      </button>
      {used ? (
        <Suspense fallback={null}>
          <LazyDialog
            {...dialog}
            labels={labels}
            open={open}
            onOpenChange={setOpen}
            themeClassName={theme}
            // back where the reader was; nothing focused before (or that element is gone): the trigger
            returnFocusTo={() => (before.current?.isConnected ? before.current : button.current)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
