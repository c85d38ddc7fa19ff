// The runtime's few visible strings. Defaults are used only when the resolved settings' labels carry no
// `runtime` group; brand teams override them like every other label (labels.runtime.*).

export interface RuntimeLabels {
  /** announced (polite live region) after an in-place load; {{title}} = the new browser title */
  pageLoaded: string;
  /** shown above the page when a form could not be sent; what the user typed stays in the form */
  submitFailed: string;
  /** text of the in-place loading placeholder (after 2.5 s); defaults to settings.ajaxLoading */
  loading: string;
}

export const defaultRuntimeLabels: RuntimeLabels = {
  pageLoaded: '{{title}}',
  submitFailed: 'Your form could not be sent. Check your connection and try again; what you entered is still in the form.',
  loading: 'Loading...',
};

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** Picks the runtime labels out of resolved settings (`settings.labels.runtime`), with defaults. */
export function runtimeLabels(settings: { labels?: unknown; ajaxLoading?: unknown }): RuntimeLabels {
  const group = (settings.labels as { runtime?: Record<string, unknown> } | undefined)?.runtime ?? {};
  const loading = text(group.loading) ?? (typeof settings.ajaxLoading === 'string' && settings.ajaxLoading ? settings.ajaxLoading : defaultRuntimeLabels.loading);
  return {
    pageLoaded: text(group.pageLoaded) ?? defaultRuntimeLabels.pageLoaded,
    submitFailed: text(group.submitFailed) ?? defaultRuntimeLabels.submitFailed,
    loading,
  };
}

/** Expands {{name}} placeholders with plain values (labels only; never server content). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => (name in values ? values[name]! : whole));
}
