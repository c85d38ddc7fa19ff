export { Link, safeRel, type LinkProps, type LinkTone } from './Link.tsx';
export { UrlBaseContext, useAbsoluteUrl, useUrlBase } from './urlBase.ts';
