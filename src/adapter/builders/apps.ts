// Screen builders of the apps content group: accountApps, viewKeys, appAddAPIs, appDelete. Shared helpers and
// rules: helpers.ts. The deploy bundle loads this module with the group's extractors (one chunk per group:
// ../lazy.ts, vite.portal.config.ts).
import type { AccountAppsContent, ApiKeyPair, AppRegisterSuccessContent, AppSummary } from '../../model/pageData.ts';
import { keyButtonNames } from './keys.ts';
import type { AppSummaryModel, ScreenPropsMap } from '../../model/screenModel.ts';
import { removeElements, hasContent } from '../htmlParts.ts';
import {
  confirm,
  dateModel,
  deletionNotice,
  form,
  heading,
  link,
  message,
  nonEmpty,
  paginationModel,
  expandLabel,
  withoutDefaultQuestion,
  type Builders,
  type Refine,
  type ScreenInput,
} from './helpers.ts';

/** The application block (`div.application`) is the summary the screen renders from its model. */
const withoutSummary: Refine = (body) => {
  if (!body) return null;
  const html = removeElements(body.html, (tag) => tag.classes.includes('application')).trim();
  return hasContent(html) ? { html } : null;
};

const apiPairs = (apis: ApiKeyPair[] | null | undefined) =>
  // Stryker disable next-line ArrayDeclaration: equivalent — a string has no api: the filter drops it
  (apis ?? []).filter((a) => a.api).map((a) => ({ api: a.api, key: nonEmpty(a.key) }));

function appSummary(s: AppSummary | null): AppSummaryModel | null {
  if (!s) return null;
  return {
    application: nonEmpty(s.application),
    created: dateModel(s.created),
    api: nonEmpty(s.api),
    key: nonEmpty(s.key),
    apis: apiPairs(s.apis),
  };
}

function accountApps(input: ScreenInput<'accountApps'>, c: AccountAppsContent): ScreenPropsMap['accountApps'] {
  const a = input.labels.accountApps;
  const action = (label: string, url: string | null, name: string) =>
    link(expandLabel(input, label), url, { ariaLabel: `${expandLabel(input, label)}: ${name}` });
  const apps = c.applications
    .filter((app) => app.application)
    .map((app) => ({
      name: app.application,
      created: dateModel(app.created),
      apis: apiPairs(app.apis),
      edit: action(a.edit, app.edit, app.application),
      delete: action(a.delete, app.delete, app.application),
      addApis: action(a.addApis, app.add, app.application),
      viewKeys: action(a.viewKeys, app.viewKeys, app.application),
    }));
  return {
    ...heading(input, c.heading),
    notice: deletionNotice(input, 'appDeleted', { title: a.appDeleted, named: a.appDeletedFor, plain: a.appDeletedPlain }),
    apps,
    empty: apps.length ? null : expandLabel(input, a.noApps),
    createApp: link(expandLabel(input, a.createApp), c.createApp),
    pagination: paginationModel(input, c.pagination, expandLabel(input, a.paginationLabel)),
    fieldLabels: {
      created: expandLabel(input, a.created),
      api: expandLabel(input, a.api),
      key: expandLabel(input, a.key),
      noApis: expandLabel(input, a.noApis),
    },
  };
}

/** 'Application registered': the message, plus its keys with Copy buttons named after the application. */
function appRegisterSuccess(
  input: ScreenInput<'appRegisterSuccess'>,
  c: AppRegisterSuccessContent,
): ScreenPropsMap['appRegisterSuccess'] {
  const app = nonEmpty(c.application);
  const several = c.keys.length > 1;
  return {
    ...message(input, c),
    keysHeading: expandLabel(input, input.labels.appRegisterSuccess.keysHeading),
    keys: c.keys.map((k) => {
      // several keys: the plan tells them apart ('Copy key for Rain Radar (Maps API — Basic)')
      const named = app && several && k.label ? `${app} (${k.label})` : (app ?? (several ? k.label : null));
      return { label: k.label, key: k.key, copyName: keyButtonNames(input, named).copyKey };
    }),
  };
}

export const appsBuilders = {
  appRegisterSuccess: (input) => appRegisterSuccess(input, input.content),
  accountApps: (input) => accountApps(input, input.content),
  viewKeys: (input) => {
    const c = input.content;
    const v = input.labels.viewKeys;
    const entries = c.entries
      .filter((e) => e.application)
      .map((e) => ({ name: e.application, created: dateModel(e.created), apis: apiPairs(e.apis) }));
    return {
      ...heading(input, c.heading),
      entries,
      empty: entries.some((e) => e.apis.length) ? null : expandLabel(input, v.noKeys),
      pagination: paginationModel(input, c.pagination, expandLabel(input, v.paginationLabel)),
      fieldLabels: { created: expandLabel(input, v.created), api: expandLabel(input, v.api), key: expandLabel(input, v.key) },
    };
  },
  appAddAPIs: (input) => {
    const a = input.labels.appAddAPIs;
    return {
      ...form(input, input.content, undefined, withoutSummary),
      summary: appSummary(input.content.summary),
      subheading: nonEmpty(expandLabel(input, a.subheading)),
      fieldLabels: {
        application: expandLabel(input, a.application),
        created: expandLabel(input, a.created),
        api: expandLabel(input, a.api),
        key: expandLabel(input, a.key),
      },
    };
  },
  appDelete: (input) => {
    const a = input.labels.appDelete;
    const summary = appSummary(input.content.summary);
    const local = { application: summary?.application ?? '' };
    return {
      ...withoutDefaultQuestion(input, form(input, input.content, local, withoutSummary)),
      summary,
      // the page's Cancel link and subheading name the application as the dialog's texts do
      subheading: nonEmpty(expandLabel(input, a.subheading, local)),
      cancel: link(expandLabel(input, a.cancel, local), input.paths.apps),
      fieldLabels: {
        application: expandLabel(input, a.application),
        created: expandLabel(input, a.created),
        api: expandLabel(input, a.api),
        key: expandLabel(input, a.key),
      },
      confirm: confirm(
        input,
        a,
        { title: 'confirmTitle', message: 'confirm', confirm: 'confirmButton', cancel: 'cancel' },
        local,
      ),
    };
  },
} satisfies Partial<Builders>;
