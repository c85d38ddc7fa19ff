// Before the e2e run: make sure the deploy bundle exists (dist/portal/), building it once when it is
// missing or when E2E_BUILD=1. The tests serve it at /files/ exactly as the hosted portal would.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export default function globalSetup(): void {
  const dist = path.resolve(process.env.E2E_DIST ?? 'dist/portal');
  const needed = ['portal.js', 'portal-head.js', 'portal.css'];
  const missing = needed.filter((f) => !fs.existsSync(path.join(dist, f)));
  if (process.env.E2E_SKIP_BUILD === '1') return;
  if (process.env.E2E_DIST && missing.length) throw new Error(`E2E_DIST=${dist} lacks ${missing.join(', ')}`);
  if (process.env.E2E_BUILD === '1' || missing.length) {
    console.log(`e2e: building the deploy bundle (${missing.length ? `missing ${missing.join(', ')}` : 'E2E_BUILD=1'})`);
    execSync('npm run --silent build', { stdio: 'inherit' });
  }
}
