// Writes test/holdout/pages/<file>.html and test/holdout/pages/index.json from the page lists.
// Usage: node test/holdout/build/build.mjs
// Hand-written pages may be added to pages/ as well: list them in pages/extra-index.json (same entry
// shape as index.json); this script merges them into index.json and never touches their HTML files.
import { writeFileSync, mkdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRAMES, PORTALS } from './frames.mjs';
import acme from './pages-acme.mjs';
import globex from './pages-globex.mjs';
import initech from './pages-initech.mjs';
import umbrella from './pages-umbrella.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '..', 'pages');
mkdirSync(outDir, { recursive: true });

const groups = { acme, globex, initech, umbrella };
const all = [];
for (const [portal, pages] of Object.entries(groups)) for (const p of pages) all.push({ ...p, portal });

const key = (host, url) => `${host} ${url}`;
const byUrl = new Map();
for (const p of all) {
  const k = key(PORTALS[p.portal].host, p.url);
  if (byUrl.has(k)) throw new Error(`duplicate url ${k}: ${byUrl.get(k).file} and ${p.file}`);
  byUrl.set(k, p);
}

const index = [];
for (const p of all) {
  const { host, user } = PORTALS[p.portal];
  const html = FRAMES[p.portal]({ ...p, path: p.url });
  if (!html.startsWith('<!-- HOLD-OUT SYNTHETIC:')) throw new Error(`${p.file}: missing marker comment`);
  for (const f of ['/files/portal.css', '/files/portal-head.js', '/files/portal.js'])
    if (!html.includes(f)) throw new Error(`${p.file}: missing ${f}`);
  writeFileSync(join(outDir, p.file), html);
  const loggedIn = ['member', 'admin', 'dash'].includes(p.login);
  let next = null;
  if (p.next) {
    const target = byUrl.get(key(host, p.next.url));
    if (!target) throw new Error(`${p.file}: next target ${p.next.url} is not a page of ${p.portal}`);
    next = {
      ...(p.next.text ? { text: p.next.text } : { selector: p.next.selector }),
      expectPath: new URL(p.next.url, 'http://x').pathname,
      expectUrl: p.next.url,
      expectType: target.contentType,
      ...(target.state ? { expectState: target.state } : {}),
    };
  }
  index.push({
    file: p.file,
    portal: p.portal,
    host,
    url: p.url,
    status: p.status ?? 200,
    contentType: p.contentType,
    state: p.state ?? null,
    loggedIn,
    username: loggedIn ? user : null,
    admin: p.login === 'admin',
    visible: p.visible ?? [],
    wording: p.wording ?? [],
    next,
    desc: p.desc,
  });
}

const extraPath = join(outDir, 'extra-index.json');
if (existsSync(extraPath)) for (const e of JSON.parse(readFileSync(extraPath, 'utf8'))) index.push(e);

writeFileSync(join(outDir, 'index.json'), JSON.stringify(index, null, 2) + '\n');
const types = new Set(index.map((e) => e.contentType + (e.state ? `:${e.state}` : '')));
console.log(`${index.length} pages, ${types.size} type/state combinations`);
