// ScreenModel: what the adapter hands to the screens. Everything here is ready to render:
// labels expanded (per item where needed), URLs checked (they come from extraction, which drops unsafe
// ones, or from named paths), optional data explicit (null / empty list, never undefined).
// Screens import these types (architecture rule 2) and the pure helpers in src/lib/password.ts.
import type {
  ContentType,
  ContentState,
  FormModel,
  HiddenField,
  IoDocsContent,
  LimitRow,
  Problem,
  ReportInit,
  ReportTab,
  SearchState,
  SigninState,
  TableData,
} from './pageData.ts';
import type { Labels } from './labels.ts';
import type { PasswordPolicy } from './password.ts';
import type { LayoutName } from './settings.ts';
import type { ReportConfig } from './report.ts';
import type { RegionName } from './templateNames.ts';

export type { PasswordPolicy, PasswordRule, PasswordRuleId } from './password.ts';
export type { ReportBreakdown, ReportBreakdownItem, ReportConfig, ReportData, ReportPoint, ReportSeries } from './report.ts';
/** PageData pieces that appear in screen props, re-exported so screens import every model type from here. */
export type {
  ContentType,
  ContentState,
  Problem,
  SearchState,
  SigninState,
  FormModel,
  FormField,
  FormFieldType,
  FormFieldRole,
  FormOption,
  HiddenField,
  LimitRow,
  TableData,
  ReportInit,
  ReportTab,
  IoDocsContent,
  IoDocsApi,
  IoDocsEndpoint,
  IoDocsMethod,
  IoDocsParameter,
  IoDocsAuth,
  IoDocsKey,
} from './pageData.ts';

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

/** Named paths (spec §2). dashboard and viewProfile are null when unknown. */
export type NamedPaths = Record<PathName, string | null>;

/** Labels with the page's global placeholders expanded; `main` / `…Html` labels as RichText. */
export type ExpandedLabels<T = Labels> = {
  [K in keyof T]: T[K] extends string ? (K extends 'main' | `${string}Html` ? RichText : string) : ExpandedLabels<T[K]>;
};

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

// ---------------------------------------------------------------------------------------------
// Screens

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

/** fourOhFour, noAccess (and page, tos, docs: ContentPageScreen): heading and a body (server HTML, or a rich label). */
export interface ProseScreen extends ScreenHeading {
  body: RichText | null;
  /** render `body` as Markdown (settings.markdown and no `noMarkdown` global) */
  markdown: boolean;
}

/** page, tos: a prose page whose body is rendered by parts (Markdown, server HTML, code samples). */
export interface ContentPageScreen extends ProseScreen {
  /**
   * `body` split for rendering: with the page's one h1 kept (a first body heading repeating the heading is
   * dropped, body headings move down a level when the body has an h1 of its own); [] without a body
   */
  bodySegments: BodySegment[];
}

export interface NoAccessScreen extends ProseScreen {
  signin: LinkModel | null;
  register: LinkModel | null;
}

export interface DocsScreen extends ContentPageScreen {
  /** side navigation ('In the Docs'), current page marked by cleaned-URL comparison */
  nav: NavModel;
  /** the pages before and after this one in the docs navigation (null at the ends, both null when not listed) */
  pager: { label: string; previousLabel: string; nextLabel: string; previous: LinkModel | null; next: LinkModel | null };
  /** the body's headings: "On this page" list and copy-link buttons */
  headings: HeadingAnchorsModel;
}

/** Labels of the heading anchors and the "On this page" list of a content body. */
export interface HeadingAnchorsModel {
  /** heading and landmark name of the list */
  toc: string;
  /** copy-link button name, split at `heading` (the heading's text, known when rendered) */
  copyLink: TextTemplate<'heading'>;
  copied: string;
  failed: string;
}

export interface IoDocsScreen extends ScreenHeading {
  intro: RichText | null;
  /** the extracted console data: APIs → endpoints → methods, schemas, credentials */
  data: IoDocsContent;
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

/** Accessible names of one key's buttons ('Copy key for Storm Tracker' …), expanded by the adapter. */
export interface KeyButtonNames {
  copyKey: string;
  copySecret: string;
  showSecret: string;
  hideSecret: string;
}

export interface KeyModel {
  /** names of the key's Copy / Show / Hide buttons */
  names: KeyButtonNames;
  application: string | null;
  key: string | null;
  secret: string | null;
  status: string | null;
  created: DateModel | null;
  /** how old the key is, from its created date and the adapter's `now` ('45 days old'); null without a date */
  age: KeyAgeModel | null;
  limits: LimitRow[];
  report: LinkModel | null;
  delete: LinkModel | null;
}

/** A key's age (issue 35) and, under a rotation policy (settings.keyRotationDays), whether it is due. */
export interface KeyAgeModel {
  /** whole days since the key was created (0 on its first day) */
  days: number;
  /** '45 days old' */
  text: string;
  /** the age reached the policy's days: the badge text and its accessible text naming the key; else null */
  rotationDue: { label: string; description: string } | null;
}

export interface PlanModel {
  /** the plan / API name; null for keys listed before the first plan */
  name: string | null;
  /** heading to show: the name, or labels.accountKeys.otherKeys */
  heading: string;
  keys: KeyModel[];
  /** message for a plan without keys (server text, else label) */
  empty: string | null;
  /** 'Get a Key for {plan}' on a plan without keys, when the page offers a new-key link */
  getKey: LinkModel | null;
}

export interface KeyFieldLabels {
  api: string;
  application: string;
  key: string;
  secret: string;
  status: string;
  created: string;
  limits: string;
}

/**
 * A one-shot notice the runtime carries from one page to the next (sessionStorage): the user deleted a key
 * or an application, and the page the server redirects to confirms it. `name` is the application's name.
 */
export interface PendingNotice {
  kind: 'keyDeleted' | 'appDeleted';
  name: string | null;
}

/** A designed success notice at the top of a page (text expanded from labels). */
export interface SuccessNoticeModel {
  title: string;
  message: string | null;
}

/** The My Keys filter's texts (issue 35): `count` fills {{shown}} / {{total}}, `none` {{query}}. */
export interface KeyFilterModel {
  label: string;
  hint: string;
  count: TextTemplate<'shown' | 'total'>;
  none: TextTemplate<'query'>;
}

export interface AccountKeysScreen extends ScreenHeading {
  /** the filter offered from a few keys on (screens/AccountKeys/KeyFilter.tsx) */
  filter?: KeyFilterModel;
  /** 'The key for Storm Tracker was deleted.' on the page the deletion lands on; else null */
  notice: SuccessNoticeModel | null;
  /** the server's other page actions (e.g. 'Display shared secrets'), each kept */
  actions: LinkModel[];
  /**
   * 'Secrets are not displayed for your account.' when no key comes with its secret and the server offers
   * the way to display them (one of `actions`); else null
   */
  secretsNote: string | null;
  plans: PlanModel[];
  /** 'You don't have any keys yet.' when there are no plans; else null */
  empty: string | null;
  /** 'Get API Keys' (the page's new-key link) */
  getKeys: LinkModel | null;
  /** keys are masked: offer 'Show Keys & Secrets' (?showKeys=true) */
  showKeys: LinkModel | null;
  /** keys are shown: offer 'Hide Keys & Secrets' */
  hideKeys: LinkModel | null;
  /** the server offers to display the shared secrets (it e-mails a reveal link): the action and its explanation */
  requestSecrets: (LinkModel & { hint: string }) | null;
  /** keys and secrets come masked from the server (asterisks plus the last four characters) */
  masked: boolean;
  /**
   * the user asked to see the secrets (`?showKeys=true`, or the page offers only 'Hide Keys & Secrets'):
   * they are shown on arrival; elsewhere they stay masked until the user reveals them
   */
  revealSecrets: boolean;
  pagination: PaginationModel | null;
  fieldLabels: KeyFieldLabels;
  viewReportLabel: string;
  deleteKeyLabel: string;
}

export interface AppModel {
  name: string;
  created: DateModel | null;
  apis: { api: string; key: string | null }[];
  edit: LinkModel | null;
  delete: LinkModel | null;
  addApis: LinkModel | null;
  viewKeys: LinkModel | null;
}

export interface AccountAppsScreen extends ScreenHeading {
  /** 'Storm Tracker was deleted.' on the page an application's deletion lands on; else null */
  notice: SuccessNoticeModel | null;
  apps: AppModel[];
  empty: string | null;
  createApp: LinkModel | null;
  pagination: PaginationModel | null;
  fieldLabels: { created: string; api: string; key: string; noApis: string };
}

/** 'Application registered': the message, and the keys it lists, each with its Copy button's name */
export interface AppRegisterSuccessScreen extends MessageScreen {
  /** 'Your keys' (heading of the key list); the list is empty when the message shows no key */
  keysHeading: string;
  keys: { label: string | null; key: string; copyName: string }[];
}

export interface ViewKeysScreen extends ScreenHeading {
  entries: { name: string; created: DateModel | null; apis: { api: string; key: string | null }[] }[];
  empty: string | null;
  pagination: PaginationModel | null;
  fieldLabels: { created: string; api: string; key: string };
}

export interface AppSummaryModel {
  application: string | null;
  created: DateModel | null;
  api: string | null;
  key: string | null;
  apis: { api: string; key: string | null }[];
}

export interface AppSummaryScreen extends FormScreen {
  summary: AppSummaryModel | null;
  subheading: string | null;
  fieldLabels: { application: string; created: string; api: string; key: string };
}

/**
 * The delete pages are the one confirmation (issue #13): the question (`confirm.title`, `confirm.message`)
 * once on the page, the server's form with its destructive submit, and Cancel back to the list.
 */
export interface AppDeleteScreen extends AppSummaryScreen {
  confirm: ConfirmModel;
  /** back to My Apps */
  cancel: LinkModel | null;
}

export interface KeyDetailModel {
  /** names of the key's Copy / Show / Hide buttons (absent: the plain labels) */
  names?: KeyButtonNames;
  api: string | null;
  application: string | null;
  key: string | null;
  secret: string | null;
  status: string | null;
  created: DateModel | null;
  limits: LimitRow[];
}

export interface KeyDetailScreen extends FormScreen {
  detail: KeyDetailModel | null;
  subheading: string | null;
  fieldLabels: KeyFieldLabels;
}

/** The one confirmation of a key's deletion (see AppDeleteScreen). */
export interface KeyDeleteScreen extends KeyDetailScreen {
  confirm: ConfirmModel;
  /** back to My Keys */
  cancel: LinkModel | null;
}

export interface KeySecretScreen extends KeyDetailScreen {
  keys: LinkModel;
  /** the secret-reveal page: the user asked to see the new secret, so it is shown on arrival */
  revealSecrets: boolean;
}

export interface KeyActivityScreen extends KeyDetailScreen {
  /** the date selector as a server form, when it is one */
  dateSelector: FormModel | null;
  /** the raw date selector (when it is not a form) */
  dateSelectorHtml: RichText | null;
  /** the page's initCharts(…) call, parsed as literals (never run) */
  init: ReportInit | null;
  /** what that call says about the report: period, time zone, data URL, embedded series, legacy arguments */
  report: ReportConfig;
  /** the report's sentences, filled in with the loaded data's numbers and dates */
  reportTexts: ReportTexts;
  chartIds: string[];
  /** the report's tab list (`.main ul.nav`), shown with the portal's own report */
  reportTabs: ReportTab[];
}

export interface ReportTexts {
  /** 'From {{from}} to {{to}}.' */
  period: TextTemplate<'from' | 'to'>;
  /** 'Times are in {{timezone}}.' */
  timezone: TextTemplate<'timezone'>;
  /** the calls-over-time chart's summary */
  summary: TextTemplate<'total' | 'peak' | 'peakDate'>;
  /** a breakdown chart's summary */
  breakdownSummary: TextTemplate<'total' | 'peak' | 'peakValue'>;
  /** the series-totals chart's summary */
  totalsSummary: TextTemplate<'total'>;
  /** title of a chart of series on their own scale (not calls): '{{series}} over time' */
  seriesOverTime: TextTemplate<'series'>;
  /** one series' sentence in that chart's summary */
  seriesSummary: TextTemplate<'series' | 'total' | 'peak' | 'peakDate'>;
}

export interface SearchResultModel {
  title: string;
  url: string | null;
  summary: string;
}

export interface SearchScreen extends ScreenHeading {
  state: SearchState;
  form: SearchBoxModel;
  results: SearchResultModel[];
  /** terms to highlight in summaries: the query's words and the terms the server marked */
  terms: string[];
  /** 'Showing 11 to 20 of 42 results' (null when the counts are unknown or there are no results) */
  meta: string | null;
  /** position of the first result on this page in the whole result set (numbers the list); null when unknown */
  first: number | null;
  /** 'Your search for "x" returned no results.' (noResults state only) */
  noResults: string | null;
  previous: LinkModel | null;
  next: LinkModel | null;
  resultsLabel: string;
  paginationLabel: string;
}

export interface PostModel {
  title: string | null;
  url: string | null;
  /** author as a profile link when the server linked it */
  author: LinkModel | null;
  authorName: string | null;
  published: DateModel | null;
  body: RichText | null;
  /** the blog post page: `body` split for rendering, below the post's title; [] in the blog list */
  bodySegments: BodySegment[];
  /** the blog list: the start of the post's text (excerptLength characters); null on the post's own page */
  excerpt: ExcerptModel | null;
  edit: LinkModel | null;
  commentCount: string | null;
  /** 'Read more' (accessible name 'Read more: <title>') */
  readMore: LinkModel | null;
}

export interface ExcerptModel {
  /** the start of the post's visible text, as text */
  text: string;
  /** the text goes on: the screen adds labels.blogAll.ellipsis */
  truncated: boolean;
}

export interface BlogAllScreen extends ScreenHeading {
  posts: PostModel[];
  /** excerpt length in characters (spec: 250) */
  excerptLength: number;
  pagination: LinkModel[];
  paginationLabel: string;
  rss: LinkModel | null;
  empty: string | null;
  bylineLabels: { postedBy: string; postedOn: string };
}

export interface CommentModel {
  author: LinkModel | null;
  authorName: string | null;
  created: DateModel | null;
  edited: DateModel | null;
  body: RichText | null;
  /** `body` split for rendering */
  bodySegments: BodySegment[];
}

export interface BlogSingleScreen extends ScreenHeading {
  post: PostModel | null;
  comments: CommentModel[];
  bylineLabels: { postedBy: string; postedOn: string };
  commentsHeading: string;
  /** the server's comment form (when it offers one) and its heading */
  form: FormModel | null;
  formHeading: string;
}

export interface ForumAllScreen extends ScreenHeading {
  categories: {
    title: string;
    url: string | null;
    description: RichText | null;
    topicCount: number | null;
    commentCount: number | null;
    lastTopic: LinkModel | null;
    lastActive: DateModel | null;
    /** editors: the category's edit link */
    edit: LinkModel | null;
  }[];
  rss: LinkModel | null;
  /** the server's link to the recent topics of every category */
  recent: LinkModel | null;
  empty: string | null;
}

export interface TopicModel {
  title: string;
  url: string | null;
  commentCount: number | null;
  lastActive: DateModel | null;
  edit: LinkModel | null;
  /** the topic's category (recent topics list every category's) */
  category: LinkModel | null;
  /** the last comment's author (a profile link) */
  lastBy: LinkModel | null;
}

export interface ForumTopicsScreen extends ScreenHeading {
  /** the server's trail, ending with this page (its heading added when the server's trail ends elsewhere) */
  breadcrumbs: BreadcrumbModel[];
  category: string | null;
  topics: TopicModel[];
  createTopic: LinkModel | null;
  rss: LinkModel | null;
  empty: string | null;
  /** 'Newer topics' / 'Older topics' from the server's pager ([] on a single page), like the blog's */
  pagination: LinkModel[];
  paginationLabel: string;
}

export interface ForumAddTopicScreen extends FormScreen {
  /** the server's trail (ending with the category), then this page */
  breadcrumbs: BreadcrumbModel[];
  category: string | null;
}

export interface ForumSingleScreen extends ScreenHeading {
  /** the server's trail, ending with this topic */
  breadcrumbs: BreadcrumbModel[];
  comments: CommentModel[];
  form: FormModel | null;
  empty: string | null;
}

export interface ProfileScreen extends ScreenHeading {
  name: string | null;
  admin: LinkModel | null;
  website: LinkModel | null;
  blog: LinkModel | null;
  registered: DateModel | null;
  activity: TableData | null;
}

export interface SigninScreen extends FormScreen {
  state: SigninState;
  sso: LinkModel | null;
  recovery: LinkModel[];
  register: LinkModel | null;
  /** moved: the new sign-in location */
  moved: LinkModel | null;
  /** failed: a link back to the sign-in form */
  retry: LinkModel | null;
}

export interface RegisterScreen extends FormScreen {
  terms: RichText | null;
  signin: LinkModel | null;
}

export interface RegisterSentScreen extends MessageScreen {
  email: string | null;
  notifications: boolean;
  /** notifications on: 'We have sent a confirmation email to you at …' */
  sent: string | null;
  instructions: string | null;
  resendPrompt: string | null;
  resend: LinkModel | null;
  /** notifications off: pending-approval text */
  pending: string | null;
}

export interface MemberRemoveScreen extends FormScreen {
  confirm: ConfirmModel;
  /** the settings' Remove Membership dialog was confirmed on the way here (`#confirmed`): the page asks no more */
  confirmed?: boolean;
  /** where Cancel leads (the account page) */
  cancel: LinkModel;
}

export interface LogoutFailScreen extends MessageScreen {
  retry: LinkModel;
  /** submit this form (button form=…) to retry, when the page has it */
  logoutFormId: string | null;
}

export interface ScreenPropsMap {
  fourOhFour: ProseScreen;
  noAccess: NoAccessScreen;
  page: ContentPageScreen;
  docs: DocsScreen;
  ioDocs: IoDocsScreen;
  forumAll: ForumAllScreen;
  forumTopics: ForumTopicsScreen;
  forumAddTopic: ForumAddTopicScreen;
  forumSingle: ForumSingleScreen;
  forumRecent: ForumTopicsScreen;
  blogAll: BlogAllScreen;
  blogSingle: BlogSingleScreen;
  tos: ContentPageScreen;
  accountKeys: AccountKeysScreen;
  accountApps: AccountAppsScreen;
  viewKeys: ViewKeysScreen;
  appRegister: FormScreen;
  appRegisterSuccess: AppRegisterSuccessScreen;
  appEdit: FormScreen;
  appAddAPIs: AppSummaryScreen;
  appAddAPIsSuccess: MessageScreen;
  appAddAPIsError: MessageScreen;
  appDelete: AppDeleteScreen;
  appError: MessageScreen;
  keyDelete: KeyDeleteScreen;
  keyActivity: KeyActivityScreen;
  keySecret: KeySecretScreen;
  verifyAccount: MessageScreen;
  resetPassword: FormScreen;
  resetPasswordSuccess: MessageScreen;
  resetPasswordError: MessageScreen;
  accountManage: FormScreen;
  accountEmail: FormScreen;
  accountEmailSuccess: MessageScreen;
  accountPassword: FormScreen;
  accountPasswordSuccess: MessageScreen;
  register: RegisterScreen;
  registerSent: RegisterSentScreen;
  registerResend: FormScreen;
  registerResendSuccess: MessageScreen;
  join: RegisterScreen;
  joinSuccess: MessageScreen;
  memberRemove: MemberRemoveScreen;
  memberRemoveSuccess: MessageScreen;
  lostPassword: FormScreen;
  lostPasswordReset: MessageScreen;
  lostUsername: FormScreen;
  lostUsernameReset: MessageScreen;
  showSecret: MessageScreen;
  showSecretSuccess: MessageScreen;
  showSecretError: MessageScreen;
  profile: ProfileScreen;
  signin: SigninScreen;
  search: SearchScreen;
  logout: MessageScreen;
  logoutFail: LogoutFailScreen;
  contact: FormScreen;
  contactSuccess: MessageScreen;
}

export interface ScreenModelOf<K extends ContentType> {
  contentType: K;
  /** signin / search state; null otherwise */
  state: ContentState | null;
  contentId: string;
  /** the page URL (env.url) */
  url: string;
  layout: LayoutModel;
  /** every label, with the page's global placeholders ({{area}}, {{username}}, {{path.*}} …) expanded */
  labels: ExpandedLabels;
  paths: NamedPaths;
  screen: ScreenPropsMap[K];
  /** a runtime HTML template replacing this screen (render through ServerHtml); null: the screen component */
  template: RichText | null;
  /** the page's main server HTML as it was (for the Generic fallback screen; sanitised when rendered) */
  serverHtml: RichText | null;
  /** extraction and adapter problems (diagnostics; the runtime logs the ones that matter) */
  problems: Problem[];
  /**
   * The specific screen props could not be built from this page's data: `screen` then holds only the
   * generic fields (heading, body, messages, errors, links, form) and the App renders the Generic screen.
   */
  degraded: boolean;
}

export type ScreenModel<K extends ContentType = ContentType> = { [P in K]: ScreenModelOf<P> }[K];
