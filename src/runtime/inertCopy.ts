// The first page is read from an INERT copy of the live document, never from the live one.
//
// Why: extractors clone parts of the page (a heading without its edit link, a comment without its meta,
// a form without its chrome). A clone made in the live document is a new element of a document that loads
// images and runs inline handlers: `<img src=x onerror=…>` in a forum comment fired again. A DOMParser
// document never runs scripts, loads images or fires handlers, so anything done to it is harmless; the
// in-place loader reads fetched pages the same way (fetchDocument.ts).

import { neutralizeInlineHandlers } from '../components/ServerHtml/neutralize.ts';
import { trustedHtml } from '../components/ServerHtml/trustedTypes.ts';
import { CONTENT_LIMITS } from '../extract/bounds.ts';

/** `<!DOCTYPE …>` of the document as written (keeps standards vs. quirks mode, which changes selector matching). */
function doctypeOf(doc: Document): string {
  const dt = doc.doctype;
  if (!dt) return '';
  const pub = dt.publicId ? ` PUBLIC "${dt.publicId}"` : '';
  const sys = dt.systemId ? `${dt.publicId ? '' : ' SYSTEM'} "${dt.systemId}"` : '';
  return `<!DOCTYPE ${dt.name}${pub}${sys}>`;
}

/**
 * The markup the copy is parsed from: the doctype and the page, without what extraction would cut. Only a
 * page whose #main has more elements, or a longer text, than extraction keeps loads the code that leaves them out
 * (boundedMarkup.ts); if it cannot be loaded, the whole page is serialised (as on any other page).
 */
async function markupOf(doc: Document): Promise<string> {
  const main = doc.getElementById('main');
  const bounded =
    main &&
    // more text in all than one text may hold: boundedMarkup looks for a text that long (else returns null)
    (main.getElementsByTagName('*').length > CONTENT_LIMITS.maxElements ||
      (main.textContent?.length ?? 0) > CONTENT_LIMITS.maxText)
      ? await import('./boundedMarkup.ts').then(
          (m) => m.boundedMarkup(doc),
          () => null,
        )
      : null;
  return doctypeOf(doc) + (bounded ?? doc.documentElement.outerHTML);
}

/**
 * A DOMParser copy of `doc` as it is now (its current markup: what the head script and earlier scripts
 * changed is kept). Inline handler and style attributes are renamed before parsing (`data-portal-on…`,
 * `data-portal-style`: no CSP reports for a parse we asked for; extraction reads neither). Its URL is the live document's, so relative links resolve the same.
 * Returns null when the copy cannot be made (no DOMParser): the caller then must not extract.
 */
export function inertCopy(doc: Document): Promise<Document | null> {
  return inertCopyInSteps(doc, () => Promise.resolve());
}

/**
 * inertCopy in three steps with `pause()` between them (serialise, rename handlers, parse): on a huge page
 * each is one bounded task instead of one long one (issue #16 item 2). Same result as inertCopy.
 */
export async function inertCopyInSteps(doc: Document, pause: () => Promise<void>): Promise<Document | null> {
  const Parser = doc.defaultView?.DOMParser ?? (typeof DOMParser === 'undefined' ? undefined : DOMParser);
  if (!Parser) return null;
  const markup = await markupOf(doc);
  await pause();
  const renamed = neutralizeInlineHandlers(markup, { rawText: true, style: true });
  await pause();
  return new Parser().parseFromString(trustedHtml(renamed), 'text/html');
}
