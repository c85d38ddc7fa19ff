// How ServerHtml reaches the sanitiser. Here (tests, Storybook, library use) it is imported statically and
// always ready. The deploy build swaps in sanitizer.lazy.ts (vite.portal.config.ts): the sanitiser (~4 KB gz)
// then loads only on pages whose server HTML has markup to clean.
import { sanitizeHtml } from './sanitize.ts';

export type Sanitize = typeof sanitizeHtml;

/** the sanitiser when it is loaded, else null (ServerHtml then shows a busy placeholder and loads it) */
export function sanitizerNow(): Sanitize | null {
  return sanitizeHtml;
}

/** loads the sanitiser (once) */
export function loadSanitizer(): Promise<Sanitize> {
  return Promise.resolve(sanitizeHtml);
}
