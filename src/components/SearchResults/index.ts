// SearchResults' public surface (with the term highlighting helpers): outside src/components/ they are imported
// only through this file.
export { SearchResults, Highlighted, type SearchResultsProps, type SearchResultItem } from './SearchResults.tsx';
export { highlightTerms, splitQuery, type HighlightSegment } from './highlightTerms.ts';
