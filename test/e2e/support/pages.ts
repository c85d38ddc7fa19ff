// Every page type the simulated portal serves, with how to reach it (as which user, by GET or by a form
// post) and what it must be detected as. Used by the server-markup check (extractor in Node) and the
// page-type e2e test (themed UI in Chromium).
import type { Portal } from '../../../fixtures/portal/index.ts';
import type { ContentType, ContentState } from '../../../src/model/pageData.ts';

export interface PageCase {
  name: string;
  /** signed-in user (null: signed out) */
  user: string | null;
  expect: ContentType;
  state?: ContentState;
  /** whether the frame is signed in (defaults to user !== null) */
  loggedIn?: boolean;
  status?: number;
  /** returns the URL to open; may change portal state first (issue a code, set a flag …) */
  path: (portal: Portal) => string;
  /** a form post producing the page (the browser reaches these through flows; the HTTP check posts directly) */
  post?: Record<string, string | string[]>;
}

const firstApp = (p: Portal, user: string) => {
  const app = p.store.appsOf(user)[0];
  if (!app) throw new Error(`${user} has no apps`);
  return app;
};
const firstKey = (p: Portal, user: string) => {
  const key = p.store.keysOf(user)[0];
  if (!key) throw new Error(`${user} has no keys`);
  return key;
};
const topicId = (p: Portal) => p.store.topicsIn('Help')[0]?.id ?? 0;

export const PAGE_CASES: PageCase[] = [
  { name: 'not found', user: null, expect: 'fourOhFour', status: 404, path: () => '/no/such/page' },
  { name: 'no access (signed out)', user: null, expect: 'noAccess', path: () => '/page/Partners' },
  { name: 'no access (permission denied)', user: 'jdoe', expect: 'noAccess', path: () => '/page/Internal' },
  { name: 'home page', user: null, expect: 'page', path: () => '/' },
  { name: 'custom page', user: 'jdoe', expect: 'page', path: () => '/page/Pricing' },
  { name: 'docs', user: null, expect: 'docs', path: () => '/docs/read/Getting_Started' },
  { name: 'docs titled "Not Found"', user: null, expect: 'docs', path: () => '/docs/read/Handling_Not_Found_errors' },
  { name: 'interactive docs', user: 'jdoe', expect: 'ioDocs', path: () => '/io-docs' },
  // the explorer with a method open (named in the URL, issue 35 item 3): form and answer, samples, sidebar
  {
    name: 'interactive docs, a method open',
    user: 'jdoe',
    expect: 'ioDocs',
    path: () => '/io-docs?method=post-alerts-subscriptions',
  },
  { name: 'forum', user: null, expect: 'forumAll', path: () => '/forum' },
  { name: 'forum topics', user: 'jdoe', expect: 'forumTopics', path: () => '/forum/topics/General' },
  { name: 'forum add topic', user: 'jdoe', expect: 'forumAddTopic', path: () => '/forum/topic-add/General' },
  { name: 'forum topic', user: null, expect: 'forumSingle', path: (p) => `/forum/read/${topicId(p)}` },
  { name: 'forum recent', user: null, expect: 'forumRecent', path: () => '/forum/recent' },
  { name: 'blog', user: null, expect: 'blogAll', path: () => '/blog' },
  { name: 'blog post', user: 'admin', expect: 'blogSingle', path: () => '/blog/read/Launching_v2' },
  { name: 'terms of service', user: 'jdoe', expect: 'tos', path: () => '/apps/tos' },
  { name: 'my keys', user: 'jdoe', expect: 'accountKeys', path: () => '/apps/mykeys' },
  // keys and secrets shown: the table's seven columns (a 24-character key broke in two at 1280 px)
  {
    name: 'my keys (shown)',
    user: 'jdoe',
    expect: 'accountKeys',
    path: (p) => {
      // after the secrets e-mail's link (the 30-day display): keys and secrets shown, seven columns
      p.store.users.get('jdoe')!.secretsVisibleUntil = new Date(p.store.now().getTime() + 86_400_000);
      return '/apps/mykeys?showKeys=true';
    },
  },
  { name: 'my apps', user: 'jdoe', expect: 'accountApps', path: () => '/apps/myapps' },
  { name: 'view keys', user: 'jdoe', expect: 'viewKeys', path: (p) => `/apps/view-keys/${firstApp(p, 'jdoe').id}` },
  { name: 'register app', user: 'jdoe', expect: 'appRegister', path: () => '/apps/register' },
  {
    name: 'app registered',
    user: 'jdoe',
    expect: 'appRegisterSuccess',
    path: () => '/apps/register',
    post: { 'applications[name]': 'Matrix App', 'plans[]': ['31'], 'applications[terms]': '1' },
  },
  { name: 'edit app', user: 'jdoe', expect: 'appEdit', path: (p) => `/apps/edit/${firstApp(p, 'jdoe').id}` },
  { name: 'add APIs', user: 'jdoe', expect: 'appAddAPIs', path: (p) => `/apps/select/${firstApp(p, 'jdoe').id}` },
  {
    name: 'new keys issued',
    user: 'jdoe',
    expect: 'appAddAPIsSuccess',
    path: (p) => `/apps/select/${firstApp(p, 'jdoe').id}`,
    post: { 'plans[]': ['61'] },
  },
  {
    name: 'add APIs error',
    user: 'jdoe',
    expect: 'appAddAPIsError',
    path: (p) => `/apps/select/${firstApp(p, 'jdoe').id}`,
    post: { token: 'x' },
  },
  { name: 'delete app', user: 'jdoe', expect: 'appDelete', path: (p) => `/apps/delete/${firstApp(p, 'jdoe').id}` },
  { name: 'app error', user: 'jdoe', expect: 'appError', path: () => '/apps/edit/999999' },
  { name: 'delete key', user: 'jdoe', expect: 'keyDelete', path: (p) => `/key/delete-key/${firstKey(p, 'jdoe').key}` },
  { name: 'key activity', user: 'jdoe', expect: 'keyActivity', path: (p) => `/key/key-activity/${firstKey(p, 'jdoe').key}` },
  { name: 'new secret', user: 'jdoe', expect: 'keySecret', path: (p) => `/key/regenerateSecret/${firstKey(p, 'jdoe').key}` },
  { name: 'verify account', user: null, expect: 'verifyAccount', path: () => '/member/verify-email' },
  {
    name: 'reset password',
    user: null,
    expect: 'resetPassword',
    path: (p) => `/member/reset?code=${p.store.issueCode('jdoe', 'reset')}`,
  },
  {
    name: 'password reset',
    user: null,
    expect: 'resetPasswordSuccess',
    path: (p) => `/member/reset?code=${p.store.issueCode('jdoe', 'reset')}`,
    post: { passwd_new: 'Better2Pass!', passwd_again: 'Better2Pass!' },
  },
  { name: 'reset link expired', user: null, expect: 'resetPasswordError', path: () => '/member/reset?code=expired' },
  { name: 'manage account', user: 'jdoe', expect: 'accountManage', path: () => '/member/edit' },
  { name: 'manage account (OIDC)', user: 'oidc', expect: 'accountManage', path: () => '/member/edit' },
  { name: 'manage account (platform)', user: 'platform', expect: 'accountManage', path: () => '/member/edit' },
  { name: 'change e-mail', user: 'jdoe', expect: 'accountEmail', path: () => '/member/email' },
  {
    name: 'e-mail changed',
    user: 'jdoe',
    expect: 'accountEmailSuccess',
    path: () => '/member/email',
    post: { 'members[email]': 'jane@example.org', passwd: 'Password1!' },
  },
  { name: 'change password', user: 'jdoe', expect: 'accountPassword', path: () => '/member/passwd' },
  {
    name: 'password changed',
    user: 'jdoe',
    expect: 'accountPasswordSuccess',
    path: () => '/member/passwd',
    post: { passwd_current: 'Password1!', passwd_new: 'Another3Pass!', passwd_again: 'Another3Pass!' },
  },
  { name: 'register', user: null, expect: 'register', path: () => '/member/register' },
  {
    name: 'registration sent',
    user: null,
    expect: 'registerSent',
    path: () => '/member/register',
    post: {
      'members[handle]': 'matrix',
      'members[email]': 'matrix@example.com',
      passwd_new: 'Matrix123!',
      passwd_again: 'Matrix123!',
      'members[agree]': '1',
    },
  },
  { name: 'resend confirmation', user: null, expect: 'registerResend', path: () => '/member/resend-confirmation' },
  {
    name: 'confirmation resent',
    user: null,
    expect: 'registerResendSuccess',
    path: () => '/member/resend-confirmation',
    post: { handle: 'newbie', email: 'newbie@example.com' },
  },
  {
    name: 'confirm (join form)',
    user: null,
    expect: 'join',
    path: (p) => `/member/confirm?code=${p.store.issueCode('newbie', 'confirm')}`,
  },
  { name: 'join (platform user)', user: 'vendor', expect: 'join', path: () => '/member/join' },
  { name: 'joined', user: 'vendor', expect: 'joinSuccess', path: () => '/member/join', post: { 'members[agree]': '1' } },
  { name: 'remove membership', user: 'jdoe', expect: 'memberRemove', path: () => '/member/remove' },
  {
    name: 'membership removed',
    user: 'jdoe',
    expect: 'memberRemoveSuccess',
    loggedIn: false,
    path: () => '/member/remove',
    post: { action: 'removeMember' },
  },
  { name: 'lost password', user: null, expect: 'lostPassword', path: () => '/member/lost' },
  {
    name: 'lost password mail sent',
    user: null,
    expect: 'lostPasswordReset',
    path: () => '/member/lost',
    post: { email: 'jdoe@example.com', handle: 'jdoe' },
  },
  { name: 'lost username', user: null, expect: 'lostUsername', path: () => '/member/lost-username' },
  {
    name: 'lost username mail sent',
    user: null,
    expect: 'lostUsernameReset',
    path: () => '/member/lost-username',
    post: { email: 'jdoe@example.com' },
  },
  { name: 'request secrets', user: 'jdoe', expect: 'showSecret', path: () => '/member/request-display-key-info' },
  {
    name: 'secrets displayed',
    user: null,
    expect: 'showSecretSuccess',
    path: (p) => `/member/reset-key-info?code=${p.store.issueCode('jdoe', 'secrets')}`,
  },
  { name: 'secret link invalid', user: 'jdoe', expect: 'showSecretError', path: () => '/member/reset-key-info?code=nope' },
  { name: 'profile', user: 'admin', expect: 'profile', path: () => '/profile/profile/jdoe' },
  { name: 'sign in', user: null, expect: 'signin', state: 'normal', path: () => '/login/login?r=%2Fdocs&h=1' },
  { name: 'sign in failed', user: null, expect: 'signin', state: 'failed', path: () => '/login/failed' },
  { name: 'sign in moved', user: null, expect: 'signin', state: 'moved', path: () => '/login/moved' },
  { name: 'search (blank)', user: null, expect: 'search', state: 'blank', path: () => '/search' },
  { name: 'search (no results)', user: null, expect: 'search', state: 'noResults', path: () => '/search?q=zzzz' },
  { name: 'search (results)', user: 'jdoe', expect: 'search', state: 'results', path: () => '/search?q=api' },
  { name: 'signed out', user: 'jdoe', expect: 'logout', loggedIn: false, path: () => '/logout/logout' },
  {
    name: 'sign out failed',
    user: 'jdoe',
    expect: 'logoutFail',
    path: (p) => {
      for (const s of p.store.sessions.values()) if (s.handle === 'jdoe') s.failNextLogout = true;
      return '/logout/logout';
    },
  },
  { name: 'contact', user: null, expect: 'contact', path: () => '/contact' },
  {
    name: 'contact sent',
    user: null,
    expect: 'contactSuccess',
    path: () => '/contact',
    post: { name: 'Ann', email: 'ann@example.com', subject: 'keys', message: 'Hello' },
  },
];
