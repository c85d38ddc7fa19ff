// My apps (spec §2): each application with its APIs and keys, created date, and the actions the server
// offers (Edit, Add APIs, View Keys, Delete); 'Create a New App'; the empty state; pagination only when
// the page enables it. App names are user input: rendered as text.
import { Stack } from '../../components/Box/index.ts';
import { Button } from '../../components/Button/index.ts';
import { ButtonGroup } from '../../components/ButtonGroup/index.ts';
import { Card } from '../../components/Card/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { Text } from '../../components/Text/index.ts';
import type { AccountAppsScreen, AppModel } from '../../adapter/types.ts';
import type { ScreenComponentProps } from '../../adapter/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import { ApiKeyTable, DateText, ModelPagination, accountStyles } from '../AccountParts/index.ts';

function AppCard({ app, screen }: { app: AppModel; screen: AccountAppsScreen }) {
  const f = screen.fieldLabels;
  const hasActions = app.edit || app.addApis || app.viewKeys || app.delete;
  return (
    <Card
      as="article"
      title={app.name}
      headingLevel={2}
      headingSize="lg"
      meta={app.created ? <Text tone="muted" size="sm">{f.created} <DateText date={app.created} /></Text> : undefined}
      actions={hasActions ? (
        <ButtonGroup>
          {app.edit ? <Button href={app.edit.url} size="sm" variant="soft" tone="neutral" aria-label={app.edit.ariaLabel}>{app.edit.label}</Button> : null}
          {app.addApis ? <Button href={app.addApis.url} size="sm" variant="soft" tone="neutral" aria-label={app.addApis.ariaLabel}>{app.addApis.label}</Button> : null}
          {app.viewKeys ? <Button href={app.viewKeys.url} size="sm" variant="soft" tone="neutral" aria-label={app.viewKeys.ariaLabel}>{app.viewKeys.label}</Button> : null}
          {app.delete ? <Button href={app.delete.url} size="sm" variant="ghost" tone="critical" aria-label={app.delete.ariaLabel}>{app.delete.label}</Button> : null}
        </ButtonGroup>
      ) : undefined}
    >
      {app.apis.length
        ? <ApiKeyTable apis={app.apis} caption={app.name} labels={f} />
        : <Text as="p" tone="muted">{f.noApis}</Text>}
    </Card>
  );
}

export function AccountApps({ model }: ScreenComponentProps<'accountApps'>) {
  const { screen, labels, layout } = model;
  const create = screen.createApp ? <Button href={screen.createApp.url} tone="brand">{screen.createApp.label}</Button> : null;
  return (
    <Stack space="xl" data-screen="accountApps">
      <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} />
      {screen.empty ? (
        <EmptyState title={screen.empty} action={create ?? undefined} />
      ) : (
        <>
          {create ? <div className={accountStyles.toolbar}><span />{create}</div> : null}
          <ul className={accountStyles.cardList}>
            {screen.apps.map((app, i) => <li key={`${app.name}-${i}`}><AppCard app={app} screen={screen} /></li>)}
          </ul>
        </>
      )}
      <ModelPagination pagination={screen.pagination} labels={labels} />
    </Stack>
  );
}

export default AccountApps;
