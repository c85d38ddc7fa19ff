// Named paths (docs/adapter.md › Labels: named paths). Fixed portal paths, plus the ones the page itself provides
// (sign-in link, dashboard, logout form action, register and account links, account-settings actions, profile
// link).
import type { PageContext } from '../model/pageData.ts';
import type { Settings } from '../model/settings.ts';
import type { NamedPaths, PathName } from '../model/screenModel.ts';

export const fixedPaths = {
  keys: '/apps/mykeys',
  apps: '/apps/myapps',
  account: '/member/edit',
  logout: '/logout/logout',
  signin: '/login/login',
  register: '/member/register',
  changeEmail: '/member/email',
  changePassword: '/member/passwd',
  removeMembership: '/member/remove',
  removeMember: '/member/remove?action=removeMember',
  search: '/search',
  docs: '/docs',
  ioDocs: '/io-docs',
  contact: '/contact',
  lostPassword: '/member/lost',
  lostUsername: '/member/lost-username',
  resendConfirmation: '/member/resend-confirmation',
} as const satisfies Partial<Record<PathName, string>>;

/** Home is /page under the alternate layout, / otherwise. */
export function homePath(layout: Settings['layout']): string {
  return layout === 'alternate' ? '/page' : '/';
}

export function namedPaths(context: PageContext, settings: Pick<Settings, 'layout'>): NamedPaths {
  const s = context.accountSettings;
  return {
    ...fixedPaths,
    home: homePath(settings.layout),
    account: context.account ?? fixedPaths.account,
    dashboard: context.dashboard,
    logout: context.logout?.action ?? fixedPaths.logout,
    signin: context.login?.url ?? fixedPaths.signin,
    register: context.register ?? fixedPaths.register,
    changeEmail: s?.changeEmail ?? fixedPaths.changeEmail,
    changePassword: s?.changePassword ?? fixedPaths.changePassword,
    removeMembership: s?.removeMembership ?? fixedPaths.removeMembership,
    viewProfile: context.userProfile,
  };
}

/** Placeholder values `path.<name>` for label expansion (unknown paths expand to ''). */
export function pathValues(paths: NamedPaths): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const [name, value] of Object.entries(paths)) out[`path.${name}`] = value;
  return out;
}
