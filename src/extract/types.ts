// PageData: what extraction reads off one hosted-portal page. This file is the contract between
// src/extract (producer) and src/adapter (consumer). Names follow portal-spec.md §2–§3.
//
// Conventions:
// - Every field may be missing on some portal: optional data is `null` (or an empty list), never undefined.
// - Strings ending in `Html` hold RAW server HTML. They reach the page only through <ServerHtml>, which
//   sanitises them; nothing else may insert them. Every other string is plain text and is rendered as text.
// - URLs (`url`, `href`, `action`, and fields named after links) are resolved against the page URL and
//   checked: same-origin URLs become root-relative (`/docs/read/Home?x=1#y`), other http(s) URLs stay
//   absolute, and anything else (`javascript:`, `data:`, `vbscript:` …) is dropped (→ null, or the item is
//   skipped) with a problem noted.
// - Dates keep the server's machine value (the `title` of an `abbr`/`time`) as a raw string, plus the
//   visible text when there is one; nothing is parsed into Date objects here.

export const contentTypes = [
  'fourOhFour', 'noAccess', 'page', 'docs', 'ioDocs',
  'forumAll', 'forumTopics', 'forumAddTopic', 'forumSingle', 'forumRecent',
  'blogAll', 'blogSingle',
  'tos', 'accountKeys', 'accountApps', 'viewKeys',
  'appRegister', 'appRegisterSuccess', 'appEdit', 'appAddAPIs', 'appAddAPIsSuccess', 'appAddAPIsError', 'appDelete', 'appError',
  'keyDelete', 'keyActivity', 'keySecret',
  'verifyAccount', 'resetPassword', 'resetPasswordSuccess', 'resetPasswordError',
  'accountManage', 'accountEmail', 'accountEmailSuccess', 'accountPassword', 'accountPasswordSuccess',
  'register', 'registerSent', 'registerResend', 'registerResendSuccess', 'join', 'joinSuccess',
  'memberRemove', 'memberRemoveSuccess',
  'lostPassword', 'lostPasswordReset', 'lostUsername', 'lostUsernameReset',
  'showSecret', 'showSecretSuccess', 'showSecretError',
  'profile', 'signin', 'search', 'logout', 'logoutFail', 'contact', 'contactSuccess',
] as const;
export type ContentType = (typeof contentTypes)[number];

export type SigninState = 'normal' | 'failed' | 'moved';
export type SearchState = 'blank' | 'noResults' | 'results';
export type ContentState = SigninState | SearchState;

export interface Detection {
  contentType: ContentType;
  /** only for signin and search; null otherwise */
  state: ContentState | null;
  /** false when the document has no #page: not a portal page (navigate to it normally) */
  isPortalPage: boolean;
}

// ---------------------------------------------------------------------------------------------
// Shared pieces

export interface Link {
  label: string;
  url: string;
}

export interface NavItem {
  label: string;
  url: string;
  isActive: boolean;
  /** nested lists (e.g. #local li > ul, docs sidebar); empty when flat */
  children: NavItem[];
}

/** A date as the server printed it: machine value from abbr/time[title] (raw), and the visible text. */
export interface ServerDate {
  /** the title attribute (e.g. "2017-08-21T09:30:00Z"); null when there was no abbr/time */
  value: string | null;
  /** visible text (e.g. "Aug 21, 2017"); null when empty */
  text: string | null;
}

/** A table as data (limits, activity, generic content tables). Cells are plain text. */
export interface TableData {
  caption: string | null;
  head: string[] | null;
  rows: string[][];
}

export interface FormOption {
  label: string;
  value: string;
  selected: boolean;
}

export type FormFieldType =
  | 'text' | 'email' | 'password' | 'url' | 'tel' | 'number' | 'search' | 'date'
  | 'textarea' | 'select' | 'checkbox' | 'radio' | 'file';

/** What a field is for, when the portal's markup says so (drives the password checklist etc.). */
export type FormFieldRole = 'newPassword' | 'confirmPassword' | 'currentPassword' | 'username' | 'email' | null;

export interface FormField {
  name: string;
  type: FormFieldType;
  /** the server id (kept for label association; the renderer may prefix it to keep ids unique) */
  id: string | null;
  label: string | null;
  /** current value (text inputs, textarea, select: value of the selected option) */
  value: string;
  /** checkbox/radio: whether it is checked */
  checked: boolean;
  /** select options; for checkbox/radio groups each control is its own field */
  options: FormOption[];
  multiple: boolean;
  required: boolean;
  /** server validation messages for this field (ul.error li) */
  errors: string[];
  /** help text (.descr) */
  help: string | null;
  placeholder: string | null;
  maxLength: number | null;
  autocomplete: string | null;
  role: FormFieldRole;
}

export interface HiddenField {
  name: string;
  value: string;
}

export interface FormModel {
  id: string | null;
  /** resolved (root-relative or absolute); the page URL when the attribute is empty */
  action: string;
  method: 'get' | 'post';
  enctype: string | null;
  /** text of the form's legend (the legend element itself is removed) */
  legend: string | null;
  /** visible fields in document order */
  fields: FormField[];
  hidden: HiddenField[];
  /** form-level errors (ul.failure li) */
  errors: string[];
  /** the submit control: its label and, when it has a name, what it sends */
  submit: { label: string; name: string | null; value: string | null; id: string | null } | null;
  /** reCAPTCHA widget inside the form */
  recaptcha: { siteKey: string } | null;
  /** server password requirement texts (#passwd_requirements li), when the form carries them */
  passwordRequirements: string[] | null;
  /** server HTML inside the form that is not a field (paragraphs, tables of plans, terms), kept for display */
  extraHtml: string | null;
}

/** The common prose of a page: heading and body as the server printed them. */
export interface Prose {
  /** #main h1.first text without an inner a.edit; null when absent */
  heading: string | null;
  /** raw HTML of #main .section-body (or the best available body); null when absent */
  mainHtml: string | null;
}

/** Result pages: a heading, the server message and any success/error lists. */
export interface MessageContent extends Prose {
  /** ul.success li texts */
  messages: string[];
  /** ul.failure li / #errors li texts */
  errors: string[];
  /** links the server offers in the message, in order (e.g. 'Go to your keys', 'Sign in again') */
  links: Link[];
}

export interface FormContent extends MessageContent {
  /** null when the page unexpectedly has no form (render the server body instead) */
  form: FormModel | null;
}

// ---------------------------------------------------------------------------------------------
// Keys and applications (spec §3)

export interface LimitRow {
  label: string;
  value: string;
}

/** One key on my-keys (spec "Plan with keys" → keys). */
export interface Key {
  application: string | null;
  key: string | null;
  /** present only when the key block has five detail values; else null */
  secret: string | null;
  status: string | null;
  created: ServerDate | null;
  /** limits as structured rows (table.key); empty when absent */
  limits: LimitRow[];
  /** href of a.view-report.action */
  report: string | null;
  /** href of a.delete.action */
  delete: string | null;
}

export interface Plan {
  /** the plan/API heading; null for keys that precede the first heading */
  name: string | null;
  keys: Key[];
  /** server text shown under a plan without keys (e.g. 'No keys for this API.') */
  emptyMessage: string | null;
}

export interface PaginationData {
  enable_portal_pagination: boolean;
  no_of_pages: number;
  current_page: number;
  search: string;
}

export interface AccountKeysContent extends Prose {
  plans: Plan[];
  /** href of a.action.new-key */
  newKey: string | null;
  /** a.show-keys.action present (keys masked) */
  showShowKeys: boolean;
  /** a.hide-keys.action present (keys shown) */
  showHideKeys: boolean;
  showKeysUrl: string | null;
  hideKeysUrl: string | null;
  pagination: PaginationData | null;
}

export interface ApiKeyPair {
  api: string;
  key: string | null;
}

export interface Application {
  application: string;
  created: ServerDate | null;
  apis: ApiKeyPair[];
  edit: string | null;
  delete: string | null;
  add: string | null;
  viewKeys: string | null;
}

export interface AccountAppsContent extends Prose {
  applications: Application[];
  /** href of a.add-app.action */
  createApp: string | null;
  pagination: PaginationData | null;
}

export interface ViewKeysEntry {
  application: string;
  created: ServerDate | null;
  apis: ApiKeyPair[];
}

export interface ViewKeysContent extends Prose {
  entries: ViewKeysEntry[];
  pagination: PaginationData | null;
}

/** Add-APIs and delete-app summaries. */
export interface AppSummary {
  application: string | null;
  created: ServerDate | null;
  /** first row; all rows are in `apis` */
  api: string | null;
  key: string | null;
  apis: ApiKeyPair[];
}

export interface AppSummaryFormContent extends FormContent {
  summary: AppSummary | null;
}

export interface KeyDetail {
  api: string | null;
  application: string | null;
  key: string | null;
  secret: string | null;
  status: string | null;
  created: ServerDate | null;
  limits: LimitRow[];
}

export interface KeyDetailContent extends FormContent {
  detail: KeyDetail | null;
}

/** The report configuration the key-activity page provides (read as text, never run). */
export interface ReportInit {
  /** the whole `initCharts(…)` call text */
  call: string;
  /** its arguments parsed as literals where possible (strings, numbers, booleans, null, JSON objects/arrays); null when unparseable */
  args: unknown[] | null;
}

export interface KeyActivityContent extends KeyDetailContent {
  /** raw HTML of #date_selector */
  dateSelectorHtml: string | null;
  /** the date selector as a form model, when it is one */
  dateSelector: FormModel | null;
  init: ReportInit | null;
  /** ids of the report chart containers the server printed (div.chart[id]) */
  chartIds: string[];
}

// ---------------------------------------------------------------------------------------------
// Content, blog, forum, search, profile, sign-in, interactive docs

export interface DocsContent extends Prose {
  /** sidebar (#sub) links; isActive computed by comparing cleaned URLs with the page URL */
  secondary: NavItem[];
  /** visible sidebar heading (e.g. 'Docs Navigation') */
  secondaryHeading: string | null;
}

export interface BlogPost {
  title: string | null;
  url: string | null;
  author: string | null;
  authorUrl: string | null;
  /** raw HTML of the post body */
  contentHtml: string | null;
  published: ServerDate | null;
  /** href of the editor link; null when not allowed */
  edit: string | null;
  commentCount: string | null;
}

export interface BlogListContent extends Prose {
  posts: BlogPost[];
  /** #paging links, in order */
  pagination: Link[];
  rss: string | null;
}

export interface ForumComment {
  author: string | null;
  authorUrl: string | null;
  created: ServerDate | null;
  edited: ServerDate | null;
  bodyHtml: string | null;
}

export interface BlogSingleContent extends Prose {
  post: BlogPost | null;
  comments: ForumComment[];
}

export interface ForumCategory {
  title: string;
  url: string | null;
  descriptionHtml: string | null;
  topicCount: number | null;
  commentCount: number | null;
  lastTopic: Link | null;
  lastActive: ServerDate | null;
}

export interface ForumTopic {
  title: string;
  url: string | null;
  commentCount: number | null;
  lastActive: ServerDate | null;
  edit: string | null;
}

export interface ForumAllContent extends Prose {
  categories: ForumCategory[];
  rss: string | null;
}

export interface ForumTopicsContent extends Prose {
  breadcrumbs: Link[];
  category: string | null;
  topics: ForumTopic[];
  /** href of .create-new */
  createTopic: string | null;
  rss: string | null;
  /** server message for an empty list (.no-topics) */
  emptyMessage: string | null;
  /**
   * #paging links in order, like the blog's ('Newer topics' / 'Older topics'); [] on a single page.
   * Optional (added later): hand-made PageData without it means no pagination.
   */
  pagination?: Link[];
}

export interface ForumAddTopicContent extends FormContent {
  breadcrumbs: Link[];
  category: string | null;
}

export interface ForumSingleContent extends Prose {
  breadcrumbs: Link[];
  subject: string | null;
  comments: ForumComment[];
  /** reply form, when the server offers one */
  form: FormModel | null;
}

export interface SearchResult {
  url: string | null;
  title: string;
  /** summary as plain text; highlighting is computed from the query (and `matches`) when rendering */
  summary: string;
  /** the terms the server marked with <strong> in the summary */
  matches: string[];
}

export interface SearchMeta {
  first: number | null;
  last: number | null;
  total: number | null;
  query: string;
  previous: string | null;
  next: string | null;
}

export interface SearchContent extends Prose {
  results: SearchResult[];
  meta: SearchMeta;
  /** the on-page search form's action and field name (defaults /search and q) */
  action: string;
  fieldName: string;
}

export interface ProfileContent extends Prose {
  name: string | null;
  /** admin-console member record link (admins only) */
  admin: string | null;
  blog: string | null;
  website: string | null;
  registered: ServerDate | null;
  activity: TableData | null;
}

export interface SigninContent extends FormContent {
  state: SigninState;
  /** single-sign-on link (.options .sign-in-method a) */
  sso: Link | null;
  /** recovery links (lost password, lost username) */
  recovery: Link[];
  /** moved: the new sign-in location */
  movedTo: string | null;
}

export interface RegisterContent extends FormContent {
  /** raw HTML of the terms paragraph, when present */
  termsHtml: string | null;
}

export interface RegisterSentContent extends MessageContent {
  /** the address the confirmation went to */
  email: string | null;
  /** on: a confirmation mail was sent (resend offered); off: pending approval */
  notifications: boolean;
  resendUrl: string | null;
}

export interface JoinSuccessContent extends MessageContent {
  username: string | null;
}

export interface AccountManageContent extends FormContent {
  /** href of .actions .public-profile.action */
  userProfile: string | null;
}

export interface IoDocsParameter {
  name: string;
  description: string | null;
  required: boolean;
  type: string | null;
  defaultValue: string | null;
  /** enumerated values, when the server offers a select */
  options: string[];
  /** 'query' | 'path' | 'header' | 'body' … when known */
  location: string | null;
}

export interface IoDocsMethod {
  /** GET, POST … (upper case) */
  httpMethod: string;
  name: string | null;
  uri: string | null;
  description: string | null;
  parameters: IoDocsParameter[];
  /** the server's own form for this method (request goes through its action) */
  form: FormModel | null;
  /** request body schema id / default from .requestBodySchemaContainer */
  requestBodySchemaId: string | null;
  requestBodyDefault: string | null;
}

export interface IoDocsEndpoint {
  name: string | null;
  methods: IoDocsMethod[];
}

export interface IoDocsApi {
  /** id of the ul.endpointList */
  id: string;
  /** from select#apiId / #apiTitle when they can be matched; else null */
  name: string | null;
  endpoints: IoDocsEndpoint[];
}

export interface IoDocsContent extends Prose {
  /** raw HTML of .introText */
  introHtml: string | null;
  apis: IoDocsApi[];
  /** API picker options (select#apiId) */
  apiOptions: { value: string; label: string }[];
  /** endpoint schemas keyed by endpoint-list id, parsed with JSON.parse (a list whose JSON fails is absent) */
  schemas: Record<string, unknown>;
  /** credentials inputs the console needs (#apiKey etc.) */
  credentials: FormField[];
}

// ---------------------------------------------------------------------------------------------
// Per content type

export interface ContentMap {
  fourOhFour: Prose;
  noAccess: Prose;
  page: Prose;
  docs: DocsContent;
  ioDocs: IoDocsContent;
  forumAll: ForumAllContent;
  forumTopics: ForumTopicsContent;
  forumAddTopic: ForumAddTopicContent;
  forumSingle: ForumSingleContent;
  forumRecent: ForumTopicsContent;
  blogAll: BlogListContent;
  blogSingle: BlogSingleContent;
  tos: Prose;
  accountKeys: AccountKeysContent;
  accountApps: AccountAppsContent;
  viewKeys: ViewKeysContent;
  appRegister: FormContent;
  appRegisterSuccess: MessageContent;
  appEdit: FormContent;
  appAddAPIs: AppSummaryFormContent;
  appAddAPIsSuccess: MessageContent;
  appAddAPIsError: MessageContent;
  appDelete: AppSummaryFormContent;
  appError: MessageContent;
  keyDelete: KeyDetailContent;
  keyActivity: KeyActivityContent;
  keySecret: KeyDetailContent;
  verifyAccount: MessageContent;
  resetPassword: FormContent;
  resetPasswordSuccess: MessageContent;
  resetPasswordError: MessageContent;
  accountManage: AccountManageContent;
  accountEmail: FormContent;
  accountEmailSuccess: MessageContent;
  accountPassword: FormContent;
  accountPasswordSuccess: MessageContent;
  register: RegisterContent;
  registerSent: RegisterSentContent;
  registerResend: FormContent;
  registerResendSuccess: MessageContent;
  join: RegisterContent;
  joinSuccess: JoinSuccessContent;
  memberRemove: FormContent;
  memberRemoveSuccess: MessageContent;
  lostPassword: FormContent;
  lostPasswordReset: MessageContent;
  lostUsername: FormContent;
  lostUsernameReset: MessageContent;
  showSecret: MessageContent;
  showSecretSuccess: MessageContent;
  showSecretError: MessageContent;
  profile: ProfileContent;
  signin: SigninContent;
  search: SearchContent;
  logout: MessageContent;
  logoutFail: MessageContent;
  contact: FormContent;
  contactSuccess: MessageContent;
}

// ---------------------------------------------------------------------------------------------
// The frame (spec §3 "Page data" and page context)

export type GlobalValue = string | number | boolean | null;

export interface LogoutForm {
  action: string;
  method: 'get' | 'post';
  fields: HiddenField[];
}

/** Which account-settings actions the server offers (§4.8). null when the block was not on this page. */
export interface AccountSettingsLinks {
  changeEmail: string | null;
  changePassword: string | null;
  removeMembership: string | null;
  /** 'full' | 'oidc' (only remove) | 'platform' (none) */
  kind: 'full' | 'oidc' | 'platform';
}

export interface PageContext {
  /** the page URL the document was extracted for (absolute) */
  url: string;
  /** portal ("area") name */
  area: string;
  /** the raw <title> */
  title: string;
  /** the page part of the title (without the 'AREA - ' prefix); null when the title is just the area */
  pageTitle: string | null;
  username: string | null;
  loggedIn: boolean;
  isAdmin: boolean;
  dashboard: string | null;
  logout: LogoutForm | null;
  /** sign-in link from the user nav: url = whole href (kept absolute when on another host), redirect = its r/h query */
  login: { url: string; redirect: string | null; hash: string | null } | null;
  /** register link from the user nav (or the fixed /member/register when logged out and absent) */
  register: string | null;
  /** account link from the user nav */
  account: string | null;
  /** public profile link of the signed-in user (on /member/edit); null when unknown on this page */
  userProfile: string | null;
  /** account-settings actions offered on this page (§4.8), null when the block is absent */
  accountSettings: AccountSettingsLinks | null;
  /** default true; false on a registerSent page without the sent text/resend link */
  notifications: boolean;
  /** minimum password length, default 8 (from #passwd_requirements) */
  minPasswordLength: number;
  /** parsed literal globals: noMarkdown, noHeading and any extra names */
  globals: Record<string, GlobalValue>;
  /** home URL from #branding-logo's onclick, when present */
  home: string | null;
  /** logo image, when #branding-logo holds an img */
  logo: { src: string; alt: string } | null;
  /** the raw mashery_info username, before any forced logout (for diagnostics) */
  rawUsername: string | null;
}

export interface PageNav {
  /** #local */
  primary: NavItem[];
  /** #footer > ul */
  secondary: NavItem[];
  /** account sub-navigation on apps/key/member pages (.section-menu.navigation) */
  account: NavItem[];
}

export interface FrameData {
  /** raw HTML of #siteinfo (footer copyright; admin-controlled, sanitised when rendered) */
  copyrightHtml: string | null;
  /** inline <script> texts inside #page (kept, never run) */
  scripts: string[];
}

export type PageData<T extends ContentType = ContentType> = {
  [K in T]: {
    contentType: K;
    state: K extends 'signin' ? SigninState : K extends 'search' ? SearchState : null;
    /** a stable id of the content: the page path (e.g. '/docs/read/Home') */
    contentId: string;
    context: PageContext;
    nav: PageNav;
    content: ContentMap[K];
    frame: FrameData;
    /** what could not be read (never thrown): 'no #main h1.first', 'key 2: 3 dd values' … */
    problems: string[];
  };
}[T];
