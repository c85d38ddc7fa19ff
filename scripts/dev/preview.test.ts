// `THEME_CONFIG=docs/examples/rebrand-orange.config.ts npm start` (README) showed the default blue: the build
// used the re-brand, but the live preview computed its stylesheet (/__dev/theme.css, linked after the built
// CSS, so it wins) from theme.config.ts. The preview must use the config the build uses, and watch it.
// @vitest-environment node
import path from 'node:path';
import type http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { isHotFile, ThemePreview } from './preview.ts';
import { REPO_ROOT } from '../lib/themeInputs.ts';

const ORANGE = 'docs/examples/rebrand-orange.config.ts';
const saved = process.env.THEME_CONFIG;
afterEach(() => {
  if (saved === undefined) delete process.env.THEME_CONFIG;
  else process.env.THEME_CONFIG = saved;
});

/** The stylesheet the simulated portal serves at /__dev/theme.css. */
function servedCss(preview: ThemePreview): string {
  let body = '';
  const res = { writeHead: () => res, end: (b?: string) => void (body = b ?? '') };
  const req = { method: 'GET' };
  preview.handle(req as http.IncomingMessage, res as unknown as http.ServerResponse, new URL('http://x/__dev/theme.css'));
  return body;
}

/** --portal-color-brand-700 of the :root theme in a preview stylesheet */
const brand700 = (css: string) => /:root[^{]*\{[^}]*--portal-color-brand-700: ([^;]+);/.exec(css)?.[1];

describe('npm start live preview and THEME_CONFIG', () => {
  it('computes the stylesheet from THEME_CONFIG, as the build does', { timeout: 30_000 }, async () => {
    delete process.env.THEME_CONFIG;
    const standard = new ThemePreview({ root: REPO_ROOT, log: () => {} });
    await standard.refresh();
    process.env.THEME_CONFIG = ORANGE;
    const rebrand = new ThemePreview({ root: REPO_ROOT, log: () => {} });
    const result = await rebrand.refresh();
    expect(result.problems).toEqual([]);
    expect(rebrand.configFile).toBe(ORANGE);
    const blue = brand700(servedCss(standard));
    const orange = brand700(servedCss(rebrand));
    expect(blue).toBeTruthy();
    expect(orange).toBeTruthy();
    expect(orange).not.toBe(blue);
  });

  it('treats an edit of the THEME_CONFIG file as a theme edit (no rebuild), and theme.config.ts then as a source', () => {
    expect(isHotFile(REPO_ROOT, path.join(REPO_ROOT, ORANGE), ORANGE)).toBe(true);
    expect(isHotFile(REPO_ROOT, path.join(REPO_ROOT, 'theme.config.ts'), ORANGE)).toBe(false);
    expect(isHotFile(REPO_ROOT, path.join(REPO_ROOT, 'theme.config.ts'))).toBe(true);
    expect(isHotFile(REPO_ROOT, path.join(REPO_ROOT, 'tokens/color.json'), ORANGE)).toBe(true);
  });
});
