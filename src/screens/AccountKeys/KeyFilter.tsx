// The My Keys filter (issue 35 item 5): one labelled search field that narrows the keys to those whose
// application, API (the plan's heading) or key end matches; the count of keys shown is announced politely.
import { FormField } from '../../components/FormField/index.ts';
import { Text } from '../../components/Text/index.ts';
import { TextInput } from '../../components/TextInput/index.ts';
import { fillTextTemplate } from '../../lib/textTemplate.ts';
import type { KeyFilterModel, KeyModel, PlanModel } from '../../model/screenModel.ts';
import * as css from './AccountKeys.css.ts';

/** From this many keys My Keys offers the filter. */
export const KEY_FILTER_FROM = 6;

/** Whether `item` of `plan` matches the filter text (case-insensitive; empty matches all). */
export function keyMatches(plan: PlanModel, item: KeyModel, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return (
    (item.application ?? '').toLowerCase().includes(q) ||
    plan.heading.toLowerCase().includes(q) ||
    (item.key ?? '').trim().toLowerCase().endsWith(q)
  );
}

export function KeyFilter({
  value,
  onChange,
  shown,
  total,
  labels,
}: {
  value: string;
  onChange: (value: string) => void;
  shown: number;
  total: number;
  labels: KeyFilterModel;
}) {
  return (
    <div className={css.filter} data-key-filter="">
      <FormField label={labels.label} hint={labels.hint} className={css.filterField}>
        <TextInput type="search" value={value} onChange={(e) => onChange(e.currentTarget.value)} autoComplete="off" />
      </FormField>
      <Text as="p" tone="muted" role="status" aria-live="polite" className={css.filterCount}>
        {shown === 0 && value.trim()
          ? fillTextTemplate(labels.none, { query: value.trim() })
          : fillTextTemplate(labels.count, { shown: String(shown), total: String(total) })}
      </Text>
    </div>
  );
}
