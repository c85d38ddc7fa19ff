// The runtime's few visible strings come from the labels (labels.layout.*), expanded by the adapter
// into model.labels; brand teams and admins override them like every other label. The defaults here are
// used only when a model carries no such label.
import { layoutLabels } from '../labels/en/layout.ts';
import type { ScreenModel } from '../model/screenModel.ts';

export interface RuntimeLabels {
  /**
   * announced (polite live region) after an in-place load: the adapter expanded its {{title}} with the new
   * page's title; null without a model label: the runtime announces the document's title
   */
  pageLoaded: string | null;
  /** shown above a form that could not be sent; what the user typed stays in the form */
  submitFailed: string;
  /** text of the in-place loading placeholder (after 2.5 s) */
  loading: string;
}

export const defaultRuntimeLabels: RuntimeLabels = {
  pageLoaded: null,
  submitFailed: layoutLabels.layout.submitFailed,
  loading: layoutLabels.layout.loading,
};

function nonEmpty(value: string | undefined): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Picks the runtime labels from a model's expanded labels (`model.labels.layout`), with defaults. */
export function runtimeLabels(model: ScreenModel | null | undefined): RuntimeLabels {
  const layout = model?.labels.layout;
  return {
    pageLoaded: nonEmpty(layout?.pageLoaded) ?? defaultRuntimeLabels.pageLoaded,
    submitFailed: nonEmpty(layout?.submitFailed) ?? defaultRuntimeLabels.submitFailed,
    loading: nonEmpty(layout?.loading) ?? defaultRuntimeLabels.loading,
  };
}
