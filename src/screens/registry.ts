// Which screen renders which content type. Each entry is a lazily loaded chunk, so a page downloads only
// its own screen. A content type without an entry (or whose screen fails) renders the Generic screen.
//
// To register a screen: default-export a component taking `ScreenComponentProps<'<type>'>` from
// `src/screens/<Name>/<Name>.tsx`, and add `<type>: lazy(() => import('./<Name>/<Name>.tsx'))` below.
import { lazy, type LazyExoticComponent } from 'react';
import type { ContentType } from '../adapter/types.ts';
import type { ScreenComponent } from '../adapter/templates.ts';

export type ScreenRegistry = { [K in ContentType]?: LazyExoticComponent<ScreenComponent<K>> };

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
};
