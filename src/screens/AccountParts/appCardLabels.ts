// The texts of an application card on the account screens, from the labels: the table named by the application,
// an empty cell for an API without a key, a message when there are no APIs.
import type { AppCardLabels } from '../../components/AppCard/index.ts';
import type { AccountLabels } from './labels.ts';

/**
 * An application card's texts: its API/key table is named by the application (no caption label), an API
 * without a key leaves its cell empty, and `noApis` replaces the table when there are no APIs.
 */
export function appCardLabels(
  fields: { created: string; api: string; key: string },
  labels: AccountLabels,
  noApis: string,
): AppCardLabels {
  return {
    created: fields.created,
    api: fields.api,
    key: fields.key,
    masked: labels.components.secretField.hidden,
    noApis,
  };
}
