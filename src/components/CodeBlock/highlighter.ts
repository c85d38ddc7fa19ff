// Lazy syntax highlighting. highlight.js *core* and each grammar are dynamic imports, so nothing of
// highlight.js is in the initial bundle.
//
// Security: hljs returns HTML in which the input is escaped. We never insert that HTML. We parse it
// in an inert DOMParser document (scripts never run there, nothing is attached to the page) and keep
// only text and <span class="hljs-…"> nesting, which CodeBlock renders as React text and spans. Even if
// hljs's escaping were ever wrong, no element other than a span and no attribute other than a
// whitelisted class could reach the page.
import type { HLJSApi } from 'highlight.js';
import { trustedHtml } from '../ServerHtml/trustedTypes.ts';
import { languageLoaders, resolveLanguage, type HighlightLanguage } from './languages.ts';

export type CodeToken = string | { className: string; children: CodeToken[] };

let core: Promise<HLJSApi> | null = null;
const registered = new Map<HighlightLanguage, Promise<void>>();

function loadCore(): Promise<HLJSApi> {
  core ??= import('highlight.js/lib/core').then((m) => m.default);
  return core;
}

async function loadLanguage(hljs: HLJSApi, language: HighlightLanguage): Promise<void> {
  let pending = registered.get(language);
  if (!pending) {
    pending = languageLoaders[language]().then((m) => hljs.registerLanguage(language, m.default));
    registered.set(language, pending);
    // a failed download may be retried later
    pending.catch(() => registered.delete(language));
  }
  return pending;
}

/** Starts loading the highlighter core (and optionally grammars) ahead of need. */
export function preloadHighlighter(languages: readonly string[] = []): Promise<unknown> {
  return loadCore().then((hljs) =>
    Promise.all(
      languages
        .map(resolveLanguage)
        .filter((l): l is HighlightLanguage => l !== null)
        .map((l) => loadLanguage(hljs, l)),
    ),
  );
}

const TOKEN_CLASS = /^(hljs-[a-z0-9_-]+|[a-z0-9]+_+)$/i;

function toTokens(node: Node): CodeToken[] {
  const out: CodeToken[] = [];
  node.childNodes.forEach((child) => {
    if (child.nodeType === 3) {
      out.push(child.textContent ?? '');
    } else if (child.nodeType === 1) {
      const element = child as Element;
      const children = toTokens(element);
      const className =
        element.tagName === 'SPAN'
          ? (element.getAttribute('class') ?? '')
              .split(/\s+/)
              .filter((c) => TOKEN_CLASS.test(c))
              .join(' ')
          : '';
      if (className) out.push({ className, children });
      else out.push(...children);
    }
  });
  return out;
}

/** Plain text of a token list (what the user sees; must equal the input code). */
export function tokensToText(tokens: readonly CodeToken[]): string {
  return tokens.map((t) => (typeof t === 'string' ? t : tokensToText(t.children))).join('');
}

/**
 * Highlights `code` as `language`. Resolves to null (plain rendering) for an unknown language, a failed
 * download or any highlighter error — never rejects.
 */
export async function highlightCode(code: string, language: string | null | undefined): Promise<CodeToken[] | null> {
  const resolved = resolveLanguage(language);
  if (!resolved || typeof DOMParser === 'undefined') return null;
  try {
    const hljs = await loadCore();
    await loadLanguage(hljs, resolved);
    const html = hljs.highlight(code, { language: resolved, ignoreIllegals: true }).value;
    // A div, not a pre: the HTML parser drops a newline right after <pre>.
    // parsed inertly, never inserted (tokens are rendered as text): through the policy for the parse only
    const doc = new DOMParser().parseFromString(trustedHtml(`<!doctype html><body><div>${html}</div></body>`), 'text/html');
    const root = doc.body.firstElementChild;
    if (!root) return null;
    const tokens = toTokens(root);
    // Belt and braces: if the round trip changed the text (e.g. \r\n, NUL), show the plain code instead.
    return tokensToText(tokens) === code ? tokens : null;
  } catch (error) {
    console.warn(`Code could not be highlighted as ${resolved}; showing it plain.`, error);
    return null;
  }
}
