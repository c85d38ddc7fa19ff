// Link's public surface, with the URL-base context: outside src/components/ they are imported only through this
// file.
export { Link, safeRel, type LinkProps, type LinkTone } from './Link.tsx';
export { UrlBaseContext, useAbsoluteUrl, useUrlBase } from './urlBase.ts';
