// Docs sidebar, search (§3.9), profile (§3.9).

import { attr, detachedCopy, intIn, q, qa, text, textOrNull } from '../dom.ts';
import { dateOf, hrefOf, resolveUrl, type X } from '../ctx.ts';
import { navOf } from '../frame.ts';
import { tableOf } from '../tables.ts';
import { prose } from './common.ts';
import type { DocsContent, ProfileContent, SearchContent, SearchResult } from '../types.ts';

export function docs(x: X): DocsContent {
  const sub = x.doc.getElementById('sub') ?? q(x.doc.getElementById('content') ?? x.page, '.sub');
  return {
    ...prose(x),
    secondary: navOf(x, sub, 'url'),
    secondaryHeading: textOrNull(q(sub, 'h2') ?? q(sub, 'h3')),
  };
}

// -------------------------------------------------------------------------------------------------
// Search

function resultOf(x: X, r: Element): SearchResult | null {
  const a = q(r, 'a.title[href]') ?? q(r, 'a[href]');
  const summaryEl = q(r, '.result-summary');
  let summary = text(summaryEl);
  if (!summaryEl) {
    const c = detachedCopy(r);
    const t = q(c, 'a.title') ?? q(c, 'a[href]');
    t?.remove();
    summary = text(c);
  }
  const matches = qa(summaryEl ?? r, 'strong, b').map(text).filter(Boolean);
  const title = text(a) || text(q(r, '.title'));
  if (!title && !summary) return null;
  return { url: hrefOf(x, a, 'result link'), title, summary, matches };
}

export function search(x: X): SearchContent {
  const results = qa(x.main, '.result').map((r) => resultOf(x, r)).filter((r): r is SearchResult => !!r);
  const bs = qa(q(x.main, '.result-info'), 'b').map(text);
  const form = q(x.main, '.search-form') ?? q(x.main, 'form');
  const field = qa(form, 'input').find((i) => /^(text|search|)$/i.test(attr(i, 'type') ?? '')) ?? null;
  let query = '';
  if (bs.length >= 4) query = bs[3]!;
  else {
    if (bs.length) x.problems.push(`search: ${bs.length} b elements in .result-info (expected 4); counts unknown`);
    const urlQ = x.base.searchParams.get('q');
    query = text(q(x.main, '.no-result b')) || (attr(field, 'value') ?? '').trim() || urlQ?.trim() || bs[bs.length - 1] || '';
  }
  let previous: string | null = null;
  let next: string | null = null;
  for (const a of qa(q(x.main, '.result-paging'), 'a[href]')) {
    const isPrev = /(^|\s)prev/i.test(`${attr(a, 'rel') ?? ''} ${attr(a, 'class') ?? ''}`) || text(a).includes('Previous');
    const url = hrefOf(x, a, 'paging link');
    if (isPrev) previous ??= url;
    else next ??= url;
  }
  const rawAction = attr(form, 'action');
  return {
    ...prose(x),
    results,
    meta: {
      first: bs.length >= 4 ? intIn(bs[0]) : null,
      last: bs.length >= 4 ? intIn(bs[1]) : null,
      total: bs.length >= 4 ? intIn(bs[2]) : null,
      query,
      previous,
      next,
    },
    action: (rawAction?.trim() ? resolveUrl(x, rawAction, 'search form action') : null) ?? '/search',
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

export function profile(x: X): ProfileContent {
  const base = prose(x);
  const h = base.heading ?? '';
  const name = h.startsWith(PREFIX) ? h.slice(PREFIX.length).trim() : h === PREFIX.trim() ? '' : h;
  const dds = qa(q(x.main, '.user-information'), 'dd');
  // registered: the dd holding a date element; blog/website: dt hints, else the evidenced order
  const dated = dds.find((d) => q(d, 'abbr, time'));
  const rest = dds.filter((d) => d !== dated && (dds.length < 3 || d !== dds[2]));
  let blog = rest.find((d) => hint(d).includes('blog'));
  let website = rest.find((d) => /web|site|url|home/.test(hint(d)));
  if (!blog && !website) [blog, website] = rest;
  else if (!blog) blog = rest.find((d) => d !== website && !hint(d));
  else if (!website) website = rest.find((d) => d !== blog && !hint(d));
  const registered = dated ?? (dds.length >= 3 ? dds[2] : undefined);
  return {
    ...base,
    name: name || null,
    admin: hrefOf(x, q(x.main, 'a[href*="/r/member/"]'), 'admin link'),
    blog: hrefOf(x, blog, 'blog link'),
    website: hrefOf(x, website, 'website link'),
    registered: dateOf(registered),
    activity: tableOf(q(x.main, 'table.recent-activity') ?? q(x.main, '.recent-activity table')),
  };
}
