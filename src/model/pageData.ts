// PageData: what extraction reads off one hosted-portal page — the contract between src/extract (producer)
// and src/adapter (consumer). This module is the one source: a zod/mini
// schema per piece, and the types inferred from it (the comments on the schema fields are the types' docs).
// The schema validates extractor output in tests, the fuzzer and tools; shipped code imports only the types
// (`import type`), so zod stays out of the deploy bundle (dependency rule schemas-stay-out-of-the-bundle).
// Runtime constants (the content types and their groups) are in the zod-free contentTypes.ts.
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

import * as z from 'zod/mini';
import { contentTypes, type ContentType } from './contentTypes.ts';

export type { ContentType } from './contentTypes.ts';

const text = z.string();
const textOrNull = z.nullable(z.string());
const numberOrNull = z.nullable(z.number());
const textList = z.array(z.string());
const strictObject = z.strictObject;

const signinStateSchema = z.enum(['normal', 'failed', 'moved']);
const searchStateSchema = z.enum(['blank', 'noResults', 'results']);
export type SigninState = z.infer<typeof signinStateSchema>;
export type SearchState = z.infer<typeof searchStateSchema>;
export type ContentState = SigninState | SearchState;

/** What detection decided about a document (before anything else is read). */
export interface Detection {
  contentType: ContentType;
  /** only for signin and search; null otherwise */
  state: ContentState | null;
  /** false when the document has no #page: not a portal page (navigate to it normally) */
  isPortalPage: boolean;
}

// ---------------------------------------------------------------------------------------------
// Shared pieces

const linkSchema = strictObject({ label: text, url: text });
export type Link = z.infer<typeof linkSchema>;

/**
 * A link inside a field's help. `at`: where its label stands in the field's `help` text (a link inside the
 * sentence, "Read the <a>callback guide</a> first."), so it is shown there; without it (a link from a later
 * help block), after the text.
 */
const helpLinkSchema = strictObject({ label: text, url: text, at: z.optional(z.number()) });
export type HelpLink = z.infer<typeof helpLinkSchema>;

const navItemSchema = strictObject({
  label: text,
  url: text,
  isActive: z.boolean(),
  /** nested lists (e.g. #local li > ul, docs sidebar); empty when flat */
  get children() {
    return z.array(navItemSchema);
  },
});
export type NavItem = z.infer<typeof navItemSchema>;

/** A date as the server printed it: machine value from abbr/time[title] (raw), and the visible text. */
const serverDateSchema = strictObject({
  /** the title attribute (e.g. "2017-08-21T09:30:00Z"); null when there was no abbr/time */
  value: textOrNull,
  /** visible text (e.g. "Aug 21, 2017"); null when empty */
  text: textOrNull,
});
export type ServerDate = z.infer<typeof serverDateSchema>;
const serverDateOrNull = z.nullable(serverDateSchema);

/** A table as data (limits, activity, generic content tables). Cells are plain text. */
const tableDataSchema = strictObject({
  caption: textOrNull,
  head: z.nullable(textList),
  rows: z.array(textList),
  /** per row and cell, the cell's (first) link, when read with links (profile activity); optional (added later) */
  links: z.optional(z.array(z.array(textOrNull))),
});
export type TableData = z.infer<typeof tableDataSchema>;

const formOptionSchema = strictObject({ label: text, value: text, selected: z.boolean() });
export type FormOption = z.infer<typeof formOptionSchema>;

const formFieldTypeSchema = z.enum([
  'text',
  'email',
  'password',
  'url',
  'tel',
  'number',
  'search',
  'date',
  'textarea',
  'select',
  'checkbox',
  'radio',
  'file',
]);
export type FormFieldType = z.infer<typeof formFieldTypeSchema>;

/** What a field is for, when the portal's markup says so (drives the password checklist etc.). */
const formFieldRoleSchema = z.nullable(z.enum(['newPassword', 'confirmPassword', 'currentPassword', 'username', 'email']));
export type FormFieldRole = z.infer<typeof formFieldRoleSchema>;

const formFieldSchema = strictObject({
  name: text,
  type: formFieldTypeSchema,
  /** the server id (kept for label association; the renderer may prefix it to keep ids unique) */
  id: textOrNull,
  label: textOrNull,
  /** current value (text inputs, textarea, select: value of the selected option) */
  value: text,
  /** checkbox/radio: whether it is checked */
  checked: z.boolean(),
  /** select options; for checkbox/radio groups each control is its own field */
  options: z.array(formOptionSchema),
  multiple: z.boolean(),
  required: z.boolean(),
  /** server validation messages for this field (ul.error li) */
  errors: textList,
  /** help text (.descr), read as it stands: the labels of its links in their places */
  help: textOrNull,
  /** the question of the choice group the field belongs to (set by the adapter, e.g. the plans of an app
   *  form); optional */
  group: z.optional(text),
  /** links inside the help (a plan's "Terms"): kept as links, never lost; optional (added later) */
  helpLinks: z.optional(z.array(helpLinkSchema)),
  placeholder: textOrNull,
  maxLength: numberOrNull,
  autocomplete: textOrNull,
  role: formFieldRoleSchema,
});
export type FormField = z.infer<typeof formFieldSchema>;

const hiddenFieldSchema = strictObject({ name: text, value: text });
export type HiddenField = z.infer<typeof hiddenFieldSchema>;

const formModelSchema = strictObject({
  id: textOrNull,
  /** resolved (root-relative or absolute); the page URL when the attribute is empty */
  action: text,
  method: z.enum(['get', 'post']),
  enctype: textOrNull,
  /** text of the form's legend (the legend element itself is removed) */
  legend: textOrNull,
  /** visible fields in document order */
  fields: z.array(formFieldSchema),
  hidden: z.array(hiddenFieldSchema),
  /** form-level errors (ul.failure li) */
  errors: textList,
  /** the submit control: its label and, when it has a name, what it sends */
  submit: z.nullable(strictObject({ label: text, name: textOrNull, value: textOrNull, id: textOrNull })),
  /** reCAPTCHA widget inside the form */
  recaptcha: z.nullable(strictObject({ siteKey: text })),
  /** server password requirement texts (#passwd_requirements li), when the form carries them */
  passwordRequirements: z.nullable(textList),
  /** server HTML inside the form that is not a field (paragraphs, tables of plans, terms), kept for display */
  extraHtml: textOrNull,
});
export type FormModel = z.infer<typeof formModelSchema>;
const formModelOrNull = z.nullable(formModelSchema);

/** The common prose of a page: heading and body as the server printed them. */
const proseFields = {
  /** #main h1.first text without an inner a.edit; null when absent */
  heading: textOrNull,
  /** raw HTML of #main .section-body (or the best available body); null when absent */
  mainHtml: textOrNull,
};
/** Result pages: a heading, the server message and any success/error lists. */
const messageFields = {
  ...proseFields,
  /** ul.success li texts */
  messages: textList,
  /** ul.failure li / #errors li texts */
  errors: textList,
  /** links the server offers in the message, in order (e.g. 'Go to your keys', 'Sign in again') */
  links: z.array(linkSchema),
};
const formContentFields = {
  ...messageFields,
  /** null when the page unexpectedly has no form (render the server body instead) */
  form: formModelOrNull,
};
const proseSchema = strictObject(proseFields);
const messageContentSchema = strictObject(messageFields);
const formContentSchema = strictObject(formContentFields);
/** 'Application registered': the server's message plus the keys it lists (`<code>` items) and the app's name */
const appRegisterSuccessContentSchema = strictObject({
  ...messageFields,
  /** the registered application's name (the message's `<strong>`), null when the message does not say */
  application: textOrNull,
  /** each `<code>` of the message: the key, and its item's text before the key (e.g. 'Maps API — Basic') */
  keys: z.array(strictObject({ label: textOrNull, key: text })),
});
export type AppRegisterSuccessContent = z.infer<typeof appRegisterSuccessContentSchema>;
export type Prose = z.infer<typeof proseSchema>;
export type MessageContent = z.infer<typeof messageContentSchema>;
export type FormContent = z.infer<typeof formContentSchema>;

// ---------------------------------------------------------------------------------------------
// Keys and applications (docs/extraction.md › Content decisions worth knowing)

const limitRowSchema = strictObject({ label: text, value: text });
export type LimitRow = z.infer<typeof limitRowSchema>;

/** One key on my-keys (spec "Plan with keys" → keys). */
const keySchema = strictObject({
  application: textOrNull,
  key: textOrNull,
  /** present only when the key block has five detail values; else null */
  secret: textOrNull,
  status: textOrNull,
  created: serverDateOrNull,
  /** limits as structured rows (table.key); empty when absent */
  limits: z.array(limitRowSchema),
  /** href of a.view-report.action */
  report: textOrNull,
  /** href of a.delete.action */
  delete: textOrNull,
});
export type Key = z.infer<typeof keySchema>;

const planSchema = strictObject({
  /** the plan/API heading; null for keys that precede the first heading */
  name: textOrNull,
  keys: z.array(keySchema),
  /** server text shown under a plan without keys (e.g. 'No keys for this API.') */
  emptyMessage: textOrNull,
});
export type Plan = z.infer<typeof planSchema>;

const paginationDataSchema = strictObject({
  enable_portal_pagination: z.boolean(),
  no_of_pages: z.number(),
  current_page: z.number(),
  search: text,
});
export type PaginationData = z.infer<typeof paginationDataSchema>;
const paginationDataOrNull = z.nullable(paginationDataSchema);

const accountKeysContentSchema = strictObject({
  ...proseFields,
  plans: z.array(planSchema),
  /** href of a.action.new-key */
  newKey: textOrNull,
  /** a.show-keys.action present (keys masked) */
  showShowKeys: z.boolean(),
  /** a.hide-keys.action present (keys shown) */
  showHideKeys: z.boolean(),
  showKeysUrl: textOrNull,
  hideKeysUrl: textOrNull,
  /**
   * the other action links of the page's actions blocks (not show/hide keys, not the new-key link), e.g.
   * 'Display shared secrets' (a.request-secrets.action → /member/request-display-key-info)
   */
  actions: z.array(linkSchema),
  pagination: paginationDataOrNull,
  /** the server's link to have the shared secrets displayed (a mail with a reveal link): a.request-secrets or a
   *  link to /member/request-display-key-info; optional (added later) */
  requestSecrets: z.optional(textOrNull),
});
export type AccountKeysContent = z.infer<typeof accountKeysContentSchema>;

const apiKeyPairSchema = strictObject({ api: text, key: textOrNull });
export type ApiKeyPair = z.infer<typeof apiKeyPairSchema>;

const applicationSchema = strictObject({
  application: text,
  created: serverDateOrNull,
  apis: z.array(apiKeyPairSchema),
  edit: textOrNull,
  delete: textOrNull,
  add: textOrNull,
  viewKeys: textOrNull,
});
export type Application = z.infer<typeof applicationSchema>;

const accountAppsContentSchema = strictObject({
  ...proseFields,
  applications: z.array(applicationSchema),
  /** href of a.add-app.action */
  createApp: textOrNull,
  pagination: paginationDataOrNull,
});
export type AccountAppsContent = z.infer<typeof accountAppsContentSchema>;

const viewKeysEntrySchema = strictObject({ application: text, created: serverDateOrNull, apis: z.array(apiKeyPairSchema) });
export type ViewKeysEntry = z.infer<typeof viewKeysEntrySchema>;

const viewKeysContentSchema = strictObject({
  ...proseFields,
  entries: z.array(viewKeysEntrySchema),
  pagination: paginationDataOrNull,
});
export type ViewKeysContent = z.infer<typeof viewKeysContentSchema>;

/** Add-APIs and delete-app summaries. */
const appSummarySchema = strictObject({
  application: textOrNull,
  created: serverDateOrNull,
  /** first row; all rows are in `apis` */
  api: textOrNull,
  key: textOrNull,
  apis: z.array(apiKeyPairSchema),
});
export type AppSummary = z.infer<typeof appSummarySchema>;

const appSummaryFormContentSchema = strictObject({ ...formContentFields, summary: z.nullable(appSummarySchema) });
export type AppSummaryFormContent = z.infer<typeof appSummaryFormContentSchema>;

const keyDetailSchema = strictObject({
  api: textOrNull,
  application: textOrNull,
  key: textOrNull,
  secret: textOrNull,
  status: textOrNull,
  created: serverDateOrNull,
  limits: z.array(limitRowSchema),
});
export type KeyDetail = z.infer<typeof keyDetailSchema>;

const keyDetailFields = { ...formContentFields, detail: z.nullable(keyDetailSchema) };
const keyDetailContentSchema = strictObject(keyDetailFields);
export type KeyDetailContent = z.infer<typeof keyDetailContentSchema>;

/** The report configuration the key-activity page provides (read as text, never run). */
const reportInitSchema = strictObject({
  /** the whole `initCharts(…)` call text */
  call: text,
  /** its arguments parsed as literals where possible (strings, numbers, booleans, null, JSON objects/arrays); null when unparseable */
  args: z.nullable(z.array(z.unknown())),
});
export type ReportInit = z.infer<typeof reportInitSchema>;

/** A report tab of the key-activity page (`.main ul.nav`: `.active a`, `.options a`). */
const reportTabSchema = strictObject({
  label: text,
  /** the link, resolved */
  url: text,
  /** the href as written when it is a same-page fragment (`#calls`): the portal's scripts read it */
  fragment: textOrNull,
  /** `li.active` */
  active: z.boolean(),
  /** `li.options`: an option link, not a view */
  option: z.boolean(),
});
export type ReportTab = z.infer<typeof reportTabSchema>;

const keyActivityContentSchema = strictObject({
  ...keyDetailFields,
  /** raw HTML of #date_selector */
  dateSelectorHtml: textOrNull,
  /** the date selector as a form model, when it is one */
  dateSelector: formModelOrNull,
  init: z.nullable(reportInitSchema),
  /** ids of the report chart containers the server printed (div.chart[id]) */
  chartIds: textList,
  /** the report's tab list (views the portal's scripts switch between) */
  reportTabs: z.array(reportTabSchema),
});
export type KeyActivityContent = z.infer<typeof keyActivityContentSchema>;

// ---------------------------------------------------------------------------------------------
// Content, blog, forum, search, profile, sign-in, interactive docs

const docsContentSchema = strictObject({
  ...proseFields,
  /** sidebar (#sub) links; isActive computed by comparing cleaned URLs with the page URL */
  secondary: z.array(navItemSchema),
  /** visible sidebar heading (e.g. 'Docs Navigation') */
  secondaryHeading: textOrNull,
});
export type DocsContent = z.infer<typeof docsContentSchema>;

const blogPostSchema = strictObject({
  title: textOrNull,
  url: textOrNull,
  author: textOrNull,
  authorUrl: textOrNull,
  /** raw HTML of the post body */
  contentHtml: textOrNull,
  published: serverDateOrNull,
  /** href of the editor link; null when not allowed */
  edit: textOrNull,
  commentCount: textOrNull,
});
export type BlogPost = z.infer<typeof blogPostSchema>;

const blogListContentSchema = strictObject({
  ...proseFields,
  posts: z.array(blogPostSchema),
  /** #paging links, in order */
  pagination: z.array(linkSchema),
  rss: textOrNull,
});
export type BlogListContent = z.infer<typeof blogListContentSchema>;

const forumCommentSchema = strictObject({
  author: textOrNull,
  authorUrl: textOrNull,
  created: serverDateOrNull,
  edited: serverDateOrNull,
  bodyHtml: textOrNull,
});
export type ForumComment = z.infer<typeof forumCommentSchema>;

const blogSingleContentSchema = strictObject({
  ...proseFields,
  post: z.nullable(blogPostSchema),
  comments: z.array(forumCommentSchema),
  /** the comment form, when the server offers one; optional (added later) */
  form: z.optional(formModelOrNull),
});
export type BlogSingleContent = z.infer<typeof blogSingleContentSchema>;

const forumCategorySchema = strictObject({
  title: text,
  url: textOrNull,
  descriptionHtml: textOrNull,
  topicCount: numberOrNull,
  commentCount: numberOrNull,
  lastTopic: z.nullable(linkSchema),
  lastActive: serverDateOrNull,
  /** editors: the category's edit link (.edit-category); optional (added later) */
  edit: z.optional(textOrNull),
});
export type ForumCategory = z.infer<typeof forumCategorySchema>;

const forumTopicSchema = strictObject({
  title: text,
  url: textOrNull,
  commentCount: numberOrNull,
  lastActive: serverDateOrNull,
  edit: textOrNull,
  /** the topic's category (.category a: on recent topics); optional (added later) */
  category: z.optional(z.nullable(linkSchema)),
  /** who wrote the last comment (.last-comment a: a profile link); optional (added later) */
  lastBy: z.optional(z.nullable(linkSchema)),
});
export type ForumTopic = z.infer<typeof forumTopicSchema>;

const forumAllContentSchema = strictObject({
  ...proseFields,
  categories: z.array(forumCategorySchema),
  rss: textOrNull,
  /** the page menu's link to the recent topics (.section-menu .recent-topics a); optional (added later) */
  recent: z.optional(textOrNull),
});
export type ForumAllContent = z.infer<typeof forumAllContentSchema>;

const forumTopicsContentSchema = strictObject({
  ...proseFields,
  breadcrumbs: z.array(linkSchema),
  category: textOrNull,
  topics: z.array(forumTopicSchema),
  /** href of .create-new */
  createTopic: textOrNull,
  rss: textOrNull,
  /** server message for an empty list (.no-topics) */
  emptyMessage: textOrNull,
  /**
   * #paging links in order, like the blog's ('Newer topics' / 'Older topics'); [] on a single page.
   * Optional (added later): hand-made PageData without it means no pagination.
   */
  pagination: z.optional(z.array(linkSchema)),
});
export type ForumTopicsContent = z.infer<typeof forumTopicsContentSchema>;

const forumAddTopicContentSchema = strictObject({ ...formContentFields, breadcrumbs: z.array(linkSchema), category: textOrNull });
export type ForumAddTopicContent = z.infer<typeof forumAddTopicContentSchema>;

const forumSingleContentSchema = strictObject({
  ...proseFields,
  breadcrumbs: z.array(linkSchema),
  subject: textOrNull,
  comments: z.array(forumCommentSchema),
  /** reply form, when the server offers one */
  form: formModelOrNull,
});
export type ForumSingleContent = z.infer<typeof forumSingleContentSchema>;

const searchResultSchema = strictObject({
  url: textOrNull,
  title: text,
  /** summary as plain text; highlighting is computed from the query (and `matches`) when rendering */
  summary: text,
  /** the terms the server marked with <strong> in the summary */
  matches: textList,
});
export type SearchResult = z.infer<typeof searchResultSchema>;

const searchMetaSchema = strictObject({
  first: numberOrNull,
  last: numberOrNull,
  total: numberOrNull,
  query: text,
  previous: textOrNull,
  next: textOrNull,
});
export type SearchMeta = z.infer<typeof searchMetaSchema>;

const searchContentSchema = strictObject({
  ...proseFields,
  results: z.array(searchResultSchema),
  meta: searchMetaSchema,
  /** the on-page search form's action and field name (defaults /search and q) */
  action: text,
  fieldName: text,
});
export type SearchContent = z.infer<typeof searchContentSchema>;

const profileContentSchema = strictObject({
  ...proseFields,
  name: textOrNull,
  /** admin-console member record link (admins only) */
  admin: textOrNull,
  blog: textOrNull,
  website: textOrNull,
  registered: serverDateOrNull,
  activity: z.nullable(tableDataSchema),
});
export type ProfileContent = z.infer<typeof profileContentSchema>;

const signinContentSchema = strictObject({
  ...formContentFields,
  state: signinStateSchema,
  /** single-sign-on link (.options .sign-in-method a) */
  sso: z.nullable(linkSchema),
  /** recovery links (lost password, lost username) */
  recovery: z.array(linkSchema),
  /** moved: the new sign-in location */
  movedTo: textOrNull,
});
export type SigninContent = z.infer<typeof signinContentSchema>;

const registerContentSchema = strictObject({
  ...formContentFields,
  /** raw HTML of the terms paragraph, when present */
  termsHtml: textOrNull,
});
export type RegisterContent = z.infer<typeof registerContentSchema>;

const registerSentContentSchema = strictObject({
  ...messageFields,
  /** the address the confirmation went to */
  email: textOrNull,
  /** on: a confirmation mail was sent (resend offered); off: pending approval */
  notifications: z.boolean(),
  resendUrl: textOrNull,
});
export type RegisterSentContent = z.infer<typeof registerSentContentSchema>;

const joinSuccessContentSchema = strictObject({ ...messageFields, username: textOrNull });
export type JoinSuccessContent = z.infer<typeof joinSuccessContentSchema>;

const accountManageContentSchema = strictObject({
  ...formContentFields,
  /** href of .actions .public-profile.action */
  userProfile: textOrNull,
});
export type AccountManageContent = z.infer<typeof accountManageContentSchema>;

const ioDocsParameterSchema = strictObject({
  name: text,
  description: textOrNull,
  required: z.boolean(),
  type: textOrNull,
  defaultValue: textOrNull,
  /** enumerated values, when the server offers a select */
  options: textList,
  /** 'query' | 'path' | 'header' | 'body' … when known */
  location: textOrNull,
  /** the server control is a file input (the call is then sent as multipart/form-data) */
  file: z.boolean(),
});
export type IoDocsParameter = z.infer<typeof ioDocsParameterSchema>;

const ioDocsMethodSchema = strictObject({
  /** GET, POST … (upper case) */
  httpMethod: text,
  name: textOrNull,
  uri: textOrNull,
  description: textOrNull,
  parameters: z.array(ioDocsParameterSchema),
  /** the server's own form for this method (request goes through its action) */
  form: formModelOrNull,
  /** request body schema id / default from .requestBodySchemaContainer */
  requestBodySchemaId: textOrNull,
  requestBodyDefault: textOrNull,
  /**
   * names of the method form's successful controls in document order (hidden fields included), the order a
   * browser serialises them in; "Try it" sends them first (docs/io-docs.md)
   */
  controlOrder: textList,
});
export type IoDocsMethod = z.infer<typeof ioDocsMethodSchema>;

const ioDocsEndpointSchema = strictObject({ name: textOrNull, methods: z.array(ioDocsMethodSchema) });
export type IoDocsEndpoint = z.infer<typeof ioDocsEndpointSchema>;

/** One of the signed-in user's keys for an API (`data-available-keys`). */
const ioDocsKeySchema = strictObject({ key: text, secret: textOrNull, application: textOrNull });
export type IoDocsKey = z.infer<typeof ioDocsKeySchema>;

/** An API's credential settings, from the attributes of its `#api<ID>` element (any tag). */
const ioDocsAuthSchema = strictObject({
  /** data-auth-type: 'key' | 'oauth2' | 'soapWssSecurityAuth' | 'soapBasic' (others kept as printed); null = key */
  type: textOrNull,
  /** data-available-keys (invalid JSON or items without a key are dropped) */
  keys: z.array(ioDocsKeySchema),
  /** data-secret="1": the API also wants the shared secret */
  secret: z.boolean(),
  /** data-basic-auth="true": a basic-auth user/password pair */
  basicAuth: z.boolean(),
  /** data-auth-flows: OAuth 2 flows (auth_code, implicit, password_cred, client_cred) */
  flows: textList,
  /** data-auto-exchange-auth-code="1" */
  autoExchangeAuthCode: z.boolean(),
  /** data-auth-wss-token-types / data-auth-wss-fields (JSON arrays or comma lists) */
  wssTokenTypes: textList,
  wssFields: textList,
});
export type IoDocsAuth = z.infer<typeof ioDocsAuthSchema>;

const ioDocsApiSchema = strictObject({
  /** id of the ul.endpointList */
  id: text,
  /** the API id the proxy expects (`apiId`): data-api-id, else the matching select#apiId value; null when unknown */
  apiId: textOrNull,
  /** from select#apiId / #apiTitle when they can be matched; else null */
  name: textOrNull,
  /** raw HTML of the API's #apiDescription<ID> blocks, joined; null when there are none */
  descriptionHtml: textOrNull,
  /** credential settings from #api<ID>; null when the page has no such element */
  auth: z.nullable(ioDocsAuthSchema),
  endpoints: z.array(ioDocsEndpointSchema),
});
export type IoDocsApi = z.infer<typeof ioDocsApiSchema>;

const ioDocsContentSchema = strictObject({
  ...proseFields,
  /** raw HTML of .introText */
  introHtml: textOrNull,
  apis: z.array(ioDocsApiSchema),
  /** API picker options (select#apiId) */
  apiOptions: z.array(strictObject({ value: text, label: text })),
  /** endpoint schemas keyed by endpoint-list id, parsed with JSON.parse (a list whose JSON fails is absent) */
  schemas: z.record(z.string(), z.unknown()),
  /** credentials inputs the console needs (#apiKey etc.) */
  credentials: z.array(formFieldSchema),
  /** select#apiId's selected option value, when one is marked selected */
  selectedApiId: textOrNull,
  /** form#credentials input[name=ajax_synchronization_token]: sent as X-Ajax-Synchronization-Token; null when absent */
  token: textOrNull,
  /** [name=enable_high_security_secret_management] has a non-empty value: the user types the secret */
  highSecurity: z.boolean(),
});
export type IoDocsContent = z.infer<typeof ioDocsContentSchema>;

// ---------------------------------------------------------------------------------------------
// Per content type

/** The content schema of every content type (the compiler asks for a row when a content type is added). */
export const contentSchemas = {
  fourOhFour: proseSchema,
  noAccess: proseSchema,
  page: proseSchema,
  docs: docsContentSchema,
  ioDocs: ioDocsContentSchema,
  forumAll: forumAllContentSchema,
  forumTopics: forumTopicsContentSchema,
  forumAddTopic: forumAddTopicContentSchema,
  forumSingle: forumSingleContentSchema,
  forumRecent: forumTopicsContentSchema,
  blogAll: blogListContentSchema,
  blogSingle: blogSingleContentSchema,
  tos: proseSchema,
  accountKeys: accountKeysContentSchema,
  accountApps: accountAppsContentSchema,
  viewKeys: viewKeysContentSchema,
  appRegister: formContentSchema,
  appRegisterSuccess: appRegisterSuccessContentSchema,
  appEdit: formContentSchema,
  appAddAPIs: appSummaryFormContentSchema,
  appAddAPIsSuccess: messageContentSchema,
  appAddAPIsError: messageContentSchema,
  appDelete: appSummaryFormContentSchema,
  appError: messageContentSchema,
  keyDelete: keyDetailContentSchema,
  keyActivity: keyActivityContentSchema,
  keySecret: keyDetailContentSchema,
  verifyAccount: messageContentSchema,
  resetPassword: formContentSchema,
  resetPasswordSuccess: messageContentSchema,
  resetPasswordError: messageContentSchema,
  accountManage: accountManageContentSchema,
  accountEmail: formContentSchema,
  accountEmailSuccess: messageContentSchema,
  accountPassword: formContentSchema,
  accountPasswordSuccess: messageContentSchema,
  register: registerContentSchema,
  registerSent: registerSentContentSchema,
  registerResend: formContentSchema,
  registerResendSuccess: messageContentSchema,
  join: registerContentSchema,
  joinSuccess: joinSuccessContentSchema,
  memberRemove: formContentSchema,
  memberRemoveSuccess: messageContentSchema,
  lostPassword: formContentSchema,
  lostPasswordReset: messageContentSchema,
  lostUsername: formContentSchema,
  lostUsernameReset: messageContentSchema,
  showSecret: messageContentSchema,
  showSecretSuccess: messageContentSchema,
  showSecretError: messageContentSchema,
  profile: profileContentSchema,
  signin: signinContentSchema,
  search: searchContentSchema,
  logout: messageContentSchema,
  logoutFail: messageContentSchema,
  contact: formContentSchema,
  contactSuccess: messageContentSchema,
} satisfies Record<ContentType, z.ZodMiniType>;

export type ContentMap = { [K in ContentType]: z.infer<(typeof contentSchemas)[K]> };

// ---------------------------------------------------------------------------------------------
// The frame and page context (docs/extraction.md › Frame and context decisions)

const globalValueSchema = z.nullable(z.union([z.string(), z.number(), z.boolean()]));
export type GlobalValue = z.infer<typeof globalValueSchema>;

const logoutFormSchema = strictObject({ action: text, method: z.enum(['get', 'post']), fields: z.array(hiddenFieldSchema) });
export type LogoutForm = z.infer<typeof logoutFormSchema>;

/** Which account-settings actions the server offers. null when the block was not on this page. */
const accountSettingsLinksSchema = strictObject({
  changeEmail: textOrNull,
  changePassword: textOrNull,
  removeMembership: textOrNull,
  /** 'full' | 'oidc' (only remove) | 'platform' (none) */
  kind: z.enum(['full', 'oidc', 'platform']),
});
export type AccountSettingsLinks = z.infer<typeof accountSettingsLinksSchema>;

export const contextSchema = strictObject({
  /** the page URL the document was extracted for (absolute) */
  url: text,
  /** portal ("area") name */
  area: text,
  /** the raw <title> */
  title: text,
  /** the page part of the title (without the 'AREA - ' prefix); null when the title is just the area */
  pageTitle: textOrNull,
  username: textOrNull,
  loggedIn: z.boolean(),
  isAdmin: z.boolean(),
  dashboard: textOrNull,
  logout: z.nullable(logoutFormSchema),
  /** sign-in link from the user nav: url = whole href (kept absolute when on another host), redirect = its r/h query */
  login: z.nullable(strictObject({ url: text, redirect: textOrNull, hash: textOrNull })),
  /** register link from the user nav (or the fixed /member/register when logged out and absent) */
  register: textOrNull,
  /** account link from the user nav */
  account: textOrNull,
  /** public profile link of the signed-in user (on /member/edit); null when unknown on this page */
  userProfile: textOrNull,
  /** account-settings actions offered on this page, null when the block is absent */
  accountSettings: z.nullable(accountSettingsLinksSchema),
  /** default true; false on a registerSent page without the sent text/resend link */
  notifications: z.boolean(),
  /** minimum password length, default 8 (from #passwd_requirements) */
  minPasswordLength: z.number(),
  /** parsed literal globals: noMarkdown, noHeading and any extra names */
  globals: z.record(z.string(), globalValueSchema),
  /** home URL from #branding-logo's onclick, when present */
  home: textOrNull,
  /** logo image, when #branding-logo holds an img */
  logo: z.nullable(strictObject({ src: text, alt: text })),
  /** the raw mashery_info username, before any forced logout (for diagnostics) */
  rawUsername: textOrNull,
  /** an editor's link to edit this page: `#main h1.first a.edit`, else `#header-edit` (the link or the one inside it) */
  edit: textOrNull,
});
export type PageContext = z.infer<typeof contextSchema>;

const pageNavSchema = strictObject({
  /** #local */
  primary: z.array(navItemSchema),
  /** #footer > ul */
  secondary: z.array(navItemSchema),
  /** account sub-navigation on apps/key/member pages (.section-menu.navigation) */
  account: z.array(navItemSchema),
});
export type PageNav = z.infer<typeof pageNavSchema>;

const frameDataSchema = strictObject({
  /** raw HTML of #siteinfo (footer copyright; admin-controlled, sanitised when rendered) */
  copyrightHtml: textOrNull,
  /** inline <script> texts inside #page (kept, never run) */
  scripts: textList,
});
export type FrameData = z.infer<typeof frameDataSchema>;

// ---------------------------------------------------------------------------------------------
// Problems: what could not be read (extraction never throws). Data, not text, so code can act on a kind
// (the runtime logs the spec's globals message for `global-not-literal`); src/lib/describeProblem.ts
// writes one as an English line for developers (console, the inspect CLI).

const contentTypeSchema = z.enum(contentTypes);

export const problemSchema = z.discriminatedUnion('kind', [
  /** the page URL given to extraction (`value`, its first 200 characters; not a URL field) is not an absolute
   *  http(s) URL; `fallback` was used instead */
  strictObject({ kind: z.literal('page-url-invalid'), value: text, fallback: text }),
  /** the document has no #page */
  strictObject({ kind: z.literal('not-a-portal-page') }),
  /** an expected part of the page is absent: '#main', '#main h1.first', 'server form on this page' … */
  strictObject({ kind: z.literal('missing'), what: text }),
  /** a URL with a scheme other than http(s) (`javascript:` …) was dropped; `what` names the link */
  strictObject({ kind: z.literal('url-dropped'), what: text, scheme: text }),
  /** a URL that cannot be parsed was dropped */
  strictObject({ kind: z.literal('url-malformed'), what: text }),
  /** reading one part threw; the part fell back to an empty value */
  strictObject({ kind: z.literal('read-failed'), what: text, message: text }),
  /** the content extractor threw; the content fell back to what the generic readers find */
  strictObject({ kind: z.literal('content-failed'), contentType: contentTypeSchema, message: text }),
  /** the area (portal name) came from the <title>: #branding-logo is absent or empty */
  strictObject({ kind: z.literal('area-from-title'), logo: z.enum(['missing', 'empty']) }),
  /** mashery_info names a user on a signed-out page; the username is ignored */
  strictObject({ kind: z.literal('username-ignored') }),
  /** mashery_info is assigned something other than a literal object */
  strictObject({ kind: z.literal('mashery-info-not-literal') }),
  /** a mashery.globals value is not a boolean, number or string literal (functions are not supported) */
  strictObject({ kind: z.literal('global-not-literal'), name: text }),
  /** the .page-info text is not ENABLED-PAGES-CURRENT-SEARCH; pagination is off */
  strictObject({ kind: z.literal('page-info-unreadable') }),
  /** key block `key` (1-based) has `count` dd values instead of 4 or 5; roles were taken from the dt texts */
  strictObject({ kind: z.literal('key-detail-count'), key: z.number(), count: z.number() }),
  /** the initCharts(…) call has arguments that are not literals */
  strictObject({ kind: z.literal('init-charts-not-literal') }),
  /** application block `application` (1-based) has no name (h3) */
  strictObject({ kind: z.literal('application-unnamed'), application: z.number() }),
  /** .result-info has `count` b elements instead of 4; the result counts are unknown */
  strictObject({ kind: z.literal('search-counts-unknown'), count: z.number() }),
  /** an I/O Docs schema script names no endpoint list */
  strictObject({ kind: z.literal('iodocs-schema-unnamed') }),
  /** the I/O Docs schema of endpoint list `list` is not valid JSON */
  strictObject({ kind: z.literal('iodocs-schema-invalid'), list: text }),
  /** I/O Docs endpoint list `list` (1-based) has no id */
  strictObject({ kind: z.literal('iodocs-list-unnamed'), list: z.number() }),
  /** data-available-keys of API `api` is not a JSON array; the console offers manual key entry */
  strictObject({ kind: z.literal('iodocs-keys-invalid'), api: text }),
  /** the main region was too large to read in time and was cut (src/extract/bounds.ts): too many elements,
   *  nesting too deep, a text node too long */
  strictObject({ kind: z.literal('content-capped'), reasons: z.array(z.enum(['elements', 'depth', 'text'])) }),
  /** the adapter could not build the screen's props; the page renders generic fields */
  strictObject({ kind: z.literal('adapter-failed'), contentType: contentTypeSchema, message: text }),
]);
export type Problem = z.infer<typeof problemSchema>;

// ---------------------------------------------------------------------------------------------
// The page

/** What every page carries besides its content type, state and content. */
const pageFields = {
  /** a stable id of the content: the page path (e.g. '/docs/read/Home') */
  contentId: text,
  context: contextSchema,
  nav: pageNavSchema,
  frame: frameDataSchema,
  /** what could not be read (never thrown), in order, without repeats */
  problems: z.array(problemSchema),
};
type PageFields = z.infer<z.ZodMiniObject<typeof pageFields>>;

export type PageData<T extends ContentType = ContentType> = {
  [K in T]: {
    contentType: K;
    state: K extends 'signin' ? SigninState : K extends 'search' ? SearchState : null;
    content: ContentMap[K];
  } & PageFields;
}[T];

function stateSchemaOf(type: ContentType) {
  if (type === 'signin') return signinStateSchema;
  if (type === 'search') return searchStateSchema;
  return z.null();
}

const pageVariants = contentTypes.map((type) =>
  strictObject({ contentType: z.literal(type), state: stateSchemaOf(type), content: contentSchemas[type], ...pageFields }),
);

export const pageDataSchema = z.discriminatedUnion(
  'contentType',
  pageVariants as [(typeof pageVariants)[number], ...typeof pageVariants],
);

/** Validates a PageData value; returns the zod issues as readable lines (empty when valid). */
export function validatePageData(value: unknown): string[] {
  const result = pageDataSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}
