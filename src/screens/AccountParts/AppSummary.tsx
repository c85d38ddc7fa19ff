// The application summary on add-APIs and delete-app pages: application, created date and its APIs
// with their keys (every row the server listed), as the server shows them.
import { ApiKeyTable } from '../../components/AppCard/index.ts';
import { Stack } from '../../components/Box/index.ts';
import { DateText } from '../../components/DateText/index.ts';
import { DescriptionList, type DescriptionItem } from '../../components/DescriptionList/index.ts';
import type { AppSummaryModel } from '../../model/screenModel.ts';
import type { AccountLabels } from './labels.ts';
import { ScreenShareArea } from './ScreenShareArea.tsx';

export interface AppSummaryProps {
  summary: AppSummaryModel;
  fieldLabels: { application: string; created: string; api: string; key: string };
  /** the page's labels: with them, a summary listing keys offers screen-share mode (issue 35) */
  labels?: AccountLabels;
}

export function AppSummary({ summary, fieldLabels, labels }: AppSummaryProps) {
  const apis = summary.apis.length ? summary.apis : summary.api ? [{ api: summary.api, key: summary.key }] : [];
  const items: DescriptionItem[] = [];
  if (summary.application) items.push({ id: 'application', label: fieldLabels.application, value: summary.application });
  if (summary.created) items.push({ id: 'created', label: fieldLabels.created, value: <DateText value={summary.created} /> });
  const table = (
    <ApiKeyTable
      caption={summary.application ?? fieldLabels.api}
      apis={apis.map((a) => ({ api: a.api, keyValue: a.key }))}
      labels={fieldLabels}
      masked={labels?.components.secretField.hidden}
      // below md a block per API, the key under its label (as in AppCard): beside the API name a
      // 24-character key broke over two lines at 320 px (layout matrix: add APIs, delete app)
      responsive="stack"
    />
  );
  return (
    <Stack space="md">
      {items.length ? <DescriptionList items={items} /> : null}
      {apis.length ? (
        labels && apis.some((a) => a.key) ? (
          <ScreenShareArea labels={labels}>{table}</ScreenShareArea>
        ) : (
          table
        )
      ) : null}
    </Stack>
  );
}
