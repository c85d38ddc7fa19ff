// Fifteen pages of the simulated portal — the common page types, signed out and then in as jdoe — for the
// checks that look at every page the same way (preloads.spec.ts, names.spec.ts).
import type { Page } from '@playwright/test';
import type { Portal } from '../../../fixtures/portal/index.ts';
import { open, signInFast } from './fixtures.ts';

const SIGNED_OUT = [
  '/',
  '/docs/read/Authentication',
  '/page/Pricing',
  '/blog',
  '/forum',
  '/search?q=weather',
  '/login/login',
  '/member/register',
  '/io-docs',
];
const SIGNED_IN = ['/apps/mykeys', '/apps/myapps', '/apps/register', '/member/edit', '/member/passwd', 'key-activity'];

/** Opens each sample page in turn (until `complete`) and runs `check` on it. */
export async function forEachSamplePage(page: Page, portal: Portal, check: (path: string) => Promise<void>): Promise<void> {
  for (const path of SIGNED_OUT) {
    await open(page, path);
    await check(path);
  }
  await signInFast(page, 'jdoe');
  const key = portal.store.keysOf('jdoe')[0]!.key;
  for (const sample of SIGNED_IN) {
    const path = sample === 'key-activity' ? `/key/key-activity/${key}` : sample;
    await open(page, path);
    await check(path);
  }
}
