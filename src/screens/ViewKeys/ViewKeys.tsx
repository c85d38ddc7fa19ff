// Application keys (view keys): the keys of one application or of all of them — each application with
// its created date and its API / key pairs; the empty state when none has keys; pagination when enabled.
import { Stack } from '../../components/Box/index.ts';
import { Card } from '../../components/Card/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { Text } from '../../components/Text/index.ts';
import type { ScreenComponentProps } from '../../adapter/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import { ApiKeyTable, DateText, ModelPagination, accountStyles } from '../AccountParts/index.ts';

export function ViewKeys({ model }: ScreenComponentProps<'viewKeys'>) {
  const { screen, labels, layout } = model;
  const f = screen.fieldLabels;
  const entries = screen.entries;
  return (
    <Stack space="xl" data-screen="viewKeys">
      <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} />
      {screen.empty && !entries.length ? <EmptyState title={screen.empty} /> : null}
      {entries.length ? (
        <ul className={accountStyles.cardList}>
          {entries.map((entry, i) => (
            <li key={`${entry.name}-${i}`}>
              <Card
                as="article"
                title={entry.name}
                headingLevel={2}
                headingSize="lg"
                meta={entry.created ? <Text tone="muted" size="sm">{f.created} <DateText date={entry.created} /></Text> : undefined}
              >
                {entry.apis.length
                  ? <ApiKeyTable apis={entry.apis} caption={entry.name} labels={f} />
                  : <Text as="p" tone="muted">{labels.viewKeys.noKeys}</Text>}
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
      <ModelPagination pagination={screen.pagination} labels={labels} />
    </Stack>
  );
}

export default ViewKeys;
