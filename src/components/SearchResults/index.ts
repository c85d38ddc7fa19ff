export { SearchResults, Highlighted, type SearchResultsProps, type SearchResultItem } from './SearchResults.tsx';
export { highlightTerms, splitQuery, type HighlightSegment } from './highlightTerms.ts';
