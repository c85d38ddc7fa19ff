// docs/budgets.md holds the current figures, one table per measurement, each between two markers that
// the script measuring it writes: `npm run size` (critical bytes per page type), `npm run bench --
// --write-docs` (ratios per network profile). Nothing else is written there by a script; history is git's.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

export const BUDGETS_DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/budgets.md');

/** The text with the section `name` (between `<!-- name:start -->` and `<!-- name:end -->`) replaced. */
export function replaceSection(text, name, body) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i < 0 || j < i) throw new Error(`docs/budgets.md has no section ${name} (${start} … ${end})`);
  return `${text.slice(0, i + start.length)}\n${body.trim()}\n${text.slice(j)}`;
}

/** The section's current body, or null. */
export function readSection(text, name) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  return i < 0 || j < i ? null : text.slice(i + start.length, j).trim();
}

async function withSection(name, body, file) {
  const text = replaceSection(fs.readFileSync(file, 'utf8'), name, body);
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, filepath: file, parser: 'markdown' });
}

/** Writes the section, formatted as Prettier formats the repo's Markdown (`npm test` checks the format). */
export async function writeSection(name, body, file = BUDGETS_DOC) {
  fs.writeFileSync(file, await withSection(name, body, file));
}

/** Whether the file already holds exactly this section (what `npm run size` checks). */
export async function sectionIsCurrent(name, body, file = BUDGETS_DOC) {
  return fs.readFileSync(file, 'utf8') === (await withSection(name, body, file));
}
