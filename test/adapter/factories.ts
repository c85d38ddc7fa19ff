// Small typed factories for PageData, so adapter tests state only what they are about.
import type {
  ContentMap,
  ContentType,
  FormContent,
  FormField,
  FormModel,
  MessageContent,
  PageContext,
  PageData,
  Prose,
} from '../../src/model/pageData.ts';
import { defaultSettings, type Settings } from '../../src/config/settings.ts';
import { adaptWith, type AdaptEnv } from '../../src/adapter/core.ts';
import type { ScreenInput } from '../../src/adapter/builders/helpers.ts';
import { defaultLabels } from '../../src/labels/en.ts';

export const ORIGIN = 'https://developer.acme.example';
export const NOW = new Date('2026-03-14T12:00:00Z');

export function context(overrides: Partial<PageContext> = {}): PageContext {
  return {
    url: `${ORIGIN}/`,
    area: 'Acme Developer Portal',
    title: 'Acme Developer Portal - Home',
    pageTitle: 'Home',
    username: null,
    loggedIn: false,
    isAdmin: false,
    dashboard: null,
    logout: null,
    login: { url: '/login/login?r=%2F&h=ab12', redirect: '%2F', hash: 'ab12' },
    register: '/member/register',
    account: null,
    userProfile: null,
    accountSettings: null,
    notifications: true,
    minPasswordLength: 8,
    globals: {},
    home: null,
    logo: null,
    rawUsername: null,
    edit: null,
    ...overrides,
  };
}

export const signedIn = (overrides: Partial<PageContext> = {}): PageContext =>
  context({
    username: 'jdoe',
    rawUsername: 'jdoe',
    loggedIn: true,
    login: null,
    register: null,
    account: '/member/edit',
    logout: { action: '/logout/logout', method: 'post', fields: [{ name: 'token', value: 'a1b2c3' }] },
    ...overrides,
  });

export const admin = (overrides: Partial<PageContext> = {}): PageContext =>
  signedIn({ isAdmin: true, dashboard: 'https://admin.example.net/control-center', ...overrides });

export const prose = (p: Partial<Prose> = {}): Prose => ({ heading: 'Server heading', mainHtml: '<p>Server body</p>', ...p });

export const messageContent = (p: Partial<MessageContent> = {}): MessageContent => ({
  ...prose(),
  messages: [],
  errors: [],
  links: [],
  ...p,
});

export function field(p: Partial<FormField> & { name: string }): FormField {
  return {
    type: 'text',
    id: null,
    label: null,
    value: '',
    checked: false,
    options: [],
    multiple: false,
    required: false,
    errors: [],
    help: null,
    placeholder: null,
    maxLength: null,
    autocomplete: null,
    role: null,
    ...p,
  };
}

export function formModel(p: Partial<FormModel> = {}): FormModel {
  return {
    id: null,
    action: '/form',
    method: 'post',
    enctype: 'multipart/form-data',
    legend: null,
    fields: [field({ name: 'name', label: 'Name' })],
    hidden: [{ name: 'token', value: 'q1' }],
    errors: [],
    submit: { label: 'Submit', name: null, value: null, id: 'process' },
    recaptcha: null,
    passwordRequirements: null,
    extraHtml: null,
    ...p,
  };
}

export const formContent = (p: Partial<FormContent> = {}): FormContent => ({ ...messageContent(), form: formModel(), ...p });

const keyDetailContent = () => ({ ...formContent(), detail: null });

/** Minimal valid content of every type (empty lists, nulls). */
export const emptyContent: { [K in ContentType]: () => ContentMap[K] } = {
  fourOhFour: () => prose(),
  noAccess: () => prose(),
  page: () => prose(),
  docs: () => ({ ...prose(), secondary: [], secondaryHeading: 'Docs Navigation' }),
  ioDocs: () => ({
    ...prose(),
    introHtml: null,
    apis: [],
    apiOptions: [],
    schemas: {},
    credentials: [],
    selectedApiId: null,
    token: null,
    highSecurity: false,
  }),
  forumAll: () => ({ ...prose(), categories: [], rss: null }),
  forumTopics: () => ({
    ...prose(),
    breadcrumbs: [],
    category: null,
    topics: [],
    createTopic: null,
    rss: null,
    emptyMessage: null,
  }),
  forumAddTopic: () => ({ ...formContent(), breadcrumbs: [], category: null }),
  forumSingle: () => ({ ...prose(), breadcrumbs: [], subject: null, comments: [], form: null }),
  forumRecent: () => ({
    ...prose(),
    breadcrumbs: [],
    category: null,
    topics: [],
    createTopic: null,
    rss: null,
    emptyMessage: null,
  }),
  blogAll: () => ({ ...prose(), posts: [], pagination: [], rss: null }),
  blogSingle: () => ({ ...prose(), post: null, comments: [] }),
  tos: () => prose(),
  accountKeys: () => ({
    ...prose(),
    plans: [],
    newKey: null,
    showShowKeys: false,
    showHideKeys: false,
    showKeysUrl: null,
    hideKeysUrl: null,
    actions: [],
    pagination: null,
  }),
  accountApps: () => ({ ...prose(), applications: [], createApp: null, pagination: null }),
  viewKeys: () => ({ ...prose(), entries: [], pagination: null }),
  appRegister: () => formContent(),
  appRegisterSuccess: () => ({ ...messageContent(), application: null, keys: [] }),
  appEdit: () => formContent(),
  appAddAPIs: () => ({ ...formContent(), summary: null }),
  appAddAPIsSuccess: () => messageContent(),
  appAddAPIsError: () => messageContent(),
  appDelete: () => ({ ...formContent(), summary: null }),
  appError: () => messageContent(),
  keyDelete: keyDetailContent,
  keyActivity: () => ({
    ...keyDetailContent(),
    dateSelectorHtml: null,
    dateSelector: null,
    init: null,
    chartIds: [],
    reportTabs: [],
  }),
  keySecret: keyDetailContent,
  verifyAccount: () => messageContent(),
  resetPassword: () => formContent(),
  resetPasswordSuccess: () => messageContent(),
  resetPasswordError: () => messageContent(),
  accountManage: () => ({ ...formContent(), userProfile: null }),
  accountEmail: () => formContent(),
  accountEmailSuccess: () => messageContent(),
  accountPassword: () => formContent(),
  accountPasswordSuccess: () => messageContent(),
  register: () => ({ ...formContent(), termsHtml: null }),
  registerSent: () => ({
    ...messageContent(),
    email: 'jdoe@example.com',
    notifications: true,
    resendUrl: '/member/resend-confirmation',
  }),
  registerResend: () => formContent(),
  registerResendSuccess: () => messageContent(),
  join: () => ({ ...formContent(), termsHtml: null }),
  joinSuccess: () => ({ ...messageContent(), username: 'jdoe' }),
  memberRemove: () => formContent(),
  memberRemoveSuccess: () => messageContent(),
  lostPassword: () => formContent(),
  lostPasswordReset: () => messageContent(),
  lostUsername: () => formContent(),
  lostUsernameReset: () => messageContent(),
  showSecret: () => messageContent(),
  showSecretSuccess: () => messageContent(),
  showSecretError: () => messageContent(),
  profile: () => ({ ...prose(), name: null, admin: null, blog: null, website: null, registered: null, activity: null }),
  signin: () => ({ ...formContent(), state: 'normal', sso: null, recovery: [], movedTo: null }),
  search: () => ({
    ...prose(),
    results: [],
    meta: { first: null, last: null, total: null, query: '', previous: null, next: null },
    action: '/search',
    fieldName: 'q',
  }),
  logout: () => messageContent(),
  logoutFail: () => messageContent(),
  contact: () => formContent(),
  contactSuccess: () => messageContent(),
};

const defaultState = (type: ContentType) => (type === 'signin' ? 'normal' : type === 'search' ? 'blank' : null);

export interface PageOptions<K extends ContentType> {
  content?: Partial<ContentMap[K]>;
  context?: PageContext;
  path?: string;
  state?: PageData<K>['state'];
  nav?: Partial<PageData['nav']>;
  frame?: Partial<PageData['frame']>;
  problems?: PageData['problems'];
}

export function pageData<K extends ContentType>(type: K, options: PageOptions<K> = {}): PageData<K> {
  const path = options.path ?? '/';
  const ctx = options.context ?? context();
  return {
    contentType: type,
    state: options.state ?? defaultState(type),
    contentId: path,
    context: { ...ctx, url: `${ORIGIN}${path}` },
    nav: { primary: [], secondary: [], account: [], ...options.nav },
    content: { ...emptyContent[type](), ...options.content } as ContentMap[K],
    frame: { copyrightHtml: null, scripts: [], ...options.frame },
    problems: options.problems ?? [],
  } as PageData<K>;
}

export const settings = (overrides: Partial<Settings> = {}): Settings => ({ ...defaultSettings, ...overrides });

export const env = (path = '/') => ({ url: `${ORIGIN}${path}`, now: NOW });

/**
 * The input adapt() gives a page's builder (labels merged, named paths, placeholder values), taken from adaptWith,
 * for tests that call a builder or a shared helper (src/adapter/builders/helpers.ts) directly — also with a value
 * adapt() never gives it (a named path set to null).
 */
export function screenInput<K extends ContentType>(
  page: PageData<K>,
  s: Settings = settings(),
  e: AdaptEnv = env(),
): ScreenInput<K> {
  let input: ScreenInput<ContentType> | null = null;
  try {
    adaptWith(
      page as PageData,
      s,
      e,
      (i) => {
        input = i;
        return { heading: null } as never;
      },
      defaultLabels,
    );
  } catch (error) {
    // the layout after the builder may not read a page adapt() would never get (a test's broken content)
    if (!input) throw error;
  }
  if (!input) throw new Error('adaptWith did not call the builder');
  return input as ScreenInput<K>;
}
