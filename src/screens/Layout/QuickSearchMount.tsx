// The header's search: the server's search form as one field that is also the quick-search trigger (a click,
// Ctrl/⌘-K, "/"; an icon button below md). The dialog searches the portal's own search page (the header
// search form's action and field, `/search?q=…`) through the runtime's searchPage service, and opens a
// result in place through navigate. Without the runtime (Storybook, unit tests) nothing renders.
// (not index.ts: the entry must not pull the dialog's search state in)
import { QuickSearch } from '../../components/QuickSearch/QuickSearch.tsx';
import type { QuickSearchFn } from '../../components/QuickSearch/types.ts';
import { fillTextTemplate } from '../../lib/textTemplate.ts';
import type { ScreenModel } from '../../model/screenModel.ts';
import { usePortalServices } from '../services.ts';

export function QuickSearchMount({ model }: { model: ScreenModel }) {
  const services = usePortalServices();
  const searchPage = services?.searchPage;
  if (!services || !searchPage) return null;
  const { action, fieldName, label, query } = model.layout.search;
  const pageUrl = (query: string) =>
    `${action}${action.includes('?') ? '&' : '?'}${encodeURIComponent(fieldName)}=${encodeURIComponent(query)}`;
  const search: QuickSearchFn = (query, signal) => searchPage(pageUrl(query), signal);
  const l = model.labels.quickSearch;
  const labels = {
    ...l,
    results: (count: number) => fillTextTemplate(l.results, { count: String(count) }),
    noResults: (query: string) => fillTextTemplate(l.noResults, { query }),
    allResults: (query: string) => fillTextTemplate(l.allResults, { query }),
  };
  return (
    <QuickSearch
      search={search}
      searchPageUrl={pageUrl}
      onOpenResult={(url) => services.navigate(url)}
      labels={labels}
      form={{ action, fieldName, label, query, id: 'portal-search-query' }}
    />
  );
}
