// npm run docs:roles [-- --check]: writes the colour role table of docs/theming.md (role → what → value
// per theme → used by) from the token files and from where src/ reads each role. `--check` only verifies
// it is current (src/theme/roleTable.test.ts does the same in `npm test`).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildThemes, type TokenSources } from '../../src/theme/buildTokens.ts';
import { replaceRoleTable, roleTableMarkdown, scanVarsUses, userOf, type RoleUse } from '../../src/theme/roleTable.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const THEMING_DOC = path.join(root, 'docs/theming.md');

/** Every `vars.…` read in src/ (stories, tests and the token machinery left out), with who reads it. */
export function collectRoleUses(dir = path.join(root, 'src')): RoleUse[] {
  const uses: RoleUse[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const user = userOf(path.relative(root, file));
    if (user) uses.push(...scanVarsUses(fs.readFileSync(file, 'utf8'), user));
  }
  return uses;
}

/** The table as docs/theming.md should hold it: the token files alone (no theme.config.ts overrides). */
export function roleTableFor(sources: TokenSources): string {
  const built = buildThemes(sources);
  return roleTableMarkdown(
    built.names.map((n) => built.themes[n]!),
    collectRoleUses(),
  );
}

async function main() {
  const { readTokenSources } = await import('../lib/themeInputs.ts');
  const tokenSources = readTokenSources();
  const doc = fs.readFileSync(THEMING_DOC, 'utf8');
  const next = replaceRoleTable(doc, roleTableFor(tokenSources));
  if (next === null) throw new Error('docs/theming.md has no role-table markers');
  if (process.argv.includes('--check')) {
    if (next !== doc) {
      console.error('docs:roles: the role table in docs/theming.md is stale — run npm run docs:roles');
      process.exit(1);
    }
    console.log('docs:roles: docs/theming.md role table is current');
    return;
  }
  fs.writeFileSync(THEMING_DOC, next);
  console.log(next === doc ? 'docs:roles: docs/theming.md unchanged' : 'docs:roles: wrote the role table in docs/theming.md');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(`docs:roles: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
