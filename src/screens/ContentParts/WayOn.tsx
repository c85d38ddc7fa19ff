// A way on from a dead end (issue 35): the not-found page and a search without results offer a search
// field (the not-found page; the search page has its own), suggestions from the docs navigation (the primary
// nav's docs entry and its pages, else the primary nav itself) and a link home. Text only: labels and the
// server's own navigation.
import { Stack } from '../../components/Box/index.ts';
import { Button } from '../../components/Button/index.ts';
import { Heading } from '../../components/Heading/index.ts';
import { Link, useAbsoluteUrl } from '../../components/Link/index.ts';
import type { LayoutModel, NavItemModel } from '../../model/screenModel.ts';
import type { Labels } from '../../model/labels.ts';
import { SearchFields } from '../Layout/regions.tsx';
import * as styles from './WayOn.css.ts';

const MAX_SUGGESTIONS = 8;

/** The pages to suggest: the docs navigation (the primary nav's entry with a docs sub-menu), else the primary nav. */
export function suggestions(layout: Pick<LayoutModel, 'primaryNav' | 'home'>): { label: string; url: string }[] {
  const items = layout.primaryNav.items;
  const isDocs = (item: NavItemModel) => /\/docs(\/|$)/.test(item.url);
  const docs = items.find((i) => i.children.length > 0 && isDocs(i)) ?? items.find((i) => i.children.length > 0 && !!i.url);
  const flat = (list: NavItemModel[]): NavItemModel[] => list.flatMap((i) => [i, ...flat(i.children)]);
  const pool = docs ? [docs, ...flat(docs.children)] : items;
  const seen = new Set<string>();
  const out: { label: string; url: string }[] = [];
  for (const item of pool) {
    const label = item.label.trim();
    if (!item.url || !label || item.url === layout.home || seen.has(item.url)) continue;
    seen.add(item.url);
    out.push({ label, url: item.url });
    if (out.length === MAX_SUGGESTIONS) break;
  }
  return out;
}

export interface WayOnProps {
  layout: LayoutModel;
  labels: Pick<Labels, 'search'>;
  /** show a search field (the not-found page; the search page has its own form) */
  search?: boolean;
  /** the heading level of "Try one of these pages" */
  headingLevel?: 2 | 3;
}

export function WayOn({ layout, labels, search = false, headingLevel = 2 }: WayOnProps) {
  const list = suggestions(layout);
  const s = layout.search;
  const absolute = useAbsoluteUrl();
  const fieldId = 'way-on-search-query';
  return (
    <Stack space="lg" data-way-on="">
      {search ? (
        // a plain form, not a second `search` landmark: the header's search box is that landmark
        <form method="get" action={absolute(s.action)} className={styles.form}>
          <Stack space="xs">
            <label htmlFor={fieldId} className={styles.label}>
              {labels.search.wayOnSearch}
            </label>
            <SearchFields
              id={fieldId}
              name={s.fieldName}
              query=""
              placeholder={s.placeholder}
              button={s.button}
              className={styles.fields}
            />
          </Stack>
        </form>
      ) : null}
      {list.length ? (
        <nav aria-labelledby="way-on-suggestions">
          <Stack space="sm">
            <Heading level={headingLevel} size="md" id="way-on-suggestions">
              {labels.search.wayOnSuggestions}
            </Heading>
            <ul className={styles.list}>
              {list.map((item) => (
                <li key={item.url}>
                  <Link href={item.url} underline="hover" className={styles.suggestion}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </Stack>
        </nav>
      ) : null}
      <div>
        <Button href={layout.home} variant="soft">
          {labels.search.wayOnHome}
        </Button>
      </div>
    </Stack>
  );
}
