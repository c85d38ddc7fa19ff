// The colour role table in docs/theming.md is generated (npm run docs:roles): it must match the token
// files and where src/ reads each role, and no component or screen may read a palette step directly.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectRoleUses, roleTableFor, THEMING_DOC } from '../../scripts/build/roles-doc.ts';
import { buildThemes } from './buildTokens.ts';
import { replaceRoleTable, roleRows, scanVarsUses, userOf } from './roleTable.ts';
import { tokenSources } from './tokenSources.ts';

describe('role table (docs/theming.md)', () => {
  it('is current: run `npm run docs:roles` after changing a role, a theme or a style', () => {
    const doc = fs.readFileSync(THEMING_DOC, 'utf8');
    expect(replaceRoleTable(doc, roleTableFor(tokenSources))).toBe(doc);
  });

  it('no component, screen or runtime style reads a palette step (color.<scale>.<step>): they read roles', () => {
    const direct = collectRoleUses().filter(
      (u) => u.path[0] === 'color' && ['brand', 'neutral', 'positive', 'caution', 'critical', 'info'].includes(u.path[1]!),
    );
    expect(direct).toEqual([]);
  });

  it('lists every colour role with a value per theme; the header follows the brand scale like the links', () => {
    const built = buildThemes(tokenSources);
    const rows = roleRows(
      built.names.map((n) => built.themes[n]!),
      collectRoleUses(),
    );
    const row = (role: string) => rows.find((r) => r.role === role)!;
    expect(row('color.header').values).toEqual(['brand.900', 'brand.900', '#020617']);
    expect(row('color.link').usedBy).toContain('Link');
    expect(row('tone.<tone>.solid').values).toEqual(['<tone>.700', '<tone>.700', '<tone>.400']);
    expect(row('color.selection').usedBy).toEqual(['page (:root)']);
  });

  it('scans vars reads, computed indexes included, and names the reader', () => {
    expect(scanVarsUses('a(vars.color.link); vars.tone[t].soft; vars.chart[1]; group.vars[ref]', 'X').map((u) => u.path)).toEqual(
      [
        ['color', 'link'],
        ['tone', '*', 'soft'],
        ['chart', '1'],
      ],
    );
    expect(userOf('src/components/Button/Button.css.ts')).toBe('Button');
    expect(userOf('src/screens/KeyActivity/KeyActivity.css.ts')).toBe('KeyActivity screen');
    expect(userOf('src/components/Button/Button.stories.tsx')).toBeNull();
    // the shared modal surface and backdrop (ConfirmDialog, menu sheet, QuickSearch) are named, not dropped
    expect(userOf('src/theme/overlay.css.ts')).toBe('modal style (ConfirmDialog, menu sheet, QuickSearch)');
  });
});
