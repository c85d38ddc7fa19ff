// The account screens' props: my keys and apps, the key and app pages (details, delete, secret, key
// activity report), the one-shot notices, sign-in, registration, membership removal and logout — the
// screens of the deploy build's `account` file. The account pages that are plain message or form pages use
// the shared shapes (MessageScreen, FormScreen in shared.ts). Part of the ScreenModel:
// src/model/screenModel.ts puts the parts together (ScreenPropsMap names each content type's props).
import type { FormModel, LimitRow, ReportInit, ReportTab, SigninState } from '../pageData.ts';
import type { ReportConfig } from '../report.ts';
import type {
  ConfirmModel,
  DateModel,
  FormScreen,
  LinkModel,
  MessageScreen,
  PaginationModel,
  RichText,
  ScreenHeading,
  TextTemplate,
} from './shared.ts';

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
