// The screen model's layout: what the page frame renders on every page (title, logo, the navigation
// landmarks, the user menu and its logout form, header search, colour scheme switch, copyright, region
// templates). Part of the ScreenModel: src/model/screenModel.ts puts the parts together.
import type { HiddenField } from '../pageData.ts';
import type { LayoutName } from '../settings.ts';
import type { RegionName } from '../templateNames.ts';
import type { LinkModel, NavModel, RemoveMembershipModel, RichText } from './shared.ts';

// ---------------------------------------------------------------------------------------------
// Layout

export type UserNavItem =
  | { id: 'account' | 'dashboard' | 'signin' | 'register'; kind: 'link'; label: string; url: string; isActive: boolean }
  /** a submit button for the hidden logout form (`form={formId}`); `url` is the fallback when there is no form */
  | { id: 'signout'; kind: 'logout'; label: string; formId: string | null; url: string; isActive: false };

export interface LogoutFormModel {
  /** id for `<button form=…>`; unique in the page */
  id: string;
  action: string;
  method: 'get' | 'post';
  fields: HiddenField[];
}

export type LogoModel =
  | { kind: 'image'; src: string; alt: string; href: string; label: string }
  | { kind: 'html'; html: string; href: string; label: string }
  | { kind: 'text'; text: string; href: string; label: string };

export interface SearchBoxModel {
  action: string;
  fieldName: string;
  query: string;
  label: string;
  placeholder: string;
  button: string;
}

/** Labels of the header's colour scheme switch (the preference itself is runtime state, not model). */
export interface ColorSchemeModel {
  label: string;
  light: string;
  dark: string;
  system: string;
}

export interface LayoutModel {
  variant: LayoutName;
  /** browser title */
  title: string;
  /**
   * the page's own title without the portal name (the server `<title>`'s page part, else the area): the
   * visually hidden h1 of a page that has no heading of its own
   */
  fallbackHeading?: string;
  /** classes for <html>: logged-in | logged-out, no-heading (the runtime adds loading/rendering/complete) */
  htmlClasses: string[];
  area: string;
  loggedIn: boolean;
  isAdmin: boolean;
  username: string | null;
  home: string;
  logo: LogoModel;
  /** id of the main landmark (skip-link target) and of the main h1 (focus target after in-place loads) */
  mainId: string;
  headingId: string;
  skipLinkLabel: string;
  /** the small-screen menu button (and its panel's title) and the panel's close button */
  menuLabels: { toggle: string; close: string };
  /** the reader's light / dark / system switch in the header; null when settings.colorSchemeSwitch is off */
  colorScheme: ColorSchemeModel | null;
  userNav: { label: string; items: UserNavItem[] };
  primaryNav: NavModel;
  secondaryNav: NavModel;
  /** Keys / Apps / Account — on account, key, app and member pages of a signed-in user; else null */
  accountNav: NavModel | null;
  /** account information / change email / change password (reduced for OIDC and platform users); null off those pages */
  accountSettingsNav: NavModel | null;
  /** remove membership: a danger action beside the settings list, asking first; null where it is not offered */
  removeMembership?: RemoveMembershipModel | null;
  /** the signed-in user's public profile, when known */
  userProfile: LinkModel | null;
  /** editors: the server's link to edit this page, with its tools landmark label; null for readers */
  editLink: (LinkModel & { region: string }) | null;
  /** the profile link is still being fetched: its line is kept free (no layout shift when it arrives) */
  userProfilePending?: boolean;
  search: SearchBoxModel;
  /** hidden logout form rendered by the layout (Sign Out submits it without JS) */
  logoutForm: LogoutFormModel | null;
  /** the portal's footer copyright (admin HTML) */
  serverCopyright: RichText | null;
  /** alternate layout with an empty secondary nav: '© 2026 Acme' */
  copyrightLine: string | null;
  currentPageClass: string;
  /** the page's content was too large and only its first part is shown (extract/bounds.ts): the notice's text; else null */
  contentCapped: string | null;
  /** runtime HTML templates: RichText replaces the region, null removes it; absent → default rendering */
  regionTemplates: Partial<Record<RegionName, RichText | null>>;
}
