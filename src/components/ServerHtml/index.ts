export { ServerHtml, type ServerHtmlProps } from './ServerHtml.tsx';
// For rendering admin HTML templates outside React (adapter/runtime) — the same, single sanitiser.
export { sanitizeHtml, canSanitize, ALLOWED_TAGS, ALLOWED_ATTR, type SanitizeOptions } from './sanitize.ts';
export { prose as proseClass } from './ServerHtml.css.ts';
