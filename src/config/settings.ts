// Settings: what a brand team sets in theme.config.ts (`settings`) and what an admin sets at runtime in
// the portal's inline Body JavaScript (`window.portalOptions = { … }`), with the predecessor theme's
// option names so existing portal configs carry over. Merged deep: defaults ← theme.config ← portalOptions.
// Runtime input is validated (src/config/runtimeOptions.ts): a bad entry is ignored with one warning
// naming the key; resolving never throws.
import type { ContentType } from '../extract/types.ts';
import type { RuntimeTemplates } from '../adapter/templates.ts';
import type { DeepPartial, Labels } from '../labels/en.ts';
import { applyOptions } from './runtimeOptions.ts';

export type LayoutName = 'default' | 'alternate';

export interface Settings {
  /**
   * Custom logo. An image URL (`/files/logo.svg`) or, as in the predecessor theme, markup
   * (`<img src="/files/logo.png" alt="Acme">`, sanitised). null: the portal's own logo, else the area name.
   */
  logo: string | null;
  /** Markdown (GitHub flavour) on docs and custom pages, unless a page sets `mashery.globals.noMarkdown`. */
  markdown: boolean;
  /** Class added to links that point to the current page (a single class token). */
  currentPageClass: string;
  /** Label overrides, deep-merged over src/labels/en.ts. */
  labels: DeepPartial<Labels>;
  /** HTML-string templates per region or content type (`null` removes a region). See templates.ts. */
  templates: RuntimeTemplates;
  /** Load pages in place (only where `history.pushState` exists). */
  ajax: boolean;
  /**
   * CSS selectors of links that always load with a full page load (a click inside a matching element
   * is not intercepted). The predecessor's single comma-separated selector string is accepted.
   */
  ajaxIgnore: string[];
  /** Content types that are always reached with a full page load (the link's target page type is unknown
   *  before loading, so this applies to the page being LEFT and to fetched pages of these types). */
  ajaxIgnoreTypes: ContentType[];
  /** Browser title while a page loads in place. */
  ajaxLoading: string;
  /** Add the viewport meta tag. */
  responsive: boolean;
  /** Add favicon links. */
  favicon: boolean;
  faviconURL: string;
  faviconSizes: string;
  /** Password checklist on new-password fields (off: the requirement list is removed). */
  passwordStrength: boolean;
  /** Tooltips for `.mashtip[title]` elements in page content. */
  mashtips: boolean;
  /** 'alternate': home is /page and the footer shows a copyright line when it has no links. */
  layout: LayoutName;
  /** Theme name (e.g. 'default', 'dark', 'brand'); undefined: the build's default theme. */
  theme?: string;
}

export const defaultSettings: Settings = {
  logo: null,
  markdown: true,
  currentPageClass: 'current-page',
  labels: {},
  templates: {},
  ajax: true,
  ajaxIgnore: [],
  ajaxIgnoreTypes: [],
  ajaxLoading: 'Loading...',
  responsive: true,
  favicon: false,
  faviconURL: '/files/favicon.ico',
  faviconSizes: '16x16 32x32',
  passwordStrength: true,
  mashtips: true,
  layout: 'default',
};

export interface ResolvedSettings {
  settings: Settings;
  /** one message per ignored key, e.g. `portalOptions.ajax: expected true or false, got "yes" (ignored)` */
  warnings: string[];
}

/**
 * defaults ← build-time settings (theme.config.ts) ← runtime options (window.portalOptions).
 * Both sources are validated the same way; warnings name the source and the key. Never throws.
 */
export function resolveSettings(buildTime: Partial<Settings> | undefined, runtime: unknown): ResolvedSettings {
  const warnings: string[] = [];
  let settings: Settings = { ...defaultSettings, labels: {}, templates: {}, ajaxIgnore: [], ajaxIgnoreTypes: [] };
  settings = applyOptions(settings, buildTime, 'theme.config settings', warnings);
  settings = applyOptions(settings, runtime, 'portalOptions', warnings);
  return { settings, warnings };
}
