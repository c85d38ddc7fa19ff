// Heading anchors and the "On this page" list of docs content, as pure functions over heading data (text,
// level, the id the sanitised HTML already carries). The HeadingAnchors component reads that data from
// the rendered, sanitised body and applies the ids these functions choose; nothing here touches the DOM.

/** A heading of a content body as read from the sanitised output. */
export interface HeadingSource {
  /** h2 → 2 … */
  level: number;
  /** its visible text (whitespace collapsed by the caller or here) */
  text: string;
  /** the id it already has (a server id, prefixed by the sanitiser), or null */
  id: string | null;
}

/** A heading with the id it ends up with. */
export interface AnchoredHeading {
  level: number;
  text: string;
  id: string;
}

/** The longest slug kept (a heading that is a whole paragraph should not make a paragraph of a URL). */
const MAX_SLUG = 64;

/**
 * `Rate limits & quotas (v2)` → `rate-limits-quotas-v2`: lower case, accents dropped, every run of other
 * characters one hyphen, at most 64 characters, never empty (`section`). Letters and digits of any script
 * are kept (a Japanese heading keeps its characters; the browser percent-encodes them in the URL).
 */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const cut = slug.length > MAX_SLUG ? slug.slice(0, MAX_SLUG).replace(/-+$/, '') : slug;
  return cut || 'section';
}

/**
 * The ids of `headings`, in order: a heading keeps the id it has (the server's anchor, which links and
 * bookmarks may already point to) unless an earlier heading or something else on the page holds it;
 * otherwise `prefix` + slug of its text. Repeats get `-2`, `-3` … (`overview`, `overview-2`).
 * `taken(id)` says whether an element outside these headings already has the id (the layout's ids).
 */
export function headingIds(
  headings: readonly HeadingSource[],
  prefix: string,
  taken: (id: string) => boolean = () => false,
): string[] {
  const used = new Set<string>();
  const free = (id: string) => !used.has(id) && !taken(id);
  // the headings' own ids are theirs: reserve them first so a slug never takes one a later heading keeps
  const own = new Set(headings.map((h) => h.id).filter((id): id is string => !!id));
  return headings.map((h) => {
    if (h.id && !used.has(h.id)) {
      used.add(h.id);
      return h.id;
    }
    const base = `${prefix}${slugify(h.text)}`;
    let id = base;
    for (let n = 2; !free(id) || own.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  });
}

/** An entry of the "On this page" list. */
export interface TocEntry {
  id: string;
  text: string;
  /** 0 for the top level of the list (h2), 1 for the level below (h3) */
  depth: number;
}

export interface TocOptions {
  /** levels listed (default h2 and h3) */
  minLevel?: number;
  maxLevel?: number;
  /** at most this many entries (default 60): a page with hundreds of headings lists its top level only, then cuts */
  max?: number;
}

/**
 * The "On this page" entries of a body's headings: h2 and h3 (depth 0 and 1; an h3 before any h2 is at
 * the top level). Headings without text are left out. When there are more than `max` entries, only the
 * top level is listed, and at most `max` of it, so a huge page keeps a usable list and a bounded amount
 * of work (rendering, observing) — the anchors themselves are still on every heading.
 */
export function tocEntries(headings: readonly AnchoredHeading[], options: TocOptions = {}): TocEntry[] {
  const { minLevel = 2, maxLevel = 3, max = 60 } = options;
  let listed = headings.filter((h) => h.level >= minLevel && h.level <= maxLevel && h.text.trim() !== '');
  if (listed.length > max) {
    const top = Math.min(...listed.map((h) => h.level));
    listed = listed.filter((h) => h.level === top).slice(0, max);
  }
  const top = listed.length ? Math.min(...listed.map((h) => h.level)) : minLevel;
  let seenTop = false;
  return listed.map((h) => {
    if (h.level === top) seenTop = true;
    return { id: h.id, text: h.text.replace(/\s+/g, ' ').trim(), depth: seenTop && h.level > top ? 1 : 0 };
  });
}

/** The heading id a URL hash names: exactly, or with one of `prefixes` (a server anchor `#auth` is `docs-auth` here). */
export function headingForHash(hash: string, ids: readonly string[], prefixes: readonly string[] = []): string | null {
  if (!hash || hash === '#') return null;
  let name = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    name = decodeURIComponent(name);
  } catch {
    /* malformed escapes: the raw name */
  }
  for (const candidate of [name, ...prefixes.map((p) => p + name)]) if (ids.includes(candidate)) return candidate;
  return null;
}
