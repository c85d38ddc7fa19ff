// HeadingAnchors: gives every h2–h4 of a sanitised body a stable id and a copy-link button, announces copies in
// one live region, and reports the headings (for a table of contents).
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { copyText } from '../CopyButton/copyText.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { headingForHash, headingIds, type AnchoredHeading } from '../../lib/headingIds.ts';
import * as css from './HeadingAnchors.css.ts';

export { anchoredBody } from './anchoredBody.css.ts';

export interface HeadingAnchorsLabels {
  /** accessible name of a heading's button, e.g. (heading) => `Copy link to section ${heading}` */
  copyLink: (heading: string) => string;
  /** announced politely after a copy, e.g. "Link copied" */
  copied: string;
  /** announced when nothing could be copied */
  failed: string;
}

export interface HeadingAnchorsProps {
  /** the element holding the (sanitised) body; give it the `anchoredBody` class */
  container: RefObject<HTMLElement | null>;
  /** prefix of the ids given to headings without one (the body's ServerHtml idPrefix, e.g. `docs-`) */
  idPrefix: string;
  labels: HeadingAnchorsLabels;
  /** called with the body's headings (ids applied) whenever they change */
  onChange?: (headings: AnchoredHeading[]) => void;
  /** at most this many headings get a button (default 300; every heading still gets its id) */
  max?: number;
}

const SELECTOR = 'h2, h3, h4';
const BATCH = 40;
const MARK = 'data-heading-anchor';

interface Target extends AnchoredHeading {
  el: HTMLElement;
}

/** The heading's own text: the anchor button inside it left out. */
function headingText(el: HTMLElement): string {
  let text = '';
  for (const node of Array.from(el.childNodes)) {
    if (node.nodeType === 1 && (node as Element).hasAttribute(MARK)) continue;
    text += node.textContent ?? '';
  }
  return text.replace(/\s+/g, ' ').trim();
}

const sameTargets = (a: readonly Target[], b: readonly Target[]) =>
  a.length === b.length && a.every((t, i) => t.el === b[i]!.el && t.id === b[i]!.id && t.text === b[i]!.text);

function LinkIcon() {
  return (
    <svg className={css.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.9 9.1a.75.75 0 0 1 0-1.06l2.12-2.12a.75.75 0 1 1 1.06 1.06L7.96 9.1a.75.75 0 0 1-1.06 0Zm-1.77 4.6a3 3 0 0 1-4.24-4.24l2.12-2.12a3 3 0 0 1 4.24 0 .75.75 0 1 1-1.06 1.06 1.5 1.5 0 0 0-2.12 0L1.95 10.5a1.5 1.5 0 0 0 2.12 2.12l.7-.7a.75.75 0 1 1 1.07 1.06l-.7.71Zm5.74-11.4a3 3 0 0 1 4.24 4.24l-2.12 2.12a3 3 0 0 1-4.24 0 .75.75 0 1 1 1.06-1.06 1.5 1.5 0 0 0 2.12 0l2.12-2.12a1.5 1.5 0 0 0-2.12-2.12l-.7.7A.75.75 0 1 1 9.1 3.01l.7-.71Z"
      />
    </svg>
  );
}

/**
 * Heading anchors for a rendered, sanitised body: every h2–h4 in `container` gets a stable id (its own, or
 * `idPrefix` + slug of its text, deduplicated: lib/headingIds.ts) and a copy-link button at its end
 * (visible on hover and focus, always on touch screens) that copies the page's absolute URL with the
 * heading's hash and announces it in one polite live region. It follows the body as it changes (lazy
 * Markdown, a new page in place) and, when the URL's hash names a heading it gave an id, scrolls to it
 * once. Nothing is written as HTML: ids are set as attributes, buttons are React portals into the headings.
 */
export function HeadingAnchors({ container, idPrefix, labels, onChange, max = 300 }: HeadingAnchorsProps) {
  const [targets, setTargets] = useState<Target[]>([]);
  const [message, setMessage] = useState('');
  const [copiedId, setCopiedId] = useState<string | null>(null);
  // buttons are added a batch per task: a body with hundreds of headings never blocks the main thread long
  const [shown, setShown] = useState(BATCH);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return;
    const doc = root.ownerDocument;
    const win = doc.defaultView;
    let scrolledFor: string | null = null;
    let current: Target[] = [];
    const scan = (sync: boolean) => {
      const els = Array.from(root.querySelectorAll<HTMLElement>(SELECTOR));
      const mine = new Set<Element>(els);
      const sources = els.map((el) => ({
        level: Number(el.localName.slice(1)),
        text: headingText(el),
        id: el.getAttribute('id') || null,
      }));
      const ids = headingIds(sources, idPrefix, (id) => {
        const other = doc.getElementById(id);
        return !!other && !mine.has(other);
      });
      const given: string[] = [];
      els.forEach((el, i) => {
        if (el.id !== ids[i]) {
          el.id = ids[i]!;
          given.push(ids[i]!);
        }
      });
      const next = els.map((el, i) => ({ el, level: sources[i]!.level, text: sources[i]!.text, id: ids[i]! }));
      if (!sameTargets(current, next)) {
        current = next;
        // before the browser paints: the buttons arrive in the room the CSS kept for them
        const apply = () => setTargets(next);
        if (sync) flushSync(apply);
        else apply();
        onChangeRef.current?.(next.map(({ level, text, id }) => ({ level, text, id })));
      }
      // a hash naming a heading that only now has its id: the runtime could not scroll to it, so scroll here
      const href = win?.location.href ?? '';
      if (win && given.length && scrolledFor !== href) {
        const id = headingForHash(win.location.hash, given, [idPrefix]);
        const el = id ? doc.getElementById(id) : null;
        if (el) {
          scrolledFor = href;
          el.scrollIntoView();
        }
      }
    };
    scan(false);
    if (typeof MutationObserver === 'undefined') return;
    const observer = new MutationObserver(() => scan(true));
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container, idPrefix]);

  const wanted = Math.min(targets.length, max);
  useEffect(() => {
    if (shown >= wanted) return;
    const t = setTimeout(() => setShown((n) => n + BATCH), 0);
    return () => clearTimeout(t);
  }, [shown, wanted]);

  const copy = async (target: Target) => {
    const win = target.el.ownerDocument.defaultView;
    const url = new URL(win?.location.href ?? '');
    url.hash = target.id;
    const outcome = await copyText(url.href);
    clearTimeout(timer.current);
    setMessage('');
    // emptied first, filled on the next tick: the same message twice in a row is announced twice
    timer.current = setTimeout(() => {
      setMessage(outcome === 'copied' ? labels.copied : labels.failed);
      setCopiedId(outcome === 'copied' ? target.id : null);
      timer.current = setTimeout(() => {
        setMessage('');
        setCopiedId(null);
      }, 2000);
    }, 50);
  };

  return (
    <>
      {targets.slice(0, Math.min(shown, max)).map((target) =>
        createPortal(
          <span className={css.anchor} {...{ [MARK]: '' }}>
            <button
              type="button"
              className={css.button}
              aria-label={labels.copyLink(target.text)}
              data-copied={copiedId === target.id ? '' : undefined}
              onClick={() => void copy(target)}
            >
              <LinkIcon />
            </button>
          </span>,
          target.el,
          target.id,
        ),
      )}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {message}
      </VisuallyHidden>
    </>
  );
}

export default HeadingAnchors;
