// Quick search: a trigger button (with the shortcut hint) that opens a search dialog, also with Ctrl/⌘-K
// and with "/" when the user is not typing in a field. Only this small part is in the initial bundle: the
// dialog (Radix Dialog, the combobox, the search state) is a lazy chunk — in the deploy build it sits in the
// "later" file, which the runtime loads after `complete` anyway (in-place navigation), so the first open
// finds it loaded; elsewhere it loads on first open.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { THEME_CLASS_PREFIX } from '../../theme/themeName.ts'; // not theme/index.ts: keeps the vars object out
import { useAbsoluteUrl } from '../Link/urlBase.ts';
import { cx } from '../private/cx.ts';
import * as css from './QuickSearch.css.ts';
import type * as DialogModule from './QuickSearchDialog.tsx';
import type { QuickSearchDialogProps } from './types.ts';

/**
 * The host's own search form (the portal's header search: `GET action?fieldName=…`). Given, the trigger *is*
 * that form's one field — typing and Enter submit it as the server expects, a click (or Ctrl/⌘-K, "/")
 * opens the dialog; below `md` an icon button stands in for the field.
 */
export interface QuickSearchForm {
  action: string;
  fieldName: string;
  /** the form's and the field's accessible name, e.g. "Search" */
  label: string;
  /** the current query (the search page's) */
  query?: string;
  /** the field's id (default "quick-search-field") */
  id?: string;
}

export type QuickSearchProps = Omit<QuickSearchDialogProps, 'open' | 'onOpenChange' | 'returnFocusTo' | 'themeClassName'> & {
  form?: QuickSearchForm;
};

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

export function QuickSearch({ labels, form, ...dialog }: QuickSearchProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [theme, setTheme] = useState<string>();
  const [apple, setApple] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  /** where the reader was when the dialog opened (the shortcut can come from any focused element) */
  const before = useRef<HTMLElement | null>(null);
  const field = useRef<HTMLInputElement>(null);
  /** where focus returns: the field where it shows (from md), else the icon button */
  const returnTo = () => (field.current && field.current.offsetParent !== null ? field.current : button.current);

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

  const icon = (
    <svg width="1.25em" height="1.25em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
  const hint = apple ? labels.shortcutMac : labels.shortcut;
  const fieldId = form?.id ?? 'quick-search-field';
  const absolute = useAbsoluteUrl();

  return (
    <>
      {form ? (
        // the server's search form, enhanced: one field (Enter submits it, no script needed for that), a
        // click opens the dialog; the icon button below md
        <form
          role="search"
          method="get"
          action={absolute(form.action)}
          aria-label={form.label}
          className={css.form}
          data-header-search=""
        >
          <label htmlFor={fieldId} className={css.hidden}>
            {form.label}
          </label>
          <span className={css.fieldIcon}>{icon}</span>
          <input
            ref={field}
            id={fieldId}
            type="search"
            name={form.fieldName}
            defaultValue={form.query}
            placeholder={labels.open}
            autoComplete="off"
            className={css.field}
            aria-keyshortcuts="Control+K Meta+K /"
            onClick={show}
            data-quick-search-field=""
          />
          <kbd className={css.fieldKbd} aria-hidden="true">
            {hint}
          </kbd>
          <button
            ref={button}
            type="button"
            className={cx(css.trigger, css.narrowOnly)}
            aria-haspopup="dialog"
            aria-keyshortcuts="Control+K Meta+K /"
            onClick={show}
            data-quick-search-trigger=""
          >
            {icon}
            <span className={css.hidden}>{labels.open}</span>
          </button>
        </form>
      ) : (
        <button
          ref={button}
          type="button"
          className={css.trigger}
          aria-haspopup="dialog"
          aria-keyshortcuts="Control+K Meta+K /"
          onClick={show}
          data-quick-search-trigger=""
        >
          {icon}
          <span className={css.label}>{labels.open}</span>
          <kbd className={css.kbd} aria-hidden="true">
            {hint}
          </kbd>
        </button>
      )}
      {used ? (
        <Suspense fallback={null}>
          <LazyDialog
            {...dialog}
            labels={labels}
            open={open}
            onOpenChange={setOpen}
            themeClassName={theme}
            // back where the reader was; nothing focused before (or that element is gone): the field or trigger
            returnFocusTo={() => (before.current?.isConnected ? before.current : returnTo())}
          />
        </Suspense>
      ) : null}
    </>
  );
}
