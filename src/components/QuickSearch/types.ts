// Shared types of the quick-search trigger (initial bundle) and its dialog (a lazy chunk).

/** One result as the dialog shows it: plain text only (never HTML). */
export interface QuickSearchHit {
  title: string;
  /** null when the result has no link (shown, not openable) */
  url: string | null;
  summary: string;
  /** extra terms to highlight (e.g. the words the server marked) */
  matches?: readonly string[];
}

export interface QuickSearchAnswer {
  hits: readonly QuickSearchHit[];
  /** the server's total when it gave one (else hits.length is shown) */
  total: number | null;
}

/** Runs one search; must reject with an AbortError (or resolve, ignored) once `signal` aborts. */
export type QuickSearchFn = (query: string, signal: AbortSignal) => Promise<QuickSearchAnswer>;

/** Plain-text labels; the ones that name a count or the query are functions of it. */
export interface QuickSearchLabels {
  /** visible text of the trigger button */
  open: string;
  /** shortcut hint shown on the trigger, e.g. "Ctrl K" (the Mac variant below on Apple platforms) */
  shortcut: string;
  shortcutMac: string;
  /** dialog title (names the dialog and its result list) */
  title: string;
  /** the search field's label */
  field: string;
  placeholder: string;
  /** shown before anything is typed */
  hint: string;
  searching: string;
  /** the count announced and shown, e.g. (count) => `${count} results` (`resultsOne` for one) */
  results: (count: number) => string;
  resultsOne: string;
  /** nothing matches the query */
  noResults: (query: string) => string;
  error: string;
  /** the link to the full search page for the query */
  allResults: (query: string) => string;
  close: string;
  /** the keyboard help line (↑ ↓ Enter Esc) */
  keys: string;
}

export interface QuickSearchDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  search: QuickSearchFn;
  /** opens a result (in place when the host can) */
  onOpenResult(url: string): void;
  /** the full search page's URL for a query */
  searchPageUrl(query: string): string;
  labels: QuickSearchLabels;
  themeClassName?: string;
  /** the element to focus when the dialog closes (the trigger) */
  returnFocusTo(): HTMLElement | null;
  /** debounce in ms (default 150) */
  delay?: number;
}
