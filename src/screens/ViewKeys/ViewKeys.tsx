// Application keys (view keys): the keys of one application or of all of them — each application with
// its created date and its API / key pairs; the empty state when none has keys; pagination when enabled.
import { Stack } from '../../components/Box/index.ts';
import { AppCard } from '../../components/AppCard/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import { ModelPagination } from '../AccountParts/ModelPagination.tsx';
import { ScreenShareArea } from '../AccountParts/ScreenShareArea.tsx';
import { appCardLabels } from '../AccountParts/appCardLabels.ts';

export function ViewKeys({ model }: ScreenComponentProps<'viewKeys'>) {
  const { screen, labels, layout } = model;
  const entries = screen.entries;
  const cardLabels = appCardLabels(screen.fieldLabels, labels, labels.viewKeys.noKeys);
  return (
    <Stack space="xl" data-screen="viewKeys">
      <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} subtitle={screen.subtitle} />
      {screen.empty && !entries.length ? <EmptyState title={screen.empty} /> : null}
      {entries.length ? (
        <ScreenShareArea labels={labels}>
          <Stack as="ul" space="md">
            {entries.map((entry, i) => (
              <li key={`${entry.name}-${i}`}>
                <AppCard
                  name={entry.name}
                  headingLevel={2}
                  created={entry.created}
                  apis={entry.apis.map((a) => ({ api: a.api, keyValue: a.key }))}
                  keyDisplay="plain"
                  labels={cardLabels}
                />
              </li>
            ))}
          </Stack>
        </ScreenShareArea>
      ) : null}
      <ModelPagination pagination={screen.pagination} labels={labels} />
    </Stack>
  );
}

export default ViewKeys;
