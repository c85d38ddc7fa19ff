// Applying a theme in the Storybook preview. Used by the toolbar decorator (preview.tsx) and, through
// window.__PORTAL_THEME__, by the test-runner's every-theme axe pass (test-runner.ts), so both switch
// themes the same way: the theme class goes on <html> (portalled dialogs follow it), on the story root,
// and on any element that copied a theme class (e.g. dialog content that carries the current theme).
import { THEME_CLASS_PREFIX, themeClass } from '../src/theme/themeName.ts';

export const THEME_ROOT_ATTRIBUTE = 'data-portal-theme-root';

export function applyTheme(name: string, doc: Document = document): void {
  const wanted = themeClass(name);
  const targets = new Set<Element>([
    doc.documentElement,
    ...doc.querySelectorAll(`[${THEME_ROOT_ATTRIBUTE}]`),
    ...doc.querySelectorAll(`[class*="${THEME_CLASS_PREFIX}"]`),
  ]);
  for (const el of targets) {
    for (const c of [...el.classList]) if (c.startsWith(THEME_CLASS_PREFIX) && c !== wanted) el.classList.remove(c);
    el.classList.add(wanted);
  }
  doc.documentElement.dataset.portalTheme = name;
}

/** The theme currently applied to <html>. */
export function currentTheme(doc: Document = document): string | undefined {
  return doc.documentElement.dataset.portalTheme;
}

/** Resolves once styles have been recomputed and finite animations/transitions have finished (max 2 s). */
export async function settle(): Promise<void> {
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const finite = document.getAnimations().filter((a) => {
    const iterations = a.effect?.getComputedTiming().iterations;
    return iterations !== Infinity && a.playState === 'running';
  });
  await Promise.race([
    Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
    new Promise((r) => setTimeout(r, 2000)),
  ]);
}

export interface PortalThemeHandle {
  names: string[];
  defaultName: string;
  apply: (name: string) => void;
  current: () => string | undefined;
  settle: () => Promise<void>;
}

declare global {
  interface Window {
    __PORTAL_THEME__?: PortalThemeHandle;
  }
}
