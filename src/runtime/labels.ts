// The runtime's few visible strings come from the labels (labels.layout.*), expanded by the adapter
// into model.labels; brand teams and admins override them like every other label. The defaults here are
// used only when a model carries no such label.
import { defaultLabels } from '../labels/en.ts';

export interface RuntimeLabels {
  /** announced (polite live region) after an in-place load; {{title}} = the new browser title */
  pageLoaded: string;
  /** shown above a form that could not be sent; what the user typed stays in the form */
  submitFailed: string;
  /** text of the in-place loading placeholder (after 2.5 s) */
  loading: string;
}

const layoutDefaults = defaultLabels.layout as Record<string, string>;

export const defaultRuntimeLabels: RuntimeLabels = {
  pageLoaded: layoutDefaults.pageLoaded ?? '{{title}}',
  submitFailed:
    layoutDefaults.submitFailed ?? 'Your form could not be sent. Check your connection and try again; what you entered is still in the form.',
  loading: layoutDefaults.loading ?? 'Loading...',
};

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Picks the runtime labels from a model's expanded labels (`model.labels.layout`), with defaults. */
export function runtimeLabels(model: { labels?: unknown } | null | undefined): RuntimeLabels {
  const layout = ((model?.labels as { layout?: Record<string, unknown> } | undefined)?.layout ?? {}) as Record<string, unknown>;
  return {
    pageLoaded: text(layout.pageLoaded) ?? defaultRuntimeLabels.pageLoaded,
    submitFailed: text(layout.submitFailed) ?? defaultRuntimeLabels.submitFailed,
    loading: text(layout.loading) ?? defaultRuntimeLabels.loading,
  };
}

/** Expands {{name}} placeholders with plain values (labels only; never server content). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => (name in values ? values[name]! : whole));
}
