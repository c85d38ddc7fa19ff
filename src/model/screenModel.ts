// ScreenModel: what the adapter hands to the screens. Everything here is ready to render:
// labels expanded (per item where needed), URLs checked (they come from extraction, which drops unsafe
// ones, or from named paths), optional data explicit (null / empty list, never undefined).
// Screens import these types (architecture rule 2) and the pure helpers in src/lib/password.ts.
//
// The model is kept in parts (src/model/screenModel/): shared.ts (shared pieces and the screen shapes the
// others build on), layout.ts (the page frame), contentScreens.ts and accountScreens.ts (each screen's
// props). This module puts them together — ScreenPropsMap, ScreenModel — and re-exports every part, so the
// rest of the code imports every screen model type from here.
import type { ContentType, ContentState, Problem } from './pageData.ts';
import type {
  AccountAppsScreen,
  AccountKeysScreen,
  AppDeleteScreen,
  AppRegisterSuccessScreen,
  AppSummaryScreen,
  KeyActivityScreen,
  KeyDeleteScreen,
  KeySecretScreen,
  LogoutFailScreen,
  MemberRemoveScreen,
  RegisterScreen,
  RegisterSentScreen,
  SigninScreen,
  ViewKeysScreen,
} from './screenModel/accountScreens.ts';
import type {
  BlogAllScreen,
  BlogSingleScreen,
  ContentPageScreen,
  DocsScreen,
  ForumAddTopicScreen,
  ForumAllScreen,
  ForumSingleScreen,
  ForumTopicsScreen,
  IoDocsScreen,
  NoAccessScreen,
  ProfileScreen,
  ProseScreen,
  SearchScreen,
} from './screenModel/contentScreens.ts';
import type { LayoutModel } from './screenModel/layout.ts';
import type { ExpandedLabels, FormScreen, MessageScreen, NamedPaths, RichText } from './screenModel/shared.ts';

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
export type * from './screenModel/shared.ts';
export type * from './screenModel/layout.ts';
export type * from './screenModel/contentScreens.ts';
export type * from './screenModel/accountScreens.ts';

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
