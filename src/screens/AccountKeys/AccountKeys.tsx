// My keys: keys grouped by plan / API — on wide screens one dense table per plan (application,
// key + Copy, secret masked + Show / Copy, status, created, limits, actions), on narrow screens each key a
// stacked card; 'View Report' and 'Delete This Key' only where the server offers them; 'Get a Key for {plan}'
// under a plan without keys; 'Get API Keys'; Show / Hide Keys & Secrets (?showKeys=true) and the server's
// other page actions ('Display shared secrets'); the success notice after a deletion; the empty state;
// pagination only when the page enables it.

import { Inline, Stack } from '../../components/Box/index.ts';
import { Button } from '../../components/Button/index.ts';
import { ButtonGroup } from '../../components/ButtonGroup/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { Heading } from '../../components/Heading/index.ts';
import { KeyTable, limitCharsOf, type KeyTableRow } from '../../components/KeyTable/index.ts';
import { Notice } from '../../components/Notice/index.ts';
import { Text } from '../../components/Text/index.ts';
import type { AccountKeysScreen, KeyModel, PlanModel } from '../../model/screenModel.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import { JourneyChecklist } from '../AccountParts/JourneyChecklist.tsx';
import { ModelPagination } from '../AccountParts/ModelPagination.tsx';
import { ScreenShareSwitch, useScreenShareMode } from '../AccountParts/ScreenShareArea.tsx';
import { SuccessNotice } from '../AccountParts/SuccessNotice.tsx';
import { secretLabels, type AccountLabels } from '../AccountParts/labels.ts';
import { ScreenShareProvider } from '../../components/ScreenShare/index.ts';
import { useUniqueId } from '../../components/UniqueId/index.ts';
import { useState } from 'react';
import { KEY_FILTER_FROM, KeyFilter, keyMatches } from './KeyFilter.tsx';

function keyActions(item: KeyModel) {
  if (!item.report && !item.delete) return undefined;
  return (
    <ButtonGroup>
      {item.report ? (
        <Button href={item.report.url} size="sm" variant="soft" tone="neutral" aria-label={item.report.ariaLabel}>
          {item.report.label}
        </Button>
      ) : null}
      {item.delete ? (
        <Button href={item.delete.url} size="sm" variant="ghost" tone="critical" aria-label={item.delete.ariaLabel}>
          {item.delete.label}
        </Button>
      ) : null}
    </ButtonGroup>
  );
}

function rows(plan: PlanModel): KeyTableRow[] {
  return plan.keys.map((item, i) => ({
    id: `${item.delete?.url ?? item.key ?? ''}-${i}`,
    application: item.application,
    keyValue: item.key,
    secret: item.secret,
    status: item.status,
    created: item.created,
    age: item.age?.text ?? null,
    rotationDue: item.age?.rotationDue ?? null,
    limits: item.limits,
    actions: keyActions(item),
    names: item.names,
  }));
}

/** The columns any key of the page uses: every plan's table shows the same ones, so they line up. */
function columnsOf(screen: AccountKeysScreen) {
  const all = screen.plans.flatMap((p) => p.keys);
  return {
    application: all.some((k) => k.application),
    secret: all.some((k) => k.secret),
    status: all.some((k) => k.status),
    created: all.some((k) => k.created),
    limits: all.some((k) => k.limits.length > 0),
    actions: all.some((k) => k.report || k.delete),
  };
}

/** From this many keys on the page, the tables' rows are compact (issue 35; the demo user `bulk` has 30). */
export const KEY_COMPACT_FROM = 10;

/**
 * What the page's tables share so that their columns line up: the longest key, secret and status of the
 * page and the width its limits need (in characters; a masked secret is 12 mask characters wide).
 */
function alignmentOf(screen: AccountKeysScreen) {
  const all = screen.plans.flatMap((p) => p.keys);
  const longest = (values: Array<string | null>, min: number) => Math.max(min, ...values.map((v) => v?.length ?? 0));
  return {
    keyChars: longest(
      all.map((k) => k.key),
      12,
    ),
    secretChars: longest(
      all.map((k) => k.secret),
      12,
    ),
    limitChars: limitCharsOf(all.flatMap((k) => k.limits)),
    statusChars: longest(
      all.map((k) => k.status),
      0,
    ),
  };
}

function PlanSection({
  plan,
  screen,
  labels,
  query,
  compact,
}: {
  plan: PlanModel;
  screen: AccountKeysScreen;
  labels: AccountLabels;
  query: string;
  compact: boolean;
}) {
  const headingId = useUniqueId();
  const fields = secretLabels(labels);
  return (
    <Stack as="section" space="sm" aria-labelledby={headingId}>
      <Heading level={2} size="lg" id={headingId}>
        {plan.heading}
      </Heading>
      {plan.keys.length ? (
        <KeyTable
          caption={plan.heading}
          hideCaption
          keys={rows(plan).filter((_, i) => keyMatches(plan, plan.keys[i]!, query))}
          labels={{
            ...screen.fieldLabels,
            actions: labels.accountKeys.actions,
            keyField: fields,
            secretField: fields,
          }}
          // the key as the server prints it: plain (copyable) when shown, as text when it masked it
          maskKeys={false}
          copyKeys={!screen.masked}
          maskSecrets={!screen.masked}
          revealSecrets={screen.revealSecrets}
          columns={columnsOf(screen)}
          aligned={alignmentOf(screen)}
          compact={compact}
        />
      ) : (
        <Stack space="sm" align="start">
          {plan.empty ? (
            <Text as="p" tone="muted">
              {plan.empty}
            </Text>
          ) : null}
          {plan.getKey ? (
            <Button href={plan.getKey.url} variant="soft">
              {plan.getKey.label}
            </Button>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}

export function AccountKeys({ model }: ScreenComponentProps<'accountKeys'>) {
  const { screen, labels, layout, paths } = model;
  const keys = screen.plans.flatMap((p) => p.keys);
  const report = keys.find((k) => k.report)?.report?.url;
  const toggle = screen.showKeys ?? screen.hideKeys;
  const getKeys = screen.getKeys ? (
    <Button href={screen.getKeys.url} tone="brand">
      {screen.getKeys.label}
    </Button>
  ) : null;
  const actions = screen.actions ?? [];
  const [query, setQuery] = useState('');
  const filtering = Boolean(screen.filter) && keys.length >= KEY_FILTER_FROM;
  const q = filtering ? query : '';
  // a plan with keys stays while one of them matches; one without keys only while nothing is typed
  const shownPlans = screen.plans.filter((p) => (p.keys.length ? p.keys.some((k) => keyMatches(p, k, q)) : !q.trim()));
  const shown = screen.plans.reduce((n, p) => n + p.keys.filter((k) => keyMatches(p, k, q)).length, 0);
  const [screenShare, setScreenShare] = useScreenShareMode();
  return (
    <Stack space="xl" data-screen="accountKeys">
      <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} subtitle={screen.subtitle} />
      <SuccessNotice notice={screen.notice ?? null} />
      <JourneyChecklist
        layout={layout}
        labels={labels}
        paths={paths}
        apps={keys.length ? new Set(keys.map((k) => k.application ?? '')).size : null}
        keys={keys.length}
        links={{ ...(screen.getKeys ? { createApp: screen.getKeys.url } : {}), ...(report ? { report } : {}) }}
      />
      {screen.empty ? (
        <EmptyState title={screen.empty} action={getKeys ?? undefined} />
      ) : (
        <>
          {toggle || getKeys || actions.length || keys.length ? (
            <Inline space="sm" align="between" data-page-actions="">
              <Inline space="sm">
                {keys.length ? <ScreenShareSwitch on={screenShare} onChange={setScreenShare} labels={labels} /> : null}
                {toggle ? (
                  <Button href={toggle.url} variant="soft" tone="neutral">
                    {toggle.label}
                  </Button>
                ) : null}
                {actions.map((a) => (
                  <Button key={a.url} href={a.url} variant="ghost" tone="neutral">
                    {a.label}
                  </Button>
                ))}
              </Inline>
              {getKeys}
            </Inline>
          ) : null}
          {screen.requestSecrets ? (
            <Notice tone="info" role="none" data-request-secrets="">
              <Inline space="sm" align="between">
                <Text>{screen.requestSecrets.hint}</Text>
                <Button href={screen.requestSecrets.url} variant="soft" tone="brand">
                  {screen.requestSecrets.label}
                </Button>
              </Inline>
            </Notice>
          ) : screen.secretsNote ? (
            <Text as="p" tone="muted" data-secrets-note="">
              {screen.secretsNote}
            </Text>
          ) : null}
          {filtering && screen.filter ? (
            <KeyFilter value={query} onChange={setQuery} shown={shown} total={keys.length} labels={screen.filter} />
          ) : null}
          <ScreenShareProvider on={screenShare} reason={labels.accountKeys.screenShareShowBlocked}>
            {shownPlans.map((plan) => (
              <PlanSection
                key={`${plan.heading}-${screen.plans.indexOf(plan)}`}
                plan={plan}
                screen={screen}
                labels={labels}
                query={q}
                compact={keys.length >= KEY_COMPACT_FROM}
              />
            ))}
          </ScreenShareProvider>
        </>
      )}
      <ModelPagination pagination={screen.pagination} labels={labels} />
    </Stack>
  );
}

export default AccountKeys;
