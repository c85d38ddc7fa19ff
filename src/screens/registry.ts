// Which screen renders which content type. Each entry is a lazily loaded chunk, so a page downloads only
// its own screen. A content type without an entry (or whose screen fails) renders the Generic screen.
//
// To register a screen: default-export a component taking `ScreenComponentProps<'<type>'>` from
// `src/screens/<Name>/<Name>.tsx`, and add `<type>: lazy(() => import('./<Name>/<Name>.tsx'))` below.
import type { LazyExoticComponent } from 'react';
import { lazyComponent, type Preloadable } from './lazyComponent.tsx';
import type { ContentType } from '../model/screenModel.ts';
import type { ScreenComponent } from '../model/templates.ts';

export type ScreenRegistry = { [K in ContentType]?: LazyExoticComponent<ScreenComponent<K>> };

/**
 * React's lazy() plus `preload()` (screens/lazyComponent.tsx): the runtime starts fetching a page's screen chunk
 * while it reads the page (preloadScreen), and a screen whose chunk has arrived when it mounts renders
 * directly, without a loading placeholder and a second render of the layout before `complete`.
 */
const lazy = lazyComponent;

export const screenRegistry: ScreenRegistry = {
  keyActivity: lazy(() => import('./KeyActivity/KeyActivity.tsx')),
  accountKeys: lazy(() => import('./AccountKeys/AccountKeys.tsx')),
  accountApps: lazy(() => import('./AccountApps/AccountApps.tsx')),
  viewKeys: lazy(() => import('./ViewKeys/ViewKeys.tsx')),
  tos: lazy(() => import('./Terms/Terms.tsx')),
  appRegister: lazy(() => import('./AppRegister/AppRegister.tsx')),
  appRegisterSuccess: lazy(() => import('./AppRegister/AppRegister.tsx')),
  appEdit: lazy(() => import('./AppEdit/AppEdit.tsx')),
  appAddAPIs: lazy(() => import('./AppAddApis/AppAddApis.tsx')),
  appAddAPIsSuccess: lazy(() => import('./AppAddApis/AppAddApis.tsx')),
  appAddAPIsError: lazy(() => import('./AppAddApis/AppAddApis.tsx')),
  appDelete: lazy(() => import('./AppDelete/AppDelete.tsx')),
  appError: lazy(() => import('./AppError/AppError.tsx')),
  keyDelete: lazy(() => import('./KeyDelete/KeyDelete.tsx')),
  keySecret: lazy(() => import('./KeySecret/KeySecret.tsx')),
  showSecret: lazy(() => import('./ShowSecret/ShowSecret.tsx')),
  showSecretSuccess: lazy(() => import('./ShowSecret/ShowSecret.tsx')),
  showSecretError: lazy(() => import('./ShowSecret/ShowSecret.tsx')),
  accountManage: lazy(() => import('./AccountManage/AccountManage.tsx')),
  accountEmail: lazy(() => import('./AccountEmail/AccountEmail.tsx')),
  accountEmailSuccess: lazy(() => import('./AccountEmail/AccountEmail.tsx')),
  accountPassword: lazy(() => import('./AccountPassword/AccountPassword.tsx')),
  accountPasswordSuccess: lazy(() => import('./AccountPassword/AccountPassword.tsx')),
  resetPassword: lazy(() => import('./ResetPassword/ResetPassword.tsx')),
  resetPasswordSuccess: lazy(() => import('./ResetPassword/ResetPassword.tsx')),
  resetPasswordError: lazy(() => import('./ResetPassword/ResetPassword.tsx')),
  verifyAccount: lazy(() => import('./VerifyAccount/VerifyAccount.tsx')),
  memberRemove: lazy(() => import('./MemberRemove/MemberRemove.tsx')),
  memberRemoveSuccess: lazy(() => import('./MemberRemove/MemberRemove.tsx')),
  // content screens (issue 7)
  fourOhFour: lazy(() => import('./NotFound/NotFound.tsx')),
  noAccess: lazy(() => import('./NoAccess/NoAccess.tsx')),
  page: lazy(() => import('./Page/Page.tsx')),
  docs: lazy(() => import('./Docs/Docs.tsx')),
  ioDocs: lazy(() => import('./IoDocs/IoDocs.tsx')),
  forumAll: lazy(() => import('./ForumAll/ForumAll.tsx')),
  forumTopics: lazy(() => import('./ForumTopics/ForumTopics.tsx')),
  forumRecent: lazy(() => import('./ForumTopics/ForumTopics.tsx')),
  forumAddTopic: lazy(() => import('./ForumAddTopic/ForumAddTopic.tsx')),
  forumSingle: lazy(() => import('./ForumSingle/ForumSingle.tsx')),
  blogAll: lazy(() => import('./BlogAll/BlogAll.tsx')),
  blogSingle: lazy(() => import('./BlogSingle/BlogSingle.tsx')),
  search: lazy(() => import('./Search/Search.tsx')),
  profile: lazy(() => import('./Profile/Profile.tsx')),
  signin: lazy(() => import('./Signin/Signin.tsx')),
  register: lazy(() => import('./Register/Register.tsx')),
  registerSent: lazy(() => import('./RegisterSent/RegisterSent.tsx')),
  registerResend: lazy(() => import('./RegisterResend/RegisterResend.tsx')),
  registerResendSuccess: lazy(() => import('./RegisterResend/RegisterResend.tsx')),
  join: lazy(() => import('./Join/Join.tsx')),
  joinSuccess: lazy(() => import('./Join/Join.tsx')),
  lostPassword: lazy(() => import('./LostPassword/LostPassword.tsx')),
  lostPasswordReset: lazy(() => import('./LostPassword/LostPassword.tsx')),
  lostUsername: lazy(() => import('./LostUsername/LostUsername.tsx')),
  lostUsernameReset: lazy(() => import('./LostUsername/LostUsername.tsx')),
  logout: lazy(() => import('./Logout/Logout.tsx')),
  logoutFail: lazy(() => import('./Logout/Logout.tsx')),
  contact: lazy(() => import('./Contact/Contact.tsx')),
  contactSuccess: lazy(() => import('./Contact/Contact.tsx')),
};

/**
 * Resolves when the registered screen of a content type is loaded and has what its first render of `model`
 * needs: a screen module may export `ready(model)` (content screens: the Markdown and CodeBlock chunks their
 * bodies use, ContentParts/partChunks.ts), so the screen renders once instead of a placeholder and then itself.
 * At most `waitMs`: a slow chunk then arrives while the placeholder shows, as before. Never rejects.
 */
export function screenReady(type: string, model: unknown, waitMs = 500): Promise<void> {
  const screen = (screenRegistry as Record<string, Preloadable | undefined>)[type];
  if (!screen) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    screen
      .load()
      .then((m) => (m as { ready?: (model: unknown) => Promise<void> }).ready?.(model))
      .then(done, done);
  });
}

/** Starts loading the registered screen of a content type (no-op for unregistered types). Never throws. */
export function preloadScreen(type: string): void {
  (screenRegistry as Record<string, Preloadable | undefined>)[type]?.preload();
}
