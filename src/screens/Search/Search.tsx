// Search: the search form (blank), 'Your search for "{query}" returned no results.' (noResults), or the
// results — heading with the query, 'Showing X to Y of Z results', each result's title, summary with every
// term highlighted (case-insensitive; SearchResults builds <mark> as React nodes, so neither a summary nor
// the query can inject markup) and URL, and Previous/Next links.
import { Stack } from '../../components/Box/index.ts';
import { Notice } from '../../components/Notice/index.ts';
import { Pagination } from '../../components/Pagination/index.ts';
import { SearchResults } from '../../components/SearchResults/index.ts';
import { Text } from '../../components/Text/index.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import { SearchFields } from '../Layout/regions.tsx';
import { pagerLabels } from '../ContentParts/labels.ts';
import { WayOn } from '../ContentParts/WayOn.tsx';
import * as styles from './Search.css.ts';
import { useAbsoluteUrl } from '../../components/Link/index.ts';

const QUERY_ID = 'search-page-query';

export function Search({ model }: ScreenComponentProps<'search'>) {
  const { screen, layout, labels } = model;
  const { form } = screen;
  const absolute = useAbsoluteUrl();
  const results = screen.state === 'results' ? screen.results : [];
  return (
    <Stack space="lg" data-screen="search" data-state={screen.state}>
      <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} />
      {/* a plain form, not a second `search` landmark: the header's search box is that landmark */}
      <form method="get" action={absolute(form.action)} className={styles.form}>
        <Stack space="xs">
          <label htmlFor={QUERY_ID} className={styles.label}>
            {form.label}
          </label>
          <SearchFields
            id={QUERY_ID}
            name={form.fieldName}
            query={form.query}
            placeholder={form.placeholder}
            button={form.button}
            className={styles.fields}
          />
        </Stack>
      </form>
      {screen.state === 'noResults' && screen.noResults ? (
        <Notice tone="info" role="status" messages={[screen.noResults]} />
      ) : null}
      {/* no results: a way on (issue 35) — the docs navigation's pages and a link home */}
      {screen.state === 'noResults' ? <WayOn layout={layout} labels={labels} /> : null}
      {results.length ? (
        <Stack space="lg">
          {screen.meta ? (
            <Text as="p" tone="muted">
              {screen.meta}
            </Text>
          ) : null}
          <SearchResults
            results={results}
            terms={screen.terms}
            start={screen.first ?? 1}
            label={screen.resultsLabel}
            headingLevel={2}
          />
          <Pagination
            previousHref={screen.previous?.url ?? null}
            nextHref={screen.next?.url ?? null}
            labels={pagerLabels(
              labels,
              screen.paginationLabel,
              screen.previous?.label ?? labels.search.pagePrevious,
              screen.next?.label ?? labels.search.pageNext,
            )}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}

export default Search;
