// Label plumbing shared by the account screens: the adapter's expanded labels mapped onto the props
// of the components (their own `labels` shapes).
import type { ConfirmDialogLabels } from '../../components/ConfirmDialog/index.ts';
import type { SecretFieldLabels } from '../../components/SecretField/index.ts';
import type { ConfirmModel, ExpandedLabels } from '../../model/screenModel.ts';

export type AccountLabels = ExpandedLabels;

export function secretLabels(labels: AccountLabels): SecretFieldLabels {
  const s = labels.components.secretField;
  return {
    reveal: s.show,
    hide: s.hide,
    masked: s.hidden,
    copy: s.copy,
    copied: s.copied,
    selected: s.selected,
    failed: s.copyFailed,
  };
}

export function confirmLabels(confirm: ConfirmModel): ConfirmDialogLabels {
  return { confirm: confirm.confirmLabel, cancel: confirm.cancelLabel };
}
