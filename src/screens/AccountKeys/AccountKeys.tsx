// My keys (spec §2): keys grouped by plan / API, each with key, secret (when the server shows one),
// status, created date, limits, 'View Report' and 'Delete This Key' (only where the server offers
// them); 'Get a Key for {plan}' under a plan without keys; 'Get API Keys'; Show / Hide Keys & Secrets
// (?showKeys=true); the empty state; pagination only when the page enables it.
import { useId } from 'react';
import { Stack } from '../../components/Box/index.ts';
import { Button } from '../../components/Button/index.ts';
import { ButtonGroup } from '../../components/ButtonGroup/index.ts';
import { Card } from '../../components/Card/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { Heading } from '../../components/Heading/index.ts';
import { StatusBadge } from '../../components/StatusBadge/index.ts';
import { Text } from '../../components/Text/index.ts';
import type { AccountKeysScreen, KeyModel, PlanModel } from '../../adapter/types.ts';
import type { ScreenComponentProps } from '../../adapter/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import { KeyDetails, ModelPagination, accountStyles, type AccountLabels } from '../AccountParts/index.ts';

function KeyCard({ item, screen, labels }: { item: KeyModel; screen: AccountKeysScreen; labels: AccountLabels }) {
  const title = item.application ?? item.key ?? screen.fieldLabels.key;
  const actions = item.report || item.delete ? (
    <ButtonGroup>
      {item.report ? <Button href={item.report.url} size="sm" variant="soft" tone="neutral" aria-label={item.report.ariaLabel}>{item.report.label}</Button> : null}
      {item.delete ? <Button href={item.delete.url} size="sm" variant="ghost" tone="critical" aria-label={item.delete.ariaLabel}>{item.delete.label}</Button> : null}
    </ButtonGroup>
  ) : undefined;
  return (
    <Card
      as="article"
      title={title}
      headingLevel={3}
      headingSize="md"
      meta={item.status ? <StatusBadge>{item.status}</StatusBadge> : undefined}
      actions={actions}
    >
      <KeyDetails
        detail={{ ...item, status: null }}
        fieldLabels={screen.fieldLabels}
        labels={labels}
        masked={screen.masked}
        revealSecret={screen.revealSecrets}
        hideApplication={Boolean(item.application)}
        limitsCaption={`${screen.fieldLabels.limits}: ${title}`}
      />
    </Card>
  );
}

function PlanSection({ plan, screen, labels }: { plan: PlanModel; screen: AccountKeysScreen; labels: AccountLabels }) {
  const headingId = useId();
  return (
    <section className={accountStyles.plan} aria-labelledby={headingId}>
      <Heading level={2} size="xl" id={headingId}>{plan.heading}</Heading>
      {plan.keys.length ? (
        <ul className={accountStyles.cardList}>
          {plan.keys.map((item, i) => <li key={`${item.key ?? ''}-${i}`}><KeyCard item={item} screen={screen} labels={labels} /></li>)}
        </ul>
      ) : (
        <Stack space="sm" align="start">
          {plan.empty ? <Text as="p" tone="muted">{plan.empty}</Text> : null}
          {plan.getKey ? <Button href={plan.getKey.url} variant="soft">{plan.getKey.label}</Button> : null}
        </Stack>
      )}
    </section>
  );
}

export function AccountKeys({ model }: ScreenComponentProps<'accountKeys'>) {
  const { screen, labels, layout } = model;
  const toggle = screen.showKeys ?? screen.hideKeys;
  const getKeys = screen.getKeys ? <Button href={screen.getKeys.url} tone="brand">{screen.getKeys.label}</Button> : null;
  return (
    <Stack space="xl" data-screen="accountKeys">
      <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} />
      {screen.empty ? (
        <EmptyState title={screen.empty} action={getKeys ?? undefined} />
      ) : (
        <>
          {toggle || getKeys ? (
            <div className={accountStyles.toolbar}>
              {toggle ? <Button href={toggle.url} variant="soft" tone="neutral">{toggle.label}</Button> : <span />}
              {getKeys}
            </div>
          ) : null}
          {screen.plans.map((plan, i) => <PlanSection key={`${plan.heading}-${i}`} plan={plan} screen={screen} labels={labels} />)}
        </>
      )}
      <ModelPagination pagination={screen.pagination} labels={labels} />
    </Stack>
  );
}

export default AccountKeys;
