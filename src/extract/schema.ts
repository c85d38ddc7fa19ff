// zod/mini schemas of PageData (src/extract/types.ts). Used by tests, the fuzzer and tools to validate
// extractor output. Deliberately NOT imported by extractPage: it stays out of the runtime bundle.

import * as z from 'zod/mini';
import { contentTypes, type ContentType } from './types.ts';

const str = z.string();
const nstr = z.nullable(z.string());
const obj = z.strictObject;

const link = obj({ label: str, url: str });
type NavShape = { label: string; url: string; isActive: boolean; children: NavShape[] };
const navItem: z.ZodMiniType<NavShape> = obj({
  label: str,
  url: str,
  isActive: z.boolean(),
  get children() {
    return z.array(navItem);
  },
});
const serverDate = obj({ value: nstr, text: nstr });
const ndate = z.nullable(serverDate);
const table = obj({ caption: nstr, head: z.nullable(z.array(str)), rows: z.array(z.array(str)) });

const formField = obj({
  name: str,
  type: z.enum(['text', 'email', 'password', 'url', 'tel', 'number', 'search', 'date', 'textarea', 'select', 'checkbox', 'radio', 'file']),
  id: nstr,
  label: nstr,
  value: str,
  checked: z.boolean(),
  options: z.array(obj({ label: str, value: str, selected: z.boolean() })),
  multiple: z.boolean(),
  required: z.boolean(),
  errors: z.array(str),
  help: nstr,
  placeholder: nstr,
  maxLength: z.nullable(z.number()),
  autocomplete: nstr,
  role: z.nullable(z.enum(['newPassword', 'confirmPassword', 'currentPassword', 'username', 'email'])),
});
const hiddenField = obj({ name: str, value: str });
const formModel = obj({
  id: nstr,
  action: str,
  method: z.enum(['get', 'post']),
  enctype: nstr,
  legend: nstr,
  fields: z.array(formField),
  hidden: z.array(hiddenField),
  errors: z.array(str),
  submit: z.nullable(obj({ label: str, name: nstr, value: nstr, id: nstr })),
  recaptcha: z.nullable(obj({ siteKey: str })),
  passwordRequirements: z.nullable(z.array(str)),
  extraHtml: nstr,
});
const nform = z.nullable(formModel);

const prose = { heading: nstr, mainHtml: nstr };
const message = { ...prose, messages: z.array(str), errors: z.array(str), links: z.array(link) };
const formContent = { ...message, form: nform };

const limitRow = obj({ label: str, value: str });
const key = obj({
  application: nstr, key: nstr, secret: nstr, status: nstr, created: ndate, limits: z.array(limitRow), report: nstr, delete: nstr,
});
const pagination = z.nullable(obj({ enable_portal_pagination: z.boolean(), no_of_pages: z.number(), current_page: z.number(), search: str }));
const apiKeyPair = obj({ api: str, key: nstr });
const keyDetail = z.nullable(obj({
  api: nstr, application: nstr, key: nstr, secret: nstr, status: nstr, created: ndate, limits: z.array(limitRow),
}));
const appSummary = z.nullable(obj({ application: nstr, created: ndate, api: nstr, key: nstr, apis: z.array(apiKeyPair) }));
const blogPost = obj({
  title: nstr, url: nstr, author: nstr, authorUrl: nstr, contentHtml: nstr, published: ndate, edit: nstr, commentCount: nstr,
});
const comment = obj({ author: nstr, authorUrl: nstr, created: ndate, edited: ndate, bodyHtml: nstr });
const topics = obj({
  ...prose,
  breadcrumbs: z.array(link),
  category: nstr,
  topics: z.array(obj({ title: str, url: nstr, commentCount: z.nullable(z.number()), lastActive: ndate, edit: nstr })),
  createTopic: nstr,
  rss: nstr,
  emptyMessage: nstr,
  pagination: z.optional(z.array(link)),
});
const ioParam = obj({
  name: str, description: nstr, required: z.boolean(), type: nstr, defaultValue: nstr, options: z.array(str), location: nstr,
});
const ioMethod = obj({
  httpMethod: str, name: nstr, uri: nstr, description: nstr, parameters: z.array(ioParam), form: nform,
  requestBodySchemaId: nstr, requestBodyDefault: nstr,
});

const proseSchema = obj(prose);
const messageSchema = obj(message);
const formSchema = obj(formContent);
const appSummaryForm = obj({ ...formContent, summary: appSummary });
const keyDetailContent = obj({ ...formContent, detail: keyDetail });
const registerContent = obj({ ...formContent, termsHtml: nstr });

export const contentSchemas = {
  fourOhFour: proseSchema,
  noAccess: proseSchema,
  page: proseSchema,
  docs: obj({ ...prose, secondary: z.array(navItem), secondaryHeading: nstr }),
  ioDocs: obj({
    ...prose,
    introHtml: nstr,
    apis: z.array(obj({ id: str, name: nstr, endpoints: z.array(obj({ name: nstr, methods: z.array(ioMethod) })) })),
    apiOptions: z.array(obj({ value: str, label: str })),
    schemas: z.record(z.string(), z.unknown()),
    credentials: z.array(formField),
  }),
  forumAll: obj({
    ...prose,
    categories: z.array(obj({
      title: str, url: nstr, descriptionHtml: nstr, topicCount: z.nullable(z.number()), commentCount: z.nullable(z.number()),
      lastTopic: z.nullable(link), lastActive: ndate,
    })),
    rss: nstr,
  }),
  forumTopics: topics,
  forumAddTopic: obj({ ...formContent, breadcrumbs: z.array(link), category: nstr }),
  forumSingle: obj({ ...prose, breadcrumbs: z.array(link), subject: nstr, comments: z.array(comment), form: nform }),
  forumRecent: topics,
  blogAll: obj({ ...prose, posts: z.array(blogPost), pagination: z.array(link), rss: nstr }),
  blogSingle: obj({ ...prose, post: z.nullable(blogPost), comments: z.array(comment) }),
  tos: proseSchema,
  accountKeys: obj({
    ...prose,
    plans: z.array(obj({ name: nstr, keys: z.array(key), emptyMessage: nstr })),
    newKey: nstr,
    showShowKeys: z.boolean(),
    showHideKeys: z.boolean(),
    showKeysUrl: nstr,
    hideKeysUrl: nstr,
    pagination,
  }),
  accountApps: obj({
    ...prose,
    applications: z.array(obj({
      application: str, created: ndate, apis: z.array(apiKeyPair), edit: nstr, delete: nstr, add: nstr, viewKeys: nstr,
    })),
    createApp: nstr,
    pagination,
  }),
  viewKeys: obj({ ...prose, entries: z.array(obj({ application: str, created: ndate, apis: z.array(apiKeyPair) })), pagination }),
  appRegister: formSchema,
  appRegisterSuccess: messageSchema,
  appEdit: formSchema,
  appAddAPIs: appSummaryForm,
  appAddAPIsSuccess: messageSchema,
  appAddAPIsError: messageSchema,
  appDelete: appSummaryForm,
  appError: messageSchema,
  keyDelete: keyDetailContent,
  keyActivity: obj({
    ...formContent,
    detail: keyDetail,
    dateSelectorHtml: nstr,
    dateSelector: nform,
    init: z.nullable(obj({ call: str, args: z.nullable(z.array(z.unknown())) })),
    chartIds: z.array(str),
  }),
  keySecret: keyDetailContent,
  verifyAccount: messageSchema,
  resetPassword: formSchema,
  resetPasswordSuccess: messageSchema,
  resetPasswordError: messageSchema,
  accountManage: obj({ ...formContent, userProfile: nstr }),
  accountEmail: formSchema,
  accountEmailSuccess: messageSchema,
  accountPassword: formSchema,
  accountPasswordSuccess: messageSchema,
  register: registerContent,
  registerSent: obj({ ...message, email: nstr, notifications: z.boolean(), resendUrl: nstr }),
  registerResend: formSchema,
  registerResendSuccess: messageSchema,
  join: registerContent,
  joinSuccess: obj({ ...message, username: nstr }),
  memberRemove: formSchema,
  memberRemoveSuccess: messageSchema,
  lostPassword: formSchema,
  lostPasswordReset: messageSchema,
  lostUsername: formSchema,
  lostUsernameReset: messageSchema,
  showSecret: messageSchema,
  showSecretSuccess: messageSchema,
  showSecretError: messageSchema,
  profile: obj({ ...prose, name: nstr, admin: nstr, blog: nstr, website: nstr, registered: ndate, activity: z.nullable(table) }),
  signin: obj({
    ...formContent,
    state: z.enum(['normal', 'failed', 'moved']),
    sso: z.nullable(link),
    recovery: z.array(link),
    movedTo: nstr,
  }),
  search: obj({
    ...prose,
    results: z.array(obj({ url: nstr, title: str, summary: str, matches: z.array(str) })),
    meta: obj({
      first: z.nullable(z.number()), last: z.nullable(z.number()), total: z.nullable(z.number()), query: str, previous: nstr, next: nstr,
    }),
    action: str,
    fieldName: str,
  }),
  logout: messageSchema,
  logoutFail: messageSchema,
  contact: formSchema,
  contactSuccess: messageSchema,
} satisfies Record<ContentType, z.ZodMiniType>;

export const contextSchema = obj({
  url: str,
  area: str,
  title: str,
  pageTitle: nstr,
  username: nstr,
  loggedIn: z.boolean(),
  isAdmin: z.boolean(),
  dashboard: nstr,
  logout: z.nullable(obj({ action: str, method: z.enum(['get', 'post']), fields: z.array(hiddenField) })),
  login: z.nullable(obj({ url: str, redirect: nstr, hash: nstr })),
  register: nstr,
  account: nstr,
  userProfile: nstr,
  accountSettings: z.nullable(obj({
    changeEmail: nstr, changePassword: nstr, removeMembership: nstr, kind: z.enum(['full', 'oidc', 'platform']),
  })),
  notifications: z.boolean(),
  minPasswordLength: z.number(),
  globals: z.record(z.string(), z.nullable(z.union([z.string(), z.number(), z.boolean()]))),
  home: nstr,
  logo: z.nullable(obj({ src: str, alt: str })),
  rawUsername: nstr,
});

const navSchema = obj({ primary: z.array(navItem), secondary: z.array(navItem), account: z.array(navItem) });
const frameSchema = obj({ copyrightHtml: nstr, scripts: z.array(str) });

function stateFor(t: ContentType) {
  if (t === 'signin') return z.enum(['normal', 'failed', 'moved']);
  if (t === 'search') return z.enum(['blank', 'noResults', 'results']);
  return z.null();
}

const variants = contentTypes.map((t) =>
  obj({
    contentType: z.literal(t),
    state: stateFor(t),
    contentId: str,
    context: contextSchema,
    nav: navSchema,
    content: contentSchemas[t],
    frame: frameSchema,
    problems: z.array(str),
  }),
);

export const pageDataSchema = z.discriminatedUnion('contentType', variants as unknown as [typeof variants[number], ...typeof variants]);

/** Validates a PageData value; returns the zod issues as readable lines (empty when valid). */
export function validatePageData(value: unknown): string[] {
  const r = pageDataSchema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}
