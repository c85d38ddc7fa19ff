// Docs sidebar, search, profile.

import { attr, detachedCopy, intIn, queryOne, queryAllOutside, queryOneOutside, queryAll, text, textOrNull } from '../dom.ts';
import { dateOf, frameById, hrefOf, resolveUrl, type ExtractionContext } from '../extractionContext.ts';
import { navOf } from '../frame.ts';
import { tableOf } from '../tables.ts';
import { prose } from './common.ts';
import type { DocsContent, ProfileContent, SearchContent, SearchResult } from '../../model/pageData.ts';
import type { ExtractorTable } from '../contentExtractor.ts';

export function docs(context: ExtractionContext): DocsContent {
  // the page's sidebar: #sub, else a `.sub` outside #main — a doc's own `class="sub"` is content, not the sidebar
  const main = context.main;
  const sub = frameById(context.doc, 'sub', main) ?? queryAll(context.page, '.sub').find((el) => !main?.contains(el)) ?? null;
  return {
    ...prose(context),
    // Stryker disable next-line StringLiteral: equivalent — navOf compares `active` with 'class' only; any other value means "active by URL"
    secondary: navOf(context, sub, 'url'),
    secondaryHeading: textOrNull(queryOne(sub, 'h2') ?? queryOne(sub, 'h3')),
  };
}

// -------------------------------------------------------------------------------------------------
// Search

/** Search results quote the pages they found (forum posts, comments …): what a result holds is never the page's own part. */
const RESULT = '.result';

function resultOf(context: ExtractionContext, r: Element): SearchResult | null {
  // the result's own link: not one in its summary
  const a = queryOneOutside(r, 'a.title[href]', '.result-summary') ?? queryOneOutside(r, 'a[href]', '.result-summary');
  const summaryEl = queryOne(r, '.result-summary');
  let summary = text(summaryEl);
  if (!summaryEl) {
    const c = detachedCopy(r);
    const t = queryOne(c, 'a.title') ?? queryOne(c, 'a[href]');
    t?.remove();
    summary = text(c);
  }
  const matches = queryAll(summaryEl ?? r, 'strong, b')
    .map(text)
    .filter(Boolean);
  const title = text(a) || text(queryOne(r, '.title'));
  if (!title && !summary) return null;
  return { url: hrefOf(context, a, 'result link'), title, summary, matches };
}

export function search(context: ExtractionContext): SearchContent {
  const own = (sel: string) => queryOneOutside(context.main, sel, RESULT);
  const results = queryAllOutside(context.main, RESULT, RESULT)
    .map((r) => resultOf(context, r))
    .filter((r): r is SearchResult => !!r);
  const bs = queryAll(own('.result-info'), 'b').map(text);
  const form = own('.search-form') ?? own('form');
  const field = queryAll(form, 'input').find((i) => /^(text|search|)$/i.test(attr(i, 'type') ?? '')) ?? null;
  // Stryker disable next-line StringLiteral: equivalent — both branches below assign query before it is read
  let query = '';
  if (bs.length >= 4) query = bs[3]!;
  else {
    if (bs.length) context.problems.push({ kind: 'search-counts-unknown', count: bs.length });
    const urlQ = context.base.searchParams.get('q');
    query =
      text(queryOne(own('.no-result'), 'b')) || (attr(field, 'value') ?? '').trim() || urlQ?.trim() || bs[bs.length - 1] || '';
  }
  let previous: string | null = null;
  let next: string | null = null;
  for (const a of queryAll(own('.result-paging'), 'a[href]')) {
    const isPrev = /(^|\s)prev/i.test(`${attr(a, 'rel') ?? ''} ${attr(a, 'class') ?? ''}`) || text(a).includes('Previous');
    const url = hrefOf(context, a, 'paging link');
    if (isPrev) previous ??= url;
    else next ??= url;
  }
  const rawAction = attr(form, 'action');
  return {
    ...prose(context),
    results,
    meta: {
      first: bs.length >= 4 ? intIn(bs[0]) : null,
      last: bs.length >= 4 ? intIn(bs[1]) : null,
      total: bs.length >= 4 ? intIn(bs[2]) : null,
      query,
      previous,
      next,
    },
    action: (rawAction?.trim() ? resolveUrl(context, rawAction, 'search form action') : null) ?? '/search',
    fieldName: attr(field, 'name') || 'q',
  };
}

// -------------------------------------------------------------------------------------------------
// Profile

const PREFIX = 'View Member ';

function hint(dd: Element): string {
  let dt = dd.previousElementSibling;
  while (dt && dt.tagName.toUpperCase() !== 'DT') dt = dt.previousElementSibling;
  return text(dt).toLowerCase();
}

export function profile(context: ExtractionContext): ProfileContent {
  const base = prose(context);
  const h = base.heading ?? '';
  const name = h.startsWith(PREFIX) ? h.slice(PREFIX.length).trim() : h === PREFIX.trim() ? '' : h;
  const dds = queryAll(queryOne(context.main, '.user-information'), 'dd');
  // registered: the dd holding a date element; blog/website: dt hints, else the evidenced order
  const dated = dds.find((d) => queryOne(d, 'abbr, time'));
  const registered = dated ?? (dds.length >= 3 ? dds[2] : undefined);
  const rest = dds.filter((d) => d !== registered);
  let blog = rest.find((d) => hint(d).includes('blog'));
  let website = rest.find((d) => /web|site|url|home/.test(hint(d)));
  if (!blog && !website) [blog, website] = rest;
  else if (!blog) blog = rest.find((d) => d !== website && !hint(d));
  else if (!website) website = rest.find((d) => d !== blog && !hint(d));
  return {
    ...base,
    name: name || null,
    // the server's link for admins: not a member's own website or blog URL that happens to contain the path
    admin: hrefOf(
      context,
      queryOneOutside(context.main, 'a[href*="/r/member/"]', '.user-information, .recent-activity'),
      'admin link',
    ),
    blog: hrefOf(context, blog, 'blog link'),
    website: hrefOf(context, website, 'website link'),
    registered: dateOf(registered),
    // the server's table: not one the member wrote into a profile field
    activity: tableOf(
      queryOneOutside(context.main, 'table.recent-activity', '.user-information') ??
        queryOneOutside(context.main, '.recent-activity table', '.user-information'),
      context,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// The group's extractors (contentExtractor.ts)

export const extractors: ExtractorTable<'misc'> = { docs, profile, search };
