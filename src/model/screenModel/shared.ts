// The screen model's shared pieces: rich text, body segments, text templates, links, navigation, dates,
// confirmations, pagination, named paths and the expanded labels, and the screen shapes the content and
// account screens build on (ScreenHeading, MessageScreen, FormScreen). Part of the ScreenModel:
// src/model/screenModel.ts puts the parts together (and says what they promise).
import type { FormModel } from '../pageData.ts';
import type { Labels } from '../labels.ts';
import type { PasswordPolicy } from '../password.ts';
import type { RenderSlots } from '../labels/renderSlots.ts';

// ---------------------------------------------------------------------------------------------
// Shared pieces

/** HTML that must be rendered through <ServerHtml> (sanitised): server HTML, rich labels, HTML templates. */
export interface RichText {
  html: string;
}

/**
 * A part of a content body (page, docs, tos, blog post, forum comment) as the adapter split it
 * (adapter/bodySegments.ts): server HTML for ServerHtml, Markdown for the Markdown component, or a legacy
 * `brush:` code sample for CodeBlock — its code is text, never markup.
 */
export type BodySegment =
  | { kind: 'html'; html: string }
  | { kind: 'markdown'; source: string }
  /** `language`: the highlight grammar (lib/codeLanguages.ts), null for plain code; `brush`: as the server named it */
  | { kind: 'code'; code: string; language: string | null; brush: string };

/**
 * A plain-text label with values that exist only while rendering (report totals, dates): the adapter expanded
 * the page's placeholders and split the text at the others; a screen joins the parts with its values
 * (src/lib/textTemplate.ts).
 */
export type TextTemplate<Slot extends string = string> = readonly (string | { slot: Slot })[];

/** A breadcrumb: a link, or (url null) the current page at the end of a trail. */
export interface BreadcrumbModel {
  label: string;
  url: string | null;
}

export interface LinkModel {
  label: string;
  url: string;
  /** accessible name when the visible label alone is ambiguous (e.g. 'Read more: Launching v2') */
  ariaLabel?: string;
  /** the runtime must load it with a full page load (pagination, other hosts …) */
  reloadDocument?: boolean;
}

export interface NavItemModel {
  label: string;
  url: string;
  /** highlighted: the current page, or (see `current`) the section that contains it */
  isActive: boolean;
  /**
   * what isActive means, for aria-current: 'page' — this link is the current page; 'true' — the current
   * page is inside this item (the server marked the section, or a child item is the current page)
   */
  current?: 'page' | 'true';
  children: NavItemModel[];
  /** items with children: accessible name of their sub-menu toggle ('Docs submenu') */
  toggleLabel?: string;
}

export interface NavModel {
  /** accessible name of the nav landmark */
  label: string;
  /** visible heading (docs side navigation: 'In the Docs'); null when none */
  heading: string | null;
  items: NavItemModel[];
  /** settings.currentPageClass, for links whose isActive is true */
  currentClassName: string;
}

/**
 * A server date for display: `text` is what to show, `dateTime` the machine value for `<time dateTime>` (the
 * shape the DateText component takes, so screens pass it through).
 */
export interface DateModel {
  dateTime: string | null;
  text: string;
}

export interface ConfirmModel {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
}

/** Remove membership from the account settings (issue 35): `url` the removal page, `confirmUrl` the same page once confirmed. */
export interface RemoveMembershipModel extends LinkModel {
  confirmUrl: string;
  confirm: ConfirmModel;
}

export interface PaginationModel {
  label: string;
  currentPage: number;
  pageCount: number;
  pages: { page: number; url: string; label: string; isCurrent: boolean }[];
  previous: LinkModel | null;
  next: LinkModel | null;
}

export type PathName =
  | 'home'
  | 'keys'
  | 'apps'
  | 'account'
  | 'dashboard'
  | 'logout'
  | 'signin'
  | 'register'
  | 'changeEmail'
  | 'changePassword'
  | 'removeMembership'
  | 'removeMember'
  | 'search'
  | 'docs'
  | 'ioDocs'
  | 'contact'
  | 'lostPassword'
  | 'lostUsername'
  | 'resendConfirmation'
  | 'viewProfile';

/** Named paths (docs/adapter.md › Labels: named paths). dashboard and viewProfile are null when unknown. */
export type NamedPaths = Record<PathName, string | null>;

/**
 * Labels with the page's global placeholders expanded; `main` / `…Html` labels as RichText; the labels of
 * src/model/labels/renderSlots.ts as TextTemplates of their render-time slots.
 */
export type ExpandedLabels<T = Labels, S = RenderSlots> = {
  [K in keyof T]: T[K] extends string
    ? K extends keyof S
      ? S[K] extends readonly (infer Slot extends string)[]
        ? TextTemplate<Slot>
        : string
      : K extends 'main' | `${string}Html`
        ? RichText
        : string
    : ExpandedLabels<T[K], K extends keyof S ? S[K] : object>;
};

// ---------------------------------------------------------------------------------------------
// Screen shapes the content and account screens build on

export interface ScreenHeading {
  /** the main h1 text (null: nothing sensible to show — render no heading) */
  heading: string | null;
  /** the page set `noHeading`: render the h1 visually hidden (it stays the focus target) */
  headingHidden: boolean;
  /**
   * account-section pages: the server's own heading (e.g. 'My Account', the same on every page under the
   * Keys / Apps / Account tabs) shown small above the h1 when it differs from it
   */
  subtitle?: string | null;
}

/** Result pages: a heading, a body and the server's success / error lists. */
export interface MessageScreen extends ScreenHeading {
  /**
   * The page's message (see docs/adapter.md, "Headings and messages"): an overridden labels.<type>.main, else
   * the server's message body, else the default label (only when the page has no message of its own).
   * null when there is none.
   */
  body: RichText | null;
  /** where `body` came from; 'both': a label text followed by the server's */
  bodySource: 'labels' | 'server' | 'both' | null;
  /** server success messages (ul.success) */
  messages: string[];
  /** server errors (ul.failure, #errors) */
  errors: string[];
  /** links the server offered in its message */
  links: LinkModel[];
}

/**
 * Form pages. `body` is what the server shows around the form (intro, plan tables, notes — outside the form;
 * its non-field content inside is `form.extraHtml`), with the label intro (labels.<type>.main) before it when
 * overridden, or alone when the page has no content of its own. Without a form: as on a result page.
 */
export interface FormScreen extends MessageScreen {
  /**
   * the server form (render with ServerForm; it submits exactly these fields). null: show `body`.
   * Its own errors (`form.errors`) are left out of `errors`, so nothing shows twice.
   */
  form: FormModel | null;
  /** present when the form has a new-password field */
  passwordPolicy: PasswordPolicy | null;
}
