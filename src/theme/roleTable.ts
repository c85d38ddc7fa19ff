// The colour role table of docs/theming.md, generated from the built themes and from where the source
// reads each role (`vars.color.link`, `vars.tone[t].soft` …), so it cannot drift from either:
// `npm run docs:roles` writes it, src/theme/roleTable.test.ts fails when docs/theming.md is stale.
// Pure (the caller reads the files): role → what it is → value per theme (alias or literal) → used by.
import type { BuiltTheme } from './buildTokens.ts';

export const ROLE_TABLE_START = '<!-- role-table:start (npm run docs:roles) -->';
export const ROLE_TABLE_END = '<!-- role-table:end -->';

const TONES = ['brand', 'neutral', 'positive', 'caution', 'critical', 'info'] as const;
const PALETTE = new RegExp(`^color\\.(${TONES.join('|')})\\.\\d+$`);

/** What the collapsed tone rows are (tone tokens have no per-token description). */
const toneRoles: Record<string, string> = {
  solid: 'Solid fill: primary action (brand), destructive action (critical), solid badges',
  solidHover: 'Solid fill on hover / press',
  onSolid: 'Text and icons on the solid fill',
  soft: 'Notice and soft-badge surface',
  softHover: 'Soft surface on hover',
  onSoft: 'Notice and soft-badge text',
  border: 'Notice and soft-badge border',
};

/** One `vars.…` read in the source: path segments, `*` for a computed index (`vars.tone[t]`). */
export type RoleUse = { path: string[]; user: string };

/** Every `vars.…` expression in one source file. */
export function scanVarsUses(source: string, user: string): RoleUse[] {
  const uses: RoleUse[] = [];
  for (const m of source.matchAll(/(?<![.\w$])vars(\.[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\[[^\]]+\])*)/g)) {
    const path = [...m[1]!.matchAll(/\.([A-Za-z_$][\w$]*)|\[([^\]]+)\]/g)].map(([, dot, index]) => {
      if (dot !== undefined) return dot;
      const literal = /^\s*(?:'([^']*)'|"([^"]*)"|(\d+))\s*$/.exec(index!);
      return literal ? (literal[1] ?? literal[2] ?? literal[3]!) : '*';
    });
    uses.push({ path, user });
  }
  return uses;
}

/** Source file → the name shown in "used by": component / screen folder, or a theme-wide style. */
export function userOf(file: string): string | null {
  const rel = file
    .split('\\')
    .join('/')
    .replace(/^.*?\bsrc\//, 'src/');
  if (/\.(stories|test)\.tsx?$/.test(rel) || rel.includes('/foundations/')) return null;
  let m = /^src\/components\/private\/([^/]+)\//.exec(rel);
  if (m) return `${m[1]} (private)`;
  m = /^src\/(components|screens)\/([^/]+)\//.exec(rel);
  if (m) return m[1] === 'screens' ? `${m[2]} screen` : m[2]!;
  if (rel === 'src/theme/themes.css.ts') return 'page (:root)';
  if (rel === 'src/theme/focus.css.ts') return 'focus style (every control)';
  if (rel === 'src/theme/overlay.css.ts') return 'modal style (ConfirmDialog, menu sheet, QuickSearch)';
  if (rel === 'src/theme/sprinkles.css.ts') return 'layout atoms (Box)';
  if (rel.startsWith('src/theme/')) return null;
  m = /^src\/([^/]+)\//.exec(rel);
  return m ? m[1]! : null;
}

const matches = (use: string[], role: string[]) =>
  use.length <= role.length && use.every((seg, i) => seg === '*' || role[i] === '*' || seg === role[i]);

function usedBy(role: string[], uses: RoleUse[]): string[] {
  return [...new Set(uses.filter((u) => matches(u.path, role)).map((u) => u.user))].sort((a, b) => a.localeCompare(b));
}

/** `{color.brand.700}` → `brand.700`; a literal → its CSS. */
function display(theme: BuiltTheme, name: string): string {
  const token = theme.tokens.find((t) => t.name === name);
  if (!token) return '—';
  const step = token.aliasOf.find((a) => PALETTE.test(a));
  const first = token.aliasOf[0];
  if (step && first === step) return step.slice('color.'.length);
  if (first) return `${first} → ${step ? step.slice('color.'.length) : token.css}`;
  return token.css;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

export interface RoleRow {
  role: string;
  what: string;
  values: string[];
  usedBy: string[];
}

/** The rows: color.* roles, tone.<tone>.* (one row per role when every tone follows the same pattern), chart, method, syntax. */
export function roleRows(themes: BuiltTheme[], uses: RoleUse[]): RoleRow[] {
  const [first] = themes;
  if (!first) return [];
  const rows: RoleRow[] = [];
  const describe = (name: string) => first.tokens.find((t) => t.name === name)?.description ?? '';
  for (const token of first.tokens) {
    const [group, key] = token.path;
    if (token.type !== 'color' || PALETTE.test(token.name)) continue;
    if (group === 'tone' || group === 'syntax') continue;
    rows.push({
      role: token.name,
      what: describe(token.name) || (group === 'chart' && /^\d$/.test(key!) ? `Chart series ${key}` : ''),
      values: themes.map((t) => display(t, token.name)),
      usedBy: usedBy(token.path, uses),
    });
  }
  for (const role of Object.keys(toneRoles)) {
    // per theme: the same value for every tone (#ffffff), or the same pattern (<tone>.700), or neither
    const collapsed = themes.map((t) => {
      const raw = TONES.map((tone) => display(t, `tone.${tone}.${role}`));
      if (raw.every((v) => v === raw[0])) return raw[0]!;
      const pattern = raw.map((v, i) => (v.startsWith(`${TONES[i]}.`) ? `<tone>${v.slice(TONES[i]!.length)}` : v));
      return pattern.every((v) => v === pattern[0]) ? pattern[0]! : null;
    });
    const users = (tone: string) => usedBy(['tone', tone, role], uses);
    if (collapsed.every((v) => v !== null)) {
      rows.push({
        role: `tone.<tone>.${role}`,
        what: toneRoles[role]!,
        values: collapsed as string[],
        usedBy: [...new Set(TONES.flatMap(users))].sort((a, b) => a.localeCompare(b)),
      });
    } else {
      for (const tone of TONES)
        rows.push({
          role: `tone.${tone}.${role}`,
          what: toneRoles[role]!,
          values: themes.map((t) => display(t, `tone.${tone}.${role}`)),
          usedBy: users(tone),
        });
    }
  }
  const syntax = first.tokens.filter((t) => t.path[0] === 'syntax');
  rows.push({
    role: 'syntax.*',
    what: `Code highlighting on color.codeBackground (${syntax.length} roles: ${syntax.map((t) => t.path[1]).join(', ')})`,
    values: themes.map((t) => {
      const own = t.tokens.filter((x) => x.path[0] === 'syntax');
      const aliased = own.filter((x) => x.aliasOf.length).length;
      return aliased ? `${aliased} aliases, ${own.length - aliased} fixed` : 'fixed colours';
    }),
    usedBy: usedBy(['syntax', '*'], uses),
  });
  return rows;
}

/** The Markdown table (between the markers in docs/theming.md). */
export function roleTableMarkdown(themes: BuiltTheme[], uses: RoleUse[]): string {
  const head = ['role', 'what', ...themes.map((t) => `\`${t.name}\``), 'used by'];
  const lines = [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...roleRows(themes, uses).map(
      (r) =>
        `| \`${r.role}\` | ${cell(r.what)} | ${r.values.map((v) => `\`${cell(v)}\``).join(' | ')} | ${cell(r.usedBy.join(', ') || '—')} |`,
    ),
  ];
  return lines.join('\n');
}

/** docs/theming.md with the table between the markers replaced; null when the markers are missing. */
export function replaceRoleTable(doc: string, table: string): string | null {
  const start = doc.indexOf(ROLE_TABLE_START);
  const end = doc.indexOf(ROLE_TABLE_END);
  if (start < 0 || end < start) return null;
  return `${doc.slice(0, start + ROLE_TABLE_START.length)}\n\n${table}\n\n${doc.slice(end)}`;
}
