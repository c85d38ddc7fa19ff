// The application summary on add-APIs and delete-app pages: application, created date and its APIs
// with their keys (every row the server listed).
import { DescriptionList, type DescriptionItem } from '../../components/DescriptionList/index.ts';
import type { AppSummaryModel } from '../../adapter/types.ts';
import { ApiKeyTable } from './ApiKeyTable.tsx';
import { DateText } from './DateText.tsx';
import * as styles from './AccountParts.css.ts';

export interface AppSummaryProps {
  summary: AppSummaryModel;
  fieldLabels: { application: string; created: string; api: string; key: string };
}

export function AppSummary({ summary, fieldLabels }: AppSummaryProps) {
  const apis = summary.apis.length ? summary.apis : summary.api ? [{ api: summary.api, key: summary.key }] : [];
  const items: DescriptionItem[] = [];
  if (summary.application) items.push({ id: 'application', label: fieldLabels.application, value: summary.application });
  if (summary.created) items.push({ id: 'created', label: fieldLabels.created, value: <DateText date={summary.created} /> });
  return (
    <div className={styles.keyDetails}>
      {items.length ? <DescriptionList items={items} /> : null}
      {apis.length ? <ApiKeyTable apis={apis} caption={summary.application ?? fieldLabels.api} labels={fieldLabels} /> : null}
    </div>
  );
}
