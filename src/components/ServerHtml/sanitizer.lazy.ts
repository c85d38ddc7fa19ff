// Deploy build only (vite.portal.config.ts resolves ServerHtml's './sanitizer.ts' to this file): the
// sanitiser (sanitize.ts and cleanTree.ts) as a file of its own, `portal-sanitizer-*.js`. Text-only server
// HTML (no '<') never needs it; the head script preloads it when the server page has markup in its bodies or
// footer (src/runtime/preload.ts › pageHasMarkup), so it is usually there before the first render.
import type { Sanitize } from './sanitizer.ts';

let ready: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

export function sanitizerNow(): Sanitize | null {
  return ready;
}

export function loadSanitizer(): Promise<Sanitize> {
  return (loading ??= import('./sanitize.ts').then(
    (m) => (ready = m.sanitizeHtml),
    (error: unknown) => {
      loading = null; // a failed download may be retried by the next render
      throw error;
    },
  ));
}
