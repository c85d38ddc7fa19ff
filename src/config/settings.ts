// Settings (their shape: src/model/settings.ts): the defaults, and the resolution of what a brand team sets
// in theme.config.ts (`settings`) and an admin in `window.portalOptions`. Merged deep: defaults ←
// theme.config ← portalOptions.
// Runtime input is validated (src/config/runtimeOptions.ts): a bad entry is ignored with one warning
// naming the key; resolving never throws.
import type { Settings } from '../model/settings.ts';
import { applyOptions } from './runtimeOptions.ts';

export type { LayoutName, Settings } from '../model/settings.ts';

export const defaultSettings: Settings = {
  logo: null,
  markdown: true,
  currentPageClass: 'current-page',
  labels: {},
  templates: {},
  ajax: true,
  ajaxIgnore: [],
  ajaxIgnoreTypes: [],
  ajaxLoading: 'Loading...',
  responsive: true,
  favicon: false,
  faviconURL: '/files/favicon.ico',
  faviconSizes: '16x16 32x32',
  passwordStrength: true,
  mashtips: true,
  layout: 'default',
  colorSchemeSwitch: true,
  keyRotationDays: null,
};

export interface ResolvedSettings {
  settings: Settings;
  /** one message per ignored key, e.g. `portalOptions.ajax: expected true or false, got "yes" (ignored)` */
  warnings: string[];
}

/**
 * defaults ← build-time settings (theme.config.ts) ← runtime options (window.portalOptions).
 * Both sources are validated the same way; warnings name the source and the key. Never throws.
 */
export function resolveSettings(buildTime: Partial<Settings> | undefined, runtime: unknown): ResolvedSettings {
  const warnings: string[] = [];
  let settings: Settings = { ...defaultSettings, labels: {}, templates: {}, ajaxIgnore: [], ajaxIgnoreTypes: [] };
  settings = applyOptions(settings, buildTime, 'theme.config settings', warnings);
  settings = applyOptions(settings, runtime, 'portalOptions', warnings);
  return { settings, warnings };
}
