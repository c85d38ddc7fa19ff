// QuickSearch's public surface, with the latest-search state and the shared types: outside src/components/ they
// are imported only through this file.
export { QuickSearch, preloadQuickSearch, isShortcut, isTyping, type QuickSearchProps } from './QuickSearch.tsx';
export { createLatestSearch, type LatestSearch, type QuickSearchState } from './latestSearch.ts';
export type { QuickSearchAnswer, QuickSearchFn, QuickSearchHit, QuickSearchLabels, QuickSearchDialogProps } from './types.ts';
