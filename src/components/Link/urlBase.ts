// Where the links and form actions a component writes resolve: a base URL provided once by the app (the
// shown page on the portal's origin, lib/absoluteUrl.ts › urlBaseFor). Every `href` and `action` the kit
// renders goes through `useAbsoluteUrl()`, so none depends on the document's base URL. Without a provider
// (Storybook, unit tests) URLs are written as given.
import { createContext, useContext } from 'react';
import { absoluteUrl } from '../../lib/absoluteUrl.ts';

export const UrlBaseContext = createContext<string | null>(null);

/** The provided base URL, or null. */
export function useUrlBase(): string | null {
  return useContext(UrlBaseContext);
}

/** A function making a URL absolute against the provided base (as given without one). */
export function useAbsoluteUrl(): (url: string) => string {
  const base = useContext(UrlBaseContext);
  return (url) => absoluteUrl(url, base);
}
