// The English labels KeyTable's unit tests render with (one copy for KeyTable.test, .health.test and
// .parts.test). Test support only: no shipped file imports it.
import type { KeyTableLabels } from './index.ts';

const field = (what: string) => ({
  reveal: `Show ${what}`,
  hide: `Hide ${what}`,
  masked: 'hidden',
  copy: `Copy ${what}`,
  copied: 'Copied',
});

export const keyTableTestLabels: KeyTableLabels = {
  key: 'Key',
  secret: 'Secret',
  status: 'Status',
  created: 'Created',
  application: 'Application',
  limits: 'Limits',
  actions: 'Actions',
  keyField: field('key'),
  secretField: field('secret'),
};
