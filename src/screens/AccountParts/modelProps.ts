// A key from the screen model as KeyCard / KeyDetails props (the components know nothing of the model).
import type { KeyDetailsProps } from '../../components/KeyCard/index.ts';
import type { KeyDetailModel, KeyFieldLabels, KeyModel } from '../../model/screenModel.ts';
import { secretLabels, type AccountLabels } from './labels.ts';

/**
 * The key as the server shows it (plain text), the secret masked until revealed; `limitsCaption` names the
 * limits table (default: the field name).
 */
export function keyDetailsProps(
  key: KeyDetailModel | KeyModel,
  fields: KeyFieldLabels,
  labels: AccountLabels,
  limitsCaption?: string,
): KeyDetailsProps {
  const secretField = secretLabels(labels);
  return {
    application: key.application,
    keyValue: key.key,
    secret: key.secret,
    status: key.status,
    created: key.created,
    limits: key.limits,
    labels: { ...fields, limits: limitsCaption ?? fields.limits, keyField: secretField, secretField },
    maskKey: false,
    names: key.names,
  };
}
