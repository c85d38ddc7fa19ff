// ServerHtml's public surface, with the sanitiser and the Trusted Types policy for code outside React: outside
// src/components/ they are imported only through this file.
export { ServerHtml, type ServerHtmlProps } from './ServerHtml.tsx';
// For rendering admin HTML templates outside React (adapter/runtime) — the same, single sanitiser.
export { sanitizeHtml, canSanitize, ALLOWED_TAGS, ALLOWED_ATTR, type SanitizeOptions } from './sanitize.ts';
export { prose as proseClass } from './ServerHtml.css.ts';
// The kit's one Trusted Types policy (HTML sinks, inert parsing, script URLs on the runtime's allow-list).
export { TRUSTED_TYPES_POLICY_NAME, setScriptUrlCheck, themePolicy, trustedHtml, trustedScriptUrl } from './trustedTypes.ts';
