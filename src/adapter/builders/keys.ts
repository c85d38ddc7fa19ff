// Screen builders of the keys content group: accountKeys, keyDelete, keySecret (keyActivity: keyActivity.ts). Shared helpers
// and rules: helpers.ts. The deploy bundle loads this module with the group's extractors (one chunk per
// group: ../lazy.ts, vite.portal.config.ts).
import type { AccountKeysContent, ContentType, Key, KeyDetail, LimitRow } from '../../model/pageData.ts';
import { pathOf, queryParam, withQuery } from '../urls.ts';
import type { KeyDetailModel, KeyFieldLabels, KeyModel, ScreenPropsMap } from '../../model/screenModel.ts';
import {
  confirm,
  dateModel,
  form,
  heading,
  link,
  nonEmpty,
  paginationModel,
  expandLabel,
  withoutKeyBlock,
  type Builders,
  type LabelGroup,
  type ScreenInput,
} from './helpers.ts';

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

function keyModel(input: ScreenInput<ContentType>, key: Key): KeyModel {
  const k = input.labels.accountKeys;
  const who = [nonEmpty(key.application), nonEmpty(key.key)].filter(Boolean).join(' ');
  return {
    application: nonEmpty(key.application),
    key: nonEmpty(key.key),
    secret: nonEmpty(key.secret),
    status: nonEmpty(key.status),
    created: dateModel(key.created),
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
  const plans = c.plans.map((plan) => {
    const name = nonEmpty(plan.name);
    const keys = plan.keys.map((key) => keyModel(input, key));
    return {
      name,
      heading: name ?? expandLabel(input, k.otherKeys),
      keys,
      empty: keys.length ? null : (nonEmpty(plan.emptyMessage) ?? expandLabel(input, k.noPlanKeys)),
      getKey: !keys.length && name ? link(expandLabel(input, k.getKeyForPlan, { plan: name }), c.newKey) : null,
    };
  });
  return {
    ...heading(input, c.heading),
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
  };
}

export const keysBuilders = {
  accountKeys: (input) => accountKeys(input, input.content),
  keyDelete: (input) => {
    const g = input.labels.keyDelete;
    const detail = keyDetail(input.content.detail);
    const local = { key: detail?.key ?? '', application: detail?.application ?? '' };
    return {
      ...form(input, input.content, local, withoutKeyBlock),
      detail,
      subheading: nonEmpty(expandLabel(input, g.subheading)),
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
    const detail = keyDetail(input.content.detail);
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
