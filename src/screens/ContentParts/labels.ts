// The adapter's expanded labels mapped onto the `labels` props of the components the content screens use.
import type { CodeBlockLabels } from '../../components/CodeBlock/CodeBlock.tsx';
import type { PaginationLabels } from '../../components/Pagination/index.ts';
import type { ExpandedLabels } from '../../model/screenModel.ts';

export function codeLabels(labels: ExpandedLabels): CodeBlockLabels {
  const c = labels.components.codeBlock;
  return { region: c.region, copy: c.copy, copied: c.copied, selected: c.selected, failed: c.failed };
}

export function taskLabels(labels: ExpandedLabels): { done: string; open: string } {
  const m = labels.components.markdown;
  return { done: m.taskDone, open: m.taskOpen };
}

/** Previous/Next pagination labels; `nav` names the landmark. */
export function pagerLabels(labels: ExpandedLabels, nav: string, previous?: string, next?: string): PaginationLabels {
  const p = labels.components.pagination;
  return { nav, previous: previous ?? p.previous, next: next ?? p.next };
}
