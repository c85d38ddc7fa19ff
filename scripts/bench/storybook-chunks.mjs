// Budget on a static Storybook build's JS chunks (issue 15: "stories open in under 3 s"). Cheap and
// independent of machine load: it reads file sizes, not times.
//   node scripts/bench/storybook-chunks.mjs [storybook-static]
// Fails when a chunk holds more than one fixture page (a story must fetch its own page only, see
// stories/support/fixturePages.ts) or when the chunk a screen story imports to build its model
// (fixtureModel-*.js: extractor, adapter, slim manifest) grows past its budget. Measured:
// fixtureModel 846 KB with every page in it before, 145 KB after; one page chunk 0.5–27 KB.
import fs from 'node:fs';
import path from 'node:path';

const dir = path.join(process.argv[2] ?? 'storybook-static', 'assets');
const FIXTURE_MODEL_BUDGET_KB = 200;
const problems = [];
let pageChunks = 0;
let fixtureModel = null;
for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.js'))) {
  const text = fs.readFileSync(path.join(dir, name), 'utf8');
  // a fixture page is a whole document (a stand-in Response body in story code is not: no <html lang>)
  const pages = text.match(/<!doctype html>(?:\\n|\s)*<html lang=/gi)?.length ?? 0;
  if (pages > 1) problems.push(`${name} holds ${pages} fixture pages: stories must load their page on demand`);
  if (pages === 1) pageChunks++;
  if (name.startsWith('fixtureModel-')) fixtureModel = { name, kb: Buffer.byteLength(text) / 1024 };
}
if (!fixtureModel) problems.push('no fixtureModel-*.js chunk: did the build change, or did its name?');
else if (fixtureModel.kb > FIXTURE_MODEL_BUDGET_KB)
  problems.push(`${fixtureModel.name} is ${fixtureModel.kb.toFixed(0)} KB (budget ${FIXTURE_MODEL_BUDGET_KB} KB)`);
if (pageChunks < 10) problems.push(`only ${pageChunks} chunks with a fixture page: are the pages still split per file?`);
console.log(
  `storybook chunks: ${pageChunks} fixture page chunks, ${fixtureModel?.name ?? '?'} ${fixtureModel?.kb.toFixed(0) ?? '?'} KB (budget ${FIXTURE_MODEL_BUDGET_KB} KB)`,
);
for (const p of problems) console.error(`FAIL ${p}`);
process.exit(problems.length ? 1 : 0);
