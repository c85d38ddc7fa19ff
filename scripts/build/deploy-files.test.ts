// The admin's rollback from facts (issue 34 item 8): every build overwrote dist/portal.zip, and the upload
// list's "old files to delete" compared with whatever the last local build was (`npm start` builds too), not
// with what was uploaded. A build now writes a versioned zip and records what it produced
// (dist/portal-build.json); `npm run deployed` records that build as the one uploaded (deploy/uploaded.json),
// and the next build's "old files to delete" are the uploaded files it no longer has.
// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { recordUpload, writeAdminFiles } from './deploy-files.ts';

const REPO = path.resolve(import.meta.dirname, '../..');
const temps: string[] = [];
afterEach(() => {
  for (const t of temps.splice(0)) fs.rmSync(t, { recursive: true, force: true });
});

/** a dist/ with a portal/ folder holding `files` (name → content) */
function distWith(files: Record<string, string>, dist?: string) {
  const d = dist ?? fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-files-'));
  if (!dist) temps.push(d);
  const out = path.join(d, 'portal');
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(out, name), text);
  return { dist: d, out, uploaded: path.join(d, 'deploy', 'uploaded.json') };
}
const build = (out: string, uploaded: string) =>
  writeAdminFiles({ root: REPO, out, version: '1.2.3', uploadedFile: uploaded, describe: () => 'a file' });
const uploadList = (dist: string) => fs.readFileSync(path.join(dist, 'portal-upload.txt'), 'utf8');

describe('the admin files of a build', () => {
  it('writes a versioned zip per build and records what it produced', () => {
    const { dist, out, uploaded } = distWith({ 'portal.js': 'one', 'portal-account-AAAAAAAA.js': 'account one' });
    const first = build(out, uploaded);
    expect(path.basename(first.zip)).toMatch(/^portal-1\.2\.3-[0-9a-f]{8}\.zip$/);
    const record = JSON.parse(fs.readFileSync(path.join(dist, 'portal-build.json'), 'utf8')) as {
      version: string;
      zip: string;
      files: { name: string; size: number }[];
    };
    expect(record.version).toBe('1.2.3');
    expect(record.zip).toBe(path.basename(first.zip));
    expect(record.files.map((f) => f.name)).toEqual(['portal-account-AAAAAAAA.js', 'portal.js']);

    distWith({ 'portal.js': 'two', 'portal-account-BBBBBBBB.js': 'account two' }, dist);
    const second = build(out, uploaded);
    expect(second.zip).not.toBe(first.zip);
    // the earlier build's zip is still there to roll back to
    expect(fs.existsSync(first.zip)).toBe(true);
    expect(fs.existsSync(second.zip)).toBe(true);
    expect(fs.existsSync(path.join(dist, 'portal.zip'))).toBe(false);
  });

  it('lists as old files to delete the recorded upload’s files this build no longer has — not the last local build’s', () => {
    const { dist, out, uploaded } = distWith({ 'portal.js': 'v1', 'portal-account-AAAAAAAA.js': 'account v1' });
    build(out, uploaded);
    // nothing recorded as uploaded yet: nothing to delete, and the list says how to record an upload
    expect(uploadList(dist)).toContain('npm run deployed');
    recordUpload(dist, uploaded);
    expect(JSON.parse(fs.readFileSync(uploaded, 'utf8')).files.map((f: { name: string }) => f.name)).toContain(
      'portal-account-AAAAAAAA.js',
    );

    // two local builds (e.g. npm start) without an upload in between
    distWith({ 'portal.js': 'v2', 'portal-account-BBBBBBBB.js': 'account v2' }, dist);
    build(out, uploaded);
    distWith({ 'portal.js': 'v3', 'portal-account-CCCCCCCC.js': 'account v3' }, dist);
    const third = build(out, uploaded);
    // what is on the portal is v1's app: that is what to delete, not v2's (never uploaded)
    expect(third.stale).toEqual(['portal-account-AAAAAAAA.js']);
    expect(uploadList(dist)).toContain('portal-account-AAAAAAAA.js');
    expect(uploadList(dist)).not.toContain('portal-account-BBBBBBBB.js');
  });
});
