// What the settings change on the page outside the screen, applied by PortalRuntime (boot.ts) on the first
// load: the theme (`settings.theme`'s class on <html> and the app root), the reader's colour-scheme switch
// (`settings.colorSchemeSwitch`: the `dark` theme while the reader's scheme is dark, colorScheme.ts), and
// the viewport and favicon tags, which portal-head.js set before it could see the body's portalOptions.
import type { Settings } from '../model/settings.ts';
import { colorSchemeController, type ColorSchemeService } from './colorScheme.ts';
import { applyFavicon, applyViewport } from './headTags.ts';

/** the built themes: `settings.theme` puts className(name) on <html> and the app root */
export interface BuiltThemes {
  names: readonly string[];
  className(name: string): string;
}

/**
 * settings.theme (e.g. portalOptions.theme = 'dark'): the theme class on <html> and on our root; with the
 * reader's colour scheme switch (settings.colorSchemeSwitch), the `dark` theme instead while the reader's
 * scheme is dark (colorScheme.ts). The switch is off when the build has no `dark` theme or the configured
 * theme is `dark` itself.
 */
export function withSchemeSwitch(settings: Settings, themes: BuiltThemes | undefined): Settings {
  const names = themes?.names;
  const available =
    !!names && names.includes('dark') && settings.theme !== 'dark' && (!settings.theme || names.includes(settings.theme));
  return settings.colorSchemeSwitch && !available ? { ...settings, colorSchemeSwitch: false } : settings;
}

/**
 * Puts the theme's class on `targets()` (<html> and the app root); an unknown theme name falls back to the
 * default theme with a warning. With the colour scheme switch on, returns its controller (the screens'
 * `colorScheme` service), which keeps the classes; else null.
 */
export function applyTheme(
  win: Window,
  doc: Document,
  settings: Settings,
  themes: BuiltThemes | undefined,
  targets: () => (Element | null)[],
): ColorSchemeService | null {
  let name = settings.theme;
  if (name && themes && !themes.names.includes(name)) {
    console.warn(`[portal] theme: unknown theme "${name}" (themes: ${themes.names.join(', ')}); the default theme is used.`);
    name = undefined;
  }
  if (themes && settings.colorSchemeSwitch) {
    const classes = { light: name ? themes.className(name) : null, dark: themes.className('dark') };
    return colorSchemeController(win, classes, targets);
  }
  // portal-head.js may have put the dark theme on <html> before it knew the switch is off
  if (themes?.names.includes('dark') && name !== 'dark') doc.documentElement.classList.remove(themes.className('dark'));
  if (!name || !themes) return null;
  const cls = themes.className(name);
  for (const el of targets()) el?.classList.add(cls);
  return null;
}

/** The body's portalOptions may change what portal-head.js did before it could see them. */
export function applyHeadTags(doc: Document, settings: Settings): void {
  try {
    const { responsive, favicon, faviconURL, faviconSizes } = settings;
    applyViewport(doc, responsive);
    applyFavicon(doc, favicon, faviconURL, faviconSizes);
  } catch (error) {
    console.warn('[portal] could not update the viewport or favicon', error);
  }
}
