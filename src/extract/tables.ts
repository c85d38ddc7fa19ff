// Tables and page-info pagination, shared by the key, application and profile extractors.
// Small and used by several extractor groups, so it is not part of any one group.

import { itemTexts, kids, queryOne, queryOneOutside, queryAll, tag, text, textOrNull } from './dom.ts';
import { hrefOf, type ExtractionContext } from './extractionContext.ts';
import type { LimitRow, PaginationData, TableData } from '../model/pageData.ts';

// ---------------------------------------------------------------------------------------------
// Tables

/** Text of a cell; list items inside it are joined with ", ". */
export function cellText(td: Element): string {
  const items = queryAll(td, 'li');
  return items.length ? itemTexts(td).join(', ') : text(td);
}

export function rowsOf(table: Element): Element[] {
  return queryAll(table, 'tr').filter((tr) => tr.closest('table') === table);
}

export function cells(tr: Element): Element[] {
  return kids(tr, 'TD', 'TH');
}

/** table.key → label/value rows (first cell = label, the rest joined = value; header rows skipped). */
export function limitsOf(table: Element | null): LimitRow[] {
  if (!table) return [];
  const out: LimitRow[] = [];
  for (const [i, tr] of rowsOf(table).entries()) {
    const c = cells(tr);
    if (!c.length || tr.closest('thead') || (i === 0 && c.length > 1 && c.every((td) => tag(td) === 'TH'))) continue;
    const label = cellText(c[0]!);
    const value = c.slice(1).map(cellText).filter(Boolean).join(' ');
    if (label || value) out.push({ label, value });
  }
  return out;
}

/** A content table as data: caption, header (thead, or a first row of th), rows of cell texts. */
export function tableOf(table: Element | null, context?: ExtractionContext): TableData | null {
  if (!table) return null;
  const rows = rowsOf(table);
  let head: string[] | null = null;
  const first = rows[0];
  if (first && (first.closest('thead') || cells(first).every((c) => tag(c) === 'TH'))) {
    head = cells(first).map(cellText);
    rows.shift();
  }
  const kept = rows.filter((r) => cells(r).length);
  const data: TableData = {
    caption: textOrNull(queryOne(table, 'caption')),
    head,
    rows: kept.map((r) => cells(r).map(cellText)),
  };
  // with a context, each cell's link too (through the URL rule): a table of links stays a table of links
  if (context) data.links = kept.map((r) => cells(r).map((c) => hrefOf(context, queryOne(c, 'a[href]'), 'table link')));
  return data;
}

// ---------------------------------------------------------------------------------------------
// Page-info pagination: "ENABLED-PAGES-CURRENT-SEARCH" (docs/extraction.md › Content decisions worth knowing)

export function parsePageInfo(raw: string): PaginationData | null {
  const m = /^(true|false|1|0)-(\d+)-(\d+)(?:-([\s\S]*))?$/i.exec(raw.trim());
  if (!m) return null;
  const pages = parseInt(m[2]!, 10);
  const current = parseInt(m[3]!, 10);
  if (!(pages >= 1) || !(current >= 1)) return null;
  return {
    enable_portal_pagination: /^(true|1)$/i.test(m[1]!),
    no_of_pages: pages,
    current_page: current,
    search: m[4] ?? '',
  };
}

export function pagination(context: ExtractionContext): PaginationData | null {
  // the page's own element: not one in an application's name or a key's values (user content)
  const el = queryOneOutside(context.main, '.page-info', '.application, .key');
  if (!el) return null;
  const p = parsePageInfo(el.textContent ?? '');
  if (!p) context.problems.push({ kind: 'page-info-unreadable' });
  return p;
}
