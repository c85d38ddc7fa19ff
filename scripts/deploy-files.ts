// The admin's files beside dist/portal/ (not uploaded), written by `npm run build` (scripts/build-portal.ts):
// DEPLOY.md, a zip of the folder and the upload list (file, size, what it is, and the old files to delete).
import fs from 'node:fs';
import path from 'node:path';
import { writeZip } from './zip.ts';

export interface AdminFilesOptions {
  /** the repository (DEPLOY.md is copied from its docs/) */
  root: string;
  /** the deploy folder (dist/portal) */
  out: string;
  /** the files of the build this one replaced in `out` */
  previous: string[];
  /** what a deploy file is, for the upload list */
  describe: (file: string) => string;
}

export interface AdminFiles {
  zip: string;
  files: string[];
  stale: string[];
}

export function writeAdminFiles({ root, out, previous, describe }: AdminFilesOptions): AdminFiles {
  const list = fs.readdirSync(out).sort();
  const dist = path.dirname(out);
  fs.copyFileSync(path.join(root, 'docs/DEPLOY.md'), path.join(dist, 'DEPLOY.md'));
  const zip = path.join(dist, 'portal.zip');
  writeZip(
    zip,
    list.map((f) => path.join(out, f)),
  );
  const stale = previous.filter((f) => !list.includes(f) && f !== 'DEPLOY.md').sort();
  const width = Math.max(...list.map((f) => f.length));
  const lines = [
    `Upload to the File Manager (/files/), ${list.length} files — dist/portal.zip holds the same files:`,
    ...list.map(
      (f) =>
        `  ${f.padEnd(width)}  ${`${(fs.statSync(path.join(out, f)).size / 1024).toFixed(1)} KB`.padStart(9)}  ${describe(f)}`,
    ),
    '',
    stale.length
      ? `After uploading, delete the previous build's files (no page loads them any more), ${stale.length}:`
      : previous.length
        ? 'Nothing to delete: the previous build in this folder had the same files.'
        : 'Nothing to delete: no previous build was found in this folder (see DEPLOY.md › Roll back).',
    ...stale.map((f) => `  ${f}`),
    '',
  ];
  fs.writeFileSync(path.join(dist, 'portal-upload.txt'), `${lines.join('\n')}`);
  return { zip, files: list, stale };
}
