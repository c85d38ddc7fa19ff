// `npm run --silent inspect -- <file.html> [--url <page url>] [--status <code>]`
// Prints what the theme sees on a saved portal page: {"contentType", "state", ...PageData} as JSON, with the
// problems as English lines (describeProblem).
// The page is parsed inertly with happy-dom (no scripts run, nothing is fetched). Exit 0 on success;
// 2 (with a message on stderr) when the input cannot be read or the arguments are wrong.

import { readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Window } from 'happy-dom';
import { extractPage } from '../extract/index.ts';
import { describeProblem } from '../lib/describeProblem.ts';

const USAGE = 'usage: npm run --silent inspect -- <file.html> [--url <page url>] [--status <code>]';
const DEFAULT_URL = 'https://portal.invalid/';

function fail(message: string): never {
  process.stderr.write(`inspect: ${message}\n${USAGE}\n`);
  process.exit(2);
}

function parseArgs(argv: string[]): { file: string; url: string | null; status: number | undefined } {
  let file: string | null = null;
  let url: string | null = null;
  let status: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--url' || a === '--status') {
      const v = argv[++i];
      if (v === undefined) fail(`${a} needs a value`);
      if (a === '--url') url = v;
      else if (!/^\d{3}$/.test(v)) fail(`--status must be an HTTP status code, got "${v}"`);
      else status = Number(v);
    } else if (a === '-h' || a === '--help') {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    } else if (a.startsWith('--')) fail(`unknown option ${a}`);
    else if (file === null) file = a;
    else fail(`unexpected argument "${a}"`);
  }
  if (file === null) fail('no input file given');
  if (url !== null) {
    try {
      if (!/^https?:$/.test(new URL(url).protocol)) throw new Error();
    } catch {
      fail(`--url must be an absolute http(s) URL, got "${url}"`);
    }
  }
  return { file, url, status };
}

/** For a fixture page, the URL (and status) its manifest entry says it was served at. */
function fromManifest(file: string): { url: string; status: number } | null {
  const here = dirname(fileURLToPath(import.meta.url));
  const pages = join(here, '..', '..', 'fixtures', 'pages');
  if (resolve(dirname(file)) !== resolve(pages)) return null;
  try {
    const list = JSON.parse(readFileSync(join(pages, 'index.json'), 'utf8')) as { file: string; url: string; status: number }[];
    return list.find((e) => e.file === basename(file)) ?? null;
  } catch {
    return null;
  }
}

function main(): void {
  const { file, url, status } = parseArgs(process.argv.slice(2));
  let html: string;
  try {
    html = readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    fail(
      code === 'ENOENT'
        ? `no such file: ${file}`
        : code === 'EISDIR'
          ? `${file} is a directory`
          : `cannot read ${file} (${code ?? String(e)})`,
    );
  }
  if (html.includes('\u0000')) fail(`${file} is not an HTML text file`);
  const known = fromManifest(file);
  const pageUrl = url ?? known?.url ?? DEFAULT_URL;
  const win = new Window({
    url: pageUrl,
    settings: { disableJavaScriptFileLoading: true, disableCSSFileLoading: true, handleDisabledFileLoadingAsSuccess: true },
  });
  const doc = new win.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
  const page = extractPage(doc, pageUrl, { status: status ?? known?.status });
  const { contentType, state, problems, ...rest } = page;
  process.stdout.write(`${JSON.stringify({ contentType, state, ...rest, problems: problems.map(describeProblem) }, null, 2)}\n`);
  void win.happyDOM.close();
}

main();
