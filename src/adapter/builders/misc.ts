// Screen builders of the misc content group: docs, profile, search. Shared helpers and rules: ../screens.ts.
// The deploy bundle loads this module with the group's extractors (one chunk per group: ../lazy.ts,
// vite.portal.config.ts).
import { markCurrent, navModel } from '../nav.ts';
import { dateModel, heading, link, nonEmpty, searchTerms, t, type Builders } from '../screens.ts';


export const miscBuilders = {
  docs: (input) => {
    const c = input.content;
    const d = input.labels.docs;
    const navHeading = t(input, d.subheading);
    return {
      ...heading(input, c.heading),
      body: c.mainHtml ? { html: c.mainHtml } : null,
      markdown: input.markdown,
      nav: navModel(navHeading || nonEmpty(c.secondaryHeading) || '', nonEmpty(navHeading) ?? nonEmpty(c.secondaryHeading),
        markCurrent(c.secondary, input.url, false), input.settings.currentPageClass),
    };
  },
  profile: (input) => {
    const c = input.content;
    const p = input.labels.profile;
    const name = nonEmpty(c.name);
    const local = { name: name ?? '' };
    return {
      ...heading(input, name ?? c.heading, local),
      name,
      admin: link(t(input, p.adminProfile, local).trim(), c.admin),
      website: link(c.website ?? '', c.website),
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
    const results = c.results.filter((r) => r.title).map((r) => ({ title: r.title, url: r.url, summary: r.summary }));
    const counts = meta.first !== null && meta.last !== null && meta.total !== null;
    const local = { query, first: meta.first, last: meta.last, total: meta.total };
    return {
      heading: nonEmpty(state === 'blank' || !query ? t(input, s.headingNew) : t(input, s.heading, local)),
      headingHidden: input.headingHidden,
      state,
      form: {
        action: c.action || input.paths.search || '/search',
        fieldName: c.fieldName || 'q',
        query,
        label: t(input, s.label),
        placeholder: t(input, s.placeholder),
        button: t(input, s.button),
      },
      results,
      terms: searchTerms(query, c.results.flatMap((r) => r.matches)),
      meta: state === 'results' && counts ? t(input, s.meta, local) : null,
      first: state === 'results' && meta.first !== null && Number.isFinite(meta.first) && meta.first >= 1 ? Math.floor(meta.first) : null,
      noResults: state === 'noResults' ? t(input, s.noResults, local) : null,
      previous: link(t(input, s.pagePrevious), meta.previous),
      next: link(t(input, s.pageNext), meta.next),
      resultsLabel: t(input, s.resultsLabel),
      paginationLabel: t(input, s.paginationLabel),
    };
  },
} satisfies Partial<Builders>;
