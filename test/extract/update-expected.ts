// Regenerates test/extract/expected/<file>.json from the current extractor output.
//   npx tsx test/extract/update-expected.ts                 every manifest page
//   npx tsx test/extract/update-expected.ts a.html b.html   only these
// Review every changed file against its page before committing; a changed expectation needs a reason
// in the commit message (docs/extraction.md).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractPage } from '../../src/extract/index.ts';
import { EXPECTED, loadFixture, manifest } from './manifest.ts';

const only = new Set(process.argv.slice(2));
mkdirSync(EXPECTED, { recursive: true });
let n = 0;
for (const e of manifest()) {
  if (only.size && !only.has(e.file)) continue;
  const page = extractPage(loadFixture(e), e.url, { status: e.status });
  writeFileSync(join(EXPECTED, e.file.replace(/\.html$/, '.json')), `${JSON.stringify(page, null, 2)}\n`);
  n++;
}
console.log(`wrote ${n} expected file(s) to ${EXPECTED}`);
