// `npm run deployed`: after uploading dist/portal/ to the File Manager, records that build (dist/portal-build.json)
// as the one uploaded, in deploy/uploaded.json (PORTAL_UPLOADED=<file> for another place; PORTAL_DIST=<dir>
// for another dist). The next `npm run build` lists, in dist/portal-upload.txt, the uploaded files it no
// longer has: the old files to delete (docs/DEPLOY.md › Roll back). Keep deploy/uploaded.json (commit it).
import path from 'node:path';
import { recordUpload, uploadedRecord } from './deploy-files.ts';

const root = process.cwd();
const dist = path.resolve(root, process.env.PORTAL_DIST ?? 'dist');
const file = uploadedRecord(root);
try {
  const record = recordUpload(dist, file);
  console.log(
    `deployed: ${record.zip} (${record.files.length} files) recorded as uploaded in ${path.relative(root, file)} — keep this file (commit it); the next build lists what to delete`,
  );
} catch (error) {
  console.error(`deployed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
