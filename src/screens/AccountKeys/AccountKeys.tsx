// My keys (spec §2): keys grouped by plan / API, each with key, secret (when the server shows one),
// status, created date, limits, 'View Report' and 'Delete This Key' (only where the server offers
// them); 'Get a Key for {plan}' under a plan without keys; 'Get API Keys'; Show / Hide Keys & Secrets
// (?showKeys=true); the empty state; pagination only when the page enables it.
import { useId } from 'react';
import { Inline, Stack } from '../../components/Box/index.ts';
import { Button } from '../../components/Button/index.ts';
import { ButtonGroup } from '../../components/ButtonGroup/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { Heading } from '../../components/Heading/index.ts';
import { KeyCard } from '../../components/KeyCard/index.ts';
import { Text } from '../../components/Text/index.ts';
import type { AccountKeysScreen, KeyModel, PlanModel } from '../../model/screenModel.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import { ModelPagination, keyDetailsProps, type AccountLabels } from '../AccountParts/index.ts';

function PlanKey({ item, screen, labels }: { item: KeyModel; screen: AccountKeysScreen; labels: AccountLabels }) {
  const title = item.application ?? item.key ?? screen.fieldLabels.key;
  const actions =
    item.report || item.delete ? (
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
    ) : undefined;
  // the application is the card's title, so it gets no row of its own
  return (
    <KeyCard
      {...keyDetailsProps(item, screen.fieldLabels, labels, `${screen.fieldLabels.limits}: ${title}`)}
      application={null}
      title={title}
      maskSecret={!screen.masked}
      revealSecret={screen.revealSecrets}
      actions={actions}
    />
  );
}

function PlanSection({ plan, screen, labels }: { plan: PlanModel; screen: AccountKeysScreen; labels: AccountLabels }) {
  const headingId = useId();
  return (
    <Stack as="section" space="md" aria-labelledby={headingId}>
      <Heading level={2} size="xl" id={headingId}>
        {plan.heading}
      </Heading>
      {plan.keys.length ? (
        <Stack as="ul" space="md">
          {plan.keys.map((item, i) => (
            <li key={`${item.key ?? ''}-${i}`}>
              <PlanKey item={item} screen={screen} labels={labels} />
            </li>
          ))}
        </Stack>
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
  const { screen, labels, layout } = model;
  const toggle = screen.showKeys ?? screen.hideKeys;
  const getKeys = screen.getKeys ? (
    <Button href={screen.getKeys.url} tone="brand">
      {screen.getKeys.label}
    </Button>
  ) : null;
  return (
    <Stack space="xl" data-screen="accountKeys">
      <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} subtitle={screen.subtitle} />
      {screen.empty ? (
        <EmptyState title={screen.empty} action={getKeys ?? undefined} />
      ) : (
        <>
          {toggle || getKeys ? (
            <Inline space="sm" align="between">
              {toggle ? (
                <Button href={toggle.url} variant="soft" tone="neutral">
                  {toggle.label}
                </Button>
              ) : (
                <span />
              )}
              {getKeys}
            </Inline>
          ) : null}
          {screen.plans.map((plan, i) => (
            <PlanSection key={`${plan.heading}-${i}`} plan={plan} screen={screen} labels={labels} />
          ))}
        </>
      )}
      <ModelPagination pagination={screen.pagination} labels={labels} />
    </Stack>
  );
}

export default AccountKeys;
