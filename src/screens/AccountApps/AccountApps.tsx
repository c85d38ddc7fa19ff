// My apps: each application with its APIs and keys, created date, and the actions the server
// offers (Edit, Add APIs, View Keys, Delete); 'Create a New App'; the empty state; pagination only when
// the page enables it. App names are user input: rendered as text.
import { Inline, Stack } from '../../components/Box/index.ts';
import { AppCard } from '../../components/AppCard/index.ts';
import { Button } from '../../components/Button/index.ts';
import { ButtonGroup } from '../../components/ButtonGroup/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import type { AccountAppsScreen, AppModel } from '../../model/screenModel.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import { JourneyChecklist } from '../AccountParts/JourneyChecklist.tsx';
import { ModelPagination } from '../AccountParts/ModelPagination.tsx';
import { ScreenShareArea } from '../AccountParts/ScreenShareArea.tsx';
import { SuccessNotice } from '../AccountParts/SuccessNotice.tsx';
import { appCardLabels } from '../AccountParts/appCardLabels.ts';
import { type AccountLabels } from '../AccountParts/labels.ts';

function App({ app, screen, labels }: { app: AppModel; screen: AccountAppsScreen; labels: AccountLabels }) {
  const hasActions = app.edit || app.addApis || app.viewKeys || app.delete;
  return (
    <AppCard
      name={app.name}
      headingLevel={2}
      created={app.created}
      apis={app.apis.map((a) => ({ api: a.api, keyValue: a.key }))}
      keyDisplay="plain"
      labels={appCardLabels(screen.fieldLabels, labels, screen.fieldLabels.noApis)}
      actions={
        hasActions ? (
          <ButtonGroup>
            {app.edit ? (
              <Button href={app.edit.url} size="sm" variant="soft" tone="neutral" aria-label={app.edit.ariaLabel}>
                {app.edit.label}
              </Button>
            ) : null}
            {app.addApis ? (
              <Button href={app.addApis.url} size="sm" variant="soft" tone="neutral" aria-label={app.addApis.ariaLabel}>
                {app.addApis.label}
              </Button>
            ) : null}
            {app.viewKeys ? (
              <Button href={app.viewKeys.url} size="sm" variant="soft" tone="neutral" aria-label={app.viewKeys.ariaLabel}>
                {app.viewKeys.label}
              </Button>
            ) : null}
            {app.delete ? (
              <Button href={app.delete.url} size="sm" variant="ghost" tone="critical" aria-label={app.delete.ariaLabel}>
                {app.delete.label}
              </Button>
            ) : null}
          </ButtonGroup>
        ) : undefined
      }
    />
  );
}

export function AccountApps({ model }: ScreenComponentProps<'accountApps'>) {
  const { screen, labels, layout, paths } = model;
  const keyCount = screen.apps.reduce((n, app) => n + app.apis.filter((a) => a.key).length, 0);
  const create = screen.createApp ? (
    <Button href={screen.createApp.url} tone="brand">
      {screen.createApp.label}
    </Button>
  ) : null;
  const list = (
    <Stack as="ul" space="md">
      {screen.apps.map((app, i) => (
        <li key={`${app.name}-${i}`}>
          <App app={app} screen={screen} labels={labels} />
        </li>
      ))}
    </Stack>
  );
  return (
    <Stack space="xl" data-screen="accountApps">
      <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} subtitle={screen.subtitle} />
      <SuccessNotice notice={screen.notice ?? null} />
      <JourneyChecklist
        layout={layout}
        labels={labels}
        paths={paths}
        apps={screen.apps.length}
        keys={keyCount}
        links={screen.createApp ? { createApp: screen.createApp.url } : {}}
      />
      {screen.empty ? (
        <EmptyState title={screen.empty} action={create ?? undefined} />
      ) : (
        <>
          {create ? (
            <Inline space="sm" align="between">
              <span />
              {create}
            </Inline>
          ) : null}
          {keyCount ? <ScreenShareArea labels={labels}>{list}</ScreenShareArea> : list}
        </>
      )}
      <ModelPagination pagination={screen.pagination} labels={labels} />
    </Stack>
  );
}

export default AccountApps;
