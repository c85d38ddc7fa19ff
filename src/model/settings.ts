// Settings: what a brand team sets in theme.config.ts (`settings`) and what an admin sets at runtime in
// the portal's inline Body JavaScript (`window.portalOptions = { … }`), with the predecessor theme's
// option names so existing portal configs carry over. Defaults and resolution: src/config/settings.ts.
import type { ContentType } from './contentTypes.ts';
import type { DeepPartial, Labels } from './labels.ts';

/** Runtime templates (portalOptions.templates): an HTML string with placeholders, or null to remove a region. */
export type RuntimeTemplates = { [regionOrContentType: string]: string | null };

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
  /** HTML-string templates per region or content type (`null` removes a region); names: templateNames.ts. */
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
  /**
   * The reader's light / dark / system switch in the header (light = `theme`, dark = the 'dark' theme;
   * "system" follows prefers-color-scheme and is the default). false: no switch, always `theme`. Off by
   * itself when the build has no 'dark' theme or `theme` is 'dark'.
   */
  colorSchemeSwitch: boolean;
  /**
   * Key rotation policy (issue 35): a key whose age (from its created date) has reached this many days is
   * badged "Rotation due" on My Keys. null (the default): no policy, no badge. A whole number of days, 1–3650.
   */
  keyRotationDays: number | null;
}
