// `npm run screenshots`: PNGs of the themed simulated portal in two themes (and the raw server page for
// comparison) into docs/screenshots/. The theme is chosen at runtime with `portalOptions.theme`
// (settings.theme: 'default' | 'brand'), exactly as an admin would set it in Portal Setup; `dark` is the
// reader's dark scheme on the default theme (what the header's switch gives), not a dark-only portal.
//   npm run screenshots -- --themes default,dark --out docs/screenshots
// A re-brand from another brand config, without editing theme.config.ts (built with THEME_CONFIG into a
// temporary folder; files named <name>-<shot>.png):
//   npm run screenshots -- --config docs/examples/rebrand-teal.config.ts --name rebrand-teal --shots my-keys,docs
import fs from 'node:fs';
import path from 'node:path';
import { execSync } from 'node:child_process';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { startPortal, REPO_ROOT, DEMO_PASSWORD, signInAs } from '../../fixtures/portal/index.ts';
import { CHROMIUM_ARGS } from '../lib/chromium.mjs';

const { values: args } = parseArgs({
  options: {
    themes: { type: 'string', default: 'default,dark' },
    out: { type: 'string', default: path.join(REPO_ROOT, 'docs/screenshots') },
    config: { type: 'string' },
    name: { type: 'string' },
    shots: { type: 'string' },
  },
});

// `newUser`: the user is added first, with no apps or keys (a new developer: the getting-started checklist)
const SHOTS: { name: string; path: string; user: string | null; mobile?: boolean; newUser?: boolean }[] = [
  { name: 'home', path: '/', user: null },
  { name: 'docs', path: '/docs/read/Authentication', user: null },
  { name: 'my-keys', path: '/apps/mykeys?showKeys=true', user: 'jdoe' },
  { name: 'my-apps', path: '/apps/myapps', user: 'jdoe' },
  { name: 'register-app', path: '/apps/register', user: 'jdoe' },
  { name: 'search', path: '/search?q=weather', user: null },
  { name: 'signin', path: '/login/login', user: null },
  { name: 'home-mobile', path: '/', user: null, mobile: true },
  { name: 'my-keys-mobile', path: '/apps/mykeys?showKeys=true', user: 'jdoe', mobile: true },
  { name: 'getting-started', path: '/apps/myapps', user: 'newdev', newUser: true },
  { name: 'docs-mobile', path: '/docs/read/Authentication', user: null, mobile: true },
  { name: 'not-found', path: '/docs/read/No_Such_Page', user: null },
  { name: 'not-found-mobile', path: '/docs/read/No_Such_Page', user: null, mobile: true },
  { name: 'no-results', path: '/search?q=zzqqxx', user: null },
  { name: 'no-results-mobile', path: '/search?q=zzqqxx', user: null, mobile: true },
  // 30 keys (the filter, issue 35) and the account settings (one row of sections, the settings list, Remove Membership)
  { name: 'my-keys-30', path: '/apps/mykeys', user: 'bulk' },
  { name: 'my-keys-30-mobile', path: '/apps/mykeys', user: 'bulk', mobile: true },
  { name: 'account-settings', path: '/member/passwd', user: 'jdoe' },
  { name: 'account-settings-mobile', path: '/member/edit', user: 'jdoe', mobile: true },
  // the API explorer (I/O Docs): endpoint sidebar, the request form beside its answer
  { name: 'explorer', path: '/io-docs', user: 'jdoe' },
  { name: 'explorer-mobile', path: '/io-docs', user: 'jdoe', mobile: true },
];

async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.classList.contains('complete'), null, { timeout: 20000 });
  await page.waitForFunction(
    () => !document.querySelector('#portal-app [aria-busy="true"], #portal-app[aria-busy="true"]'),
    null,
    { timeout: 20000 },
  );
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

async function main(): Promise<void> {
  let distDir: string | undefined;
  if (args.config) {
    // a separate build of the other config, so dist/ keeps the project's own theme
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-rebrand-'));
    execSync('npm run --silent build', {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, THEME_CONFIG: path.resolve(args.config), PORTAL_DIST: dist },
    });
    distDir = path.join(dist, 'portal');
  } else if (!fs.existsSync(path.join(REPO_ROOT, 'dist/portal/portal.js')))
    execSync('npm run --silent build', { cwd: REPO_ROOT, stdio: 'inherit' });
  const only = args.shots?.split(',').map((s) => s.trim());
  const shots = only ? SHOTS.filter((s) => only.includes(s.name)) : SHOTS;
  fs.mkdirSync(args.out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, '--hide-scrollbars'],
  });
  const written: string[] = [];
  try {
    for (const theme of args.themes
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean)) {
      // `dark` as a reader gets it: the default theme with the reader's scheme dark (the header's scheme
      // switch shows, set to dark). portalOptions.theme = 'dark' would be an admin's dark-only portal, which
      // has no switch (runtime/appearance.ts › withSchemeSwitch).
      const readerDark = theme === 'dark';
      const portal = await startPortal({
        portalOptions: readerDark ? {} : { theme },
        ...(distDir ? { distDir } : {}),
      });
      try {
        for (const shot of shots) {
          const context = await browser.newContext(
            shot.mobile
              ? {
                  viewport: { width: 390, height: 844 },
                  deviceScaleFactor: 2,
                  isMobile: true,
                  hasTouch: true,
                  colorScheme: readerDark ? 'dark' : 'light',
                }
              : { viewport: { width: 1280, height: 860 }, colorScheme: readerDark ? 'dark' : 'light' },
          );
          if (shot.newUser && shot.user && !portal.store.user(shot.user))
            portal.store.addUser({ handle: shot.user, password: DEMO_PASSWORD, email: `${shot.user}@example.com` });
          if (shot.user) await signInAs(context.request, portal.url, shot.user);
          const page = await context.newPage();
          await page.goto(`${portal.url}${shot.path}`);
          await settle(page);
          const file = path.join(args.out, `${args.name ?? theme}-${shot.name}.png`);
          await page.screenshot({ path: file });
          written.push(file);
          await context.close();
        }
      } finally {
        await portal.close();
      }
    }
    // the same portal without the theme: what the hosted portal looks like on its own
    const portal = args.config ? null : await startPortal({ theme: false });
    if (portal)
      try {
        const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
        const page = await context.newPage();
        await page.goto(`${portal.url}/`);
        await page.waitForLoadState('load');
        const file = path.join(args.out, 'raw-server-page-home.png');
        await page.screenshot({ path: file });
        written.push(file);
        await context.close();
      } finally {
        await portal.close();
      }
  } finally {
    await browser.close();
  }
  for (const f of written) console.log(`written ${path.relative(REPO_ROOT, f)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
