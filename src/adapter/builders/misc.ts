// Screen builders of the misc content group: profile, search (docs, whose body is split for rendering, has
// a module of its own: docs.ts). Shared helpers and rules: helpers.ts. The deploy bundle loads this module
// with the group's extractors (one chunk per group: ../lazy.ts, vite.portal.config.ts).
import { snippetText } from '../../lib/excerpt.ts';
import { dateModel, heading, link, nonEmpty, searchTerms, expandLabel, type Builders } from './helpers.ts';

export const miscBuilders = {
  profile: (input) => {
    const c = input.content;
    const p = input.labels.profile;
    const name = nonEmpty(c.name);
    const local = { name: name ?? '' };
    return {
      ...heading(input, name ?? c.heading, local),
      name,
      admin: link(expandLabel(input, p.adminProfile, local).trim(), c.admin),
      // Stryker disable next-line StringLiteral: equivalent — without a website there is no URL, and link() gives null whatever the label
      website: link(c.website ?? '', c.website),
      // Stryker disable next-line StringLiteral: equivalent — without a blog there is no URL, and link() gives null whatever the label
      blog: link(c.blog ?? '', c.blog),
      registered: dateModel(c.registered),
      activity: c.activity && c.activity.rows.length ? c.activity : null,
    };
  },
  search: (input) => {
    const c = input.content;
    const s = input.labels.search;
    const meta = c.meta;
    const query = meta.query ?? '';
    const state = input.page.state;
    const results = c.results
      .filter((r) => r.title)
      .map((r) => ({ title: r.title, url: r.url, summary: snippetText(r.summary) }));
    const counts = meta.first !== null && meta.last !== null && meta.total !== null;
    const local = { query, first: meta.first, last: meta.last, total: meta.total };
    return {
      heading: nonEmpty(state === 'blank' || !query ? expandLabel(input, s.headingNew) : expandLabel(input, s.heading, local)),
      headingHidden: input.headingHidden,
      state,
      form: {
        action: c.action || input.paths.search || '/search',
        fieldName: c.fieldName || 'q',
        query,
        label: expandLabel(input, s.label),
        placeholder: expandLabel(input, s.placeholder),
        button: expandLabel(input, s.button),
      },
      results,
      terms: searchTerms(
        query,
        c.results.flatMap((r) => r.matches),
      ),
      meta: state === 'results' && counts ? expandLabel(input, s.meta, local) : null,
      first:
        state === 'results' &&
        // Stryker disable next-line ConditionalExpression: equivalent — Number.isFinite(null) is false: a null first is no number either way
        meta.first !== null &&
        Number.isFinite(meta.first) &&
        meta.first >= 1
          ? Math.floor(meta.first)
          : null,
      noResults: state === 'noResults' ? expandLabel(input, s.noResults, local) : null,
      previous: link(expandLabel(input, s.pagePrevious), meta.previous),
      next: link(expandLabel(input, s.pageNext), meta.next),
      resultsLabel: expandLabel(input, s.resultsLabel),
      paginationLabel: expandLabel(input, s.paginationLabel),
    };
  },
} satisfies Partial<Builders>;
