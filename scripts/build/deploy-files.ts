// The admin's files beside dist/portal/ (not uploaded), written by `npm run build` (scripts/build/build-portal.ts),
// and the record of an upload, written by `npm run deployed` (docs/DEPLOY.md › Roll back):
//   dist/DEPLOY.md                       the notes
//   dist/portal-<version>-<hash>.zip     this build's files; one per build (the hash is of the files), so
//                                        earlier builds' zips stay to roll back to
//   dist/portal-build.json               what this build produced: version, hash, zip, files (name, size, sha256)
//   dist/portal-upload.txt               each file, its size and what it is; the old files to delete
//   deploy/uploaded.json                 the build last uploaded (`npm run deployed` copies portal-build.json
//                                        there): "old files to delete" are its files this build no longer has
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { writeZip } from './zip.ts';

export interface BuildRecord {
  version: string;
  /** the first 8 hex digits of a SHA-256 over the files' names and contents */
  hash: string;
  /** the zip's file name, beside portal-build.json */
  zip: string;
  files: { name: string; size: number; sha256: string }[];
  /** set by `npm run deployed` */
  uploadedAt?: string;
}

export interface AdminFilesOptions {
  /** the repository (DEPLOY.md is copied from its docs/) */
  root: string;
  /** the deploy folder (dist/portal) */
  out: string;
  /** the kit's version (package.json) */
  version: string;
  /** the record of the last upload (deploy/uploaded.json) */
  uploadedFile: string;
  /** what a deploy file is, for the upload list */
  describe: (file: string) => string;
}

export interface AdminFiles {
  zip: string;
  files: string[];
  /** the uploaded files this build no longer has */
  stale: string[];
  /** the record of the last upload, when there is one */
  uploaded: BuildRecord | null;
}

export const BUILD_RECORD = 'portal-build.json';

/** The record of the last upload: PORTAL_UPLOADED=<file> or deploy/uploaded.json (a file the admin keeps). */
export function uploadedRecord(root: string): string {
  return path.resolve(root, process.env.PORTAL_UPLOADED ?? 'deploy/uploaded.json');
}

function readRecord(file: string): BuildRecord | null {
  if (!fs.existsSync(file)) return null;
  const record = JSON.parse(fs.readFileSync(file, 'utf8')) as BuildRecord;
  if (!Array.isArray(record.files)) throw new Error(`${file} is not a build record (no "files")`);
  return record;
}

export function writeAdminFiles({ root, out, version, uploadedFile, describe }: AdminFilesOptions): AdminFiles {
  const list = fs.readdirSync(out).sort();
  const dist = path.dirname(out);
  const whole = crypto.createHash('sha256');
  const files = list.map((name) => {
    const bytes = fs.readFileSync(path.join(out, name));
    whole.update(`${name}\0${bytes.length}\0`).update(bytes);
    return { name, size: bytes.length, sha256: crypto.createHash('sha256').update(bytes).digest('hex') };
  });
  const hash = whole.digest('hex').slice(0, 8);
  const zipName = `portal-${version}-${hash}.zip`;
  const zip = path.join(dist, zipName);
  fs.copyFileSync(path.join(root, 'docs/DEPLOY.md'), path.join(dist, 'DEPLOY.md'));
  writeZip(
    zip,
    list.map((f) => path.join(out, f)),
  );
  const record: BuildRecord = { version, hash, zip: zipName, files };
  fs.writeFileSync(path.join(dist, BUILD_RECORD), `${JSON.stringify(record, null, 2)}\n`);

  const uploaded = readRecord(uploadedFile);
  const stale = (uploaded?.files ?? [])
    .map((f) => f.name)
    .filter((f) => !list.includes(f))
    .sort();
  const recordName = path.relative(root, uploadedFile) || uploadedFile;
  const width = Math.max(...list.map((f) => f.length));
  const lines = [
    `Upload to the File Manager (/files/), ${list.length} files — ${zipName} holds the same files:`,
    ...list.map(
      (f) =>
        `  ${f.padEnd(width)}  ${`${(fs.statSync(path.join(out, f)).size / 1024).toFixed(1)} KB`.padStart(9)}  ${describe(f)}`,
    ),
    '',
    ...(uploaded
      ? [
          stale.length
            ? `After uploading, delete these files of the build last uploaded (${uploaded.zip}, recorded in ${recordName}) — no page loads them any more, ${stale.length}:`
            : `Nothing to delete: the build last uploaded (${uploaded.zip}, recorded in ${recordName}) had no other files.`,
          ...stale.map((f) => `  ${f}`),
        ]
      : [`Nothing to delete is known: no upload is recorded in ${recordName}.`]),
    '',
    `After uploading, record it: npm run deployed (then the next build lists what to delete; DEPLOY.md › Roll back).`,
    '',
  ];
  fs.writeFileSync(path.join(dist, 'portal-upload.txt'), `${lines.join('\n')}`);
  return { zip, files: list, stale, uploaded };
}

/** `npm run deployed`: records the build in `dist` (its portal-build.json) as the one uploaded. */
export function recordUpload(dist: string, uploadedFile: string, now = new Date()): BuildRecord {
  const built = readRecord(path.join(dist, BUILD_RECORD));
  if (!built) throw new Error(`no ${BUILD_RECORD} in ${dist}: run npm run build first`);
  const record: BuildRecord = { ...built, uploadedAt: now.toISOString() };
  fs.mkdirSync(path.dirname(uploadedFile), { recursive: true });
  fs.writeFileSync(uploadedFile, `${JSON.stringify(record, null, 2)}\n`);
  return record;
}
