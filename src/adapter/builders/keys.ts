// Screen builders of the keys content group: accountKeys, keyDelete, keySecret (keyActivity: keyActivity.ts). Shared helpers
// and rules: helpers.ts. The deploy bundle loads this module with the group's extractors (one chunk per
// group: ../lazy.ts, vite.portal.config.ts).
import type { AccountKeysContent, ContentType, Key, KeyDetail, LimitRow, ServerDate } from '../../model/pageData.ts';
import { pathOf, queryParam, withQuery } from '../urls.ts';
import { textTemplate } from '../labels.ts';
import type {
  KeyAgeModel,
  KeyButtonNames,
  KeyDetailModel,
  KeyFieldLabels,
  KeyModel,
  ScreenPropsMap,
} from '../../model/screenModel.ts';
import {
  confirm,
  dateModel,
  deletionNotice,
  form,
  heading,
  link,
  nonEmpty,
  paginationModel,
  expandLabel,
  withoutDefaultQuestion,
  withoutKeyBlock,
  type Builders,
  type LabelGroup,
  type ScreenInput,
} from './helpers.ts';

// Stryker disable next-line ArrayDeclaration: equivalent — a string has no label or value: the filter drops it
const limits = (rows: LimitRow[] | null | undefined) => (rows ?? []).filter((r) => r.label || r.value);

export function keyFieldLabels(input: ScreenInput<ContentType>, g: LabelGroup): KeyFieldLabels {
  const k = input.labels.accountKeys;
  const pick = (name: keyof KeyFieldLabels, fallback: string) => expandLabel(input, g[name] ?? fallback);
  return {
    api: pick('api', input.labels.keyDelete.api),
    application: pick('application', k.application),
    key: pick('key', k.key),
    secret: pick('secret', k.secret),
    status: pick('status', k.status),
    created: pick('created', k.created),
    limits: pick('limits', k.limits),
  };
}

/** 'Copy key for Storm Tracker', 'Show secret for Storm Tracker' …; the plain forms without an application. */
export function keyButtonNames(input: ScreenInput<ContentType>, application: string | null | undefined): KeyButtonNames {
  const k = input.labels.accountKeys;
  const app = nonEmpty(application);
  const name = (named: string, plain: string) =>
    app ? expandLabel(input, named, { application: app }) : expandLabel(input, plain);
  return {
    copyKey: name(k.copyKeyFor, k.copyKey),
    copySecret: name(k.copySecretFor, k.copySecret),
    showSecret: name(k.showSecretFor, k.showSecret),
    hideSecret: name(k.hideSecretFor, k.hideSecret),
  };
}

/** keyDetail with the names of its buttons (the key pages). */
export function namedKeyDetail(input: ScreenInput<ContentType>, d: KeyDetail | null): KeyDetailModel | null {
  const detail = keyDetail(d);
  return detail ? { ...detail, names: keyButtonNames(input, detail.application) } : null;
}

export function keyDetail(d: KeyDetail | null): KeyDetailModel | null {
  if (!d) return null;
  return {
    api: nonEmpty(d.api),
    application: nonEmpty(d.application),
    key: nonEmpty(d.key),
    secret: nonEmpty(d.secret),
    status: nonEmpty(d.status),
    created: dateModel(d.created),
    limits: limits(d.limits),
  };
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Whole days from `created` (its machine value: the server's `title` attribute) to `now`; null without a
 * readable date (a key without one shows no age and is never badged). A date after `now` (clocks apart)
 * counts as day 0.
 */
export function keyAgeDays(created: ServerDate | null | undefined, now: Date): number | null {
  const value = nonEmpty(created?.value);
  const at = value ? Date.parse(value) : NaN;
  if (!Number.isFinite(at) || !Number.isFinite(now.getTime())) return null;
  return Math.max(0, Math.floor((now.getTime() - at) / DAY));
}

/**
 * The key's age as text and, under the rotation policy (settings.keyRotationDays: N), "Rotation due" once the
 * age has reached N days (a key exactly N days old is due; N − 1 days is not). `who` names the key.
 */
export function keyAge(input: ScreenInput<ContentType>, created: ServerDate | null | undefined, who: string): KeyAgeModel | null {
  const days = keyAgeDays(created, input.now);
  if (days === null) return null;
  const k = input.labels.accountKeys;
  const text =
    days === 0
      ? expandLabel(input, k.keyAgeToday)
      : days === 1
        ? expandLabel(input, k.keyAgeOneDay)
        : expandLabel(input, k.keyAge, { days });
  const policy = input.settings.keyRotationDays;
  const due = typeof policy === 'number' && policy > 0 && days >= policy;
  return {
    days,
    text,
    rotationDue: due
      ? {
          label: expandLabel(input, k.rotationDue),
          description: expandLabel(input, k.rotationDueFor, { key: who || expandLabel(input, k.key), days, policy }),
        }
      : null,
  };
}

/**
 * `shared`: the key's application has other keys on the page — its buttons are then named by application
 * and key, as View Report and Delete are ("Copy key for Storm Tracker 4d2f…"), so no two share a name.
 */
// Stryker disable next-line BooleanLiteral: equivalent — every call passes `shared`
function keyModel(input: ScreenInput<ContentType>, key: Key, shared = false): KeyModel {
  const k = input.labels.accountKeys;
  const who = [nonEmpty(key.application), nonEmpty(key.key)].filter(Boolean).join(' ');
  return {
    names: keyButtonNames(input, shared && who ? who : key.application),
    application: nonEmpty(key.application),
    key: nonEmpty(key.key),
    secret: nonEmpty(key.secret),
    status: nonEmpty(key.status),
    created: dateModel(key.created),
    age: keyAge(input, key.created, who),
    limits: limits(key.limits),
    report: link(
      expandLabel(input, k.viewReport),
      key.report,
      who ? { ariaLabel: `${expandLabel(input, k.viewReport)}: ${who}` } : undefined,
    ),
    delete: link(
      expandLabel(input, k.deleteKey),
      key.delete,
      who ? { ariaLabel: `${expandLabel(input, k.deleteKey)}: ${who}` } : undefined,
    ),
  };
}

function accountKeys(input: ScreenInput<'accountKeys'>, c: AccountKeysContent): ScreenPropsMap['accountKeys'] {
  const k = input.labels.accountKeys;
  const apps = c.plans.flatMap((plan) => plan.keys.map((key) => nonEmpty(key.application)));
  const sharedApp = (app: string | null) => !!app && apps.indexOf(app) !== apps.lastIndexOf(app);
  const plans = c.plans.map((plan) => {
    const name = nonEmpty(plan.name);
    const keys = plan.keys.map((key) => keyModel(input, key, sharedApp(nonEmpty(key.application))));
    return {
      name,
      heading: name ?? expandLabel(input, k.otherKeys),
      keys,
      empty: keys.length ? null : (nonEmpty(plan.emptyMessage) ?? expandLabel(input, k.noPlanKeys)),
      getKey: !keys.length && name ? link(expandLabel(input, k.getKeyForPlan, { plan: name }), c.newKey) : null,
    };
  });
  const actions = c.actions.filter((l) => l.label && l.url).map((l) => ({ label: l.label, url: l.url }));
  const anySecret = plans.some((p) => p.keys.some((key) => key.secret));
  const anyKey = plans.some((p) => p.keys.length > 0);
  // the server prints secrets only after the user asked for them by mail (spec: 'Secret visibility'); say
  // so where it offers that request, rather than a 'Hide Keys & Secrets' that hides no secret
  const requestSecrets = actions.some((l) => /request-display-key-info/i.test(pathOf(l.url)));
  return {
    ...heading(input, c.heading),
    notice: deletionNotice(input, 'keyDeleted', { title: k.keyDeleted, named: k.keyDeletedFor, plain: k.keyDeletedPlain }),
    actions,
    secretsNote: anyKey && !anySecret && requestSecrets ? expandLabel(input, k.secretsNotShown) : null,
    plans,
    empty: plans.length ? null : expandLabel(input, k.noKeys),
    getKeys: link(expandLabel(input, k.getKeys), c.newKey),
    showKeys: c.showShowKeys
      ? link(expandLabel(input, k.showKeys), c.showKeysUrl ?? withQuery(pathOf(input.url), { showKeys: 'true' }))
      : null,
    hideKeys: c.showHideKeys ? link(expandLabel(input, k.hideKeys), c.hideKeysUrl ?? pathOf(input.url)) : null,
    requestSecrets: c.requestSecrets
      ? { label: expandLabel(input, k.requestSecrets), url: c.requestSecrets, hint: expandLabel(input, k.requestSecretsHint) }
      : null,
    masked: c.showShowKeys,
    revealSecrets: queryParam(input.url, 'showKeys') === 'true' || (c.showHideKeys && !c.showShowKeys),
    pagination: paginationModel(input, c.pagination, expandLabel(input, k.paginationLabel)),
    fieldLabels: keyFieldLabels(input, {}),
    viewReportLabel: expandLabel(input, k.viewReport),
    deleteKeyLabel: expandLabel(input, k.deleteKey),
    filter: {
      label: expandLabel(input, k.filter),
      hint: expandLabel(input, k.filterHint),
      count: textTemplate(k.filterCount, input.values, ['shown', 'total']),
      none: textTemplate(k.filterNone, input.values, ['query']),
    },
  };
}

export const keysBuilders = {
  accountKeys: (input) => accountKeys(input, input.content),
  keyDelete: (input) => {
    const g = input.labels.keyDelete;
    const detail = namedKeyDetail(input, input.content.detail);
    const local = { key: detail?.key ?? '', application: detail?.application ?? '' };
    return {
      ...withoutDefaultQuestion(input, form(input, input.content, local, withoutKeyBlock)),
      detail,
      // the page's Cancel link and subheading name the key as the dialog's texts do
      subheading: nonEmpty(expandLabel(input, g.subheading, local)),
      cancel: link(expandLabel(input, g.cancel, local), input.paths.keys),
      fieldLabels: keyFieldLabels(input, g),
      confirm: confirm(
        input,
        g,
        { title: 'confirmTitle', message: 'confirm', confirm: 'confirmButton', cancel: 'cancel' },
        local,
      ),
    };
  },
  keySecret: (input) => {
    const g = input.labels.keySecret;
    const detail = namedKeyDetail(input, input.content.detail);
    // the server body repeats the key block the screen renders from `detail`: keep only its message
    return {
      ...form(input, input.content, undefined, withoutKeyBlock),
      detail,
      subheading: detail?.api ?? null,
      fieldLabels: keyFieldLabels(input, g),
      keys: { label: expandLabel(input, g.backToKeys), url: input.paths.keys ?? '/apps/mykeys' },
      revealSecrets: true,
    };
  },
} satisfies Partial<Builders>;
