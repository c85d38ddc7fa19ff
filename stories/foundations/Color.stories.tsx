import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../src/theme/index.ts';
import type { BuiltTheme } from '../../src/theme/buildTokens.ts';
import { Code, Section, styles, Swatch, TokenTable } from '../support/TokenDocs.tsx';
import { colorRoles, colorScales, contrastResults, cssVar, themeFor, tokensUnder } from '../support/tokenData.ts';

const meta: Meta = {
  title: 'Foundations/Colour',
  parameters: {
    // token tables: nothing to control
    controls: { disable: true },
    docs: {
      description: {
        component:
          'Colour tokens of the theme selected in the toolbar, generated from tokens/*.tokens.json and theme.config.ts. Swatches use the CSS variables, so they show what the page really renders.',
      },
    },
  },
};
export default meta;
type Story = StoryObj;

function Scales({ theme }: { theme: BuiltTheme }) {
  return (
    <div style={styles.page}>
      <p style={styles.intro}>
        Palette scales of the “{theme.label}” theme, light (50) to dark (900). Roles alias these steps, so changing a step in
        theme.config.ts changes every role built on it.
      </p>
      {colorScales(theme).map((scale) => (
        <Section key={scale.name} title={scale.name}>
          <ul
            aria-label={`${scale.name} scale`}
            style={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'grid',
              gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.sidebar}, 1fr))`,
              gap: vars.space.sm,
            }}
          >
            {scale.tokens.map((t) => (
              <li key={t.name} style={{ display: 'flex', alignItems: 'center', gap: vars.space.sm }}>
                <Swatch token={t} />
                <span>
                  <span style={{ fontWeight: vars.font.weight.semibold }}>{t.path[2]}</span> <Code>{t.css}</Code>
                </span>
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </div>
  );
}

export const PaletteScales: Story = {
  render: (_args, { globals }) => <Scales theme={themeFor(globals)} />,
  play: async ({ canvasElement, globals }) => {
    const theme = themeFor(globals);
    const lists = within(canvasElement).getAllByRole('list');
    await expect(lists).toHaveLength(colorScales(theme).length);
    // every swatch paints the value the build produced for this theme
    const probe = document.createElement('span');
    canvasElement.append(probe);
    for (const t of tokensUnder(theme, 'color', 'brand')) {
      probe.style.color = t.css;
      const expected = getComputedStyle(probe).color;
      const swatch = canvasElement.querySelector<HTMLElement>(`[data-token="${t.name}"]`)!;
      await expect(getComputedStyle(swatch).backgroundColor).toBe(expected);
    }
    probe.remove();
  },
};

function Roles({ theme }: { theme: BuiltTheme }) {
  const groups = ['color', 'tone', 'syntax', 'chart', 'method'];
  const roles = colorRoles(theme);
  return (
    <div style={styles.page}>
      <p style={styles.intro}>
        Colour roles of the “{theme.label}” theme: what components use. “From” shows the alias chain to the palette.
      </p>
      {groups.map((g) => (
        <TokenTable
          key={g}
          caption={`${g}.*`}
          tokens={roles.filter((t) => t.path[0] === g)}
          columns={[{ header: 'Swatch', cell: (t) => <Swatch token={t} /> }]}
        />
      ))}
    </div>
  );
}

export const ColourRoles: Story = {
  render: (_args, { globals }) => <Roles theme={themeFor(globals)} />,
};

function Contrast({ theme }: { theme: BuiltTheme }) {
  const results = contrastResults(theme);
  const byName = new Map(theme.tokens.map((t) => [t.name, t]));
  return (
    <div style={styles.page}>
      <p style={styles.intro}>
        Contrast of every pair the build checks in the “{theme.label}” theme (WCAG 2 AA: 4.5:1 for text, 3:1 for focus rings,
        input borders and chart marks). The four required pairs are named in check-theme errors; a theme below a minimum does not
        build.
      </p>
      <table style={styles.table}>
        <caption style={styles.caption}>Contrast pairs</caption>
        <thead>
          <tr>
            {['Pair', 'Sample', 'Ratio', 'Minimum', 'Result'].map((h) => (
              <th key={h} scope="col" style={styles.th}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {results.map((r) => {
            const fg = byName.get(r.foreground)!;
            const bg = byName.get(r.background)!;
            const isText = r.min >= 4.5;
            return (
              <tr key={r.label}>
                <th scope="row" style={{ ...styles.td, fontWeight: vars.font.weight.regular }}>
                  <div>
                    {r.label}
                    {r.required ? <strong> (required)</strong> : null}
                  </div>
                  <div style={{ ...styles.muted, fontSize: vars.font.size.xs }}>
                    <Code>{r.foreground}</Code> on <Code>{r.background}</Code>
                  </div>
                </th>
                <td style={styles.td}>
                  <div
                    data-pair={r.label}
                    style={{
                      background: cssVar(bg),
                      padding: `${vars.space.xs} ${vars.space.md}`,
                      borderRadius: vars.radius.sm,
                      display: 'inline-block',
                      minWidth: vars.size.sidebar,
                    }}
                  >
                    {isText ? (
                      <span style={{ color: cssVar(fg), fontWeight: vars.font.weight.medium }}>Aa Sample text</span>
                    ) : (
                      <span
                        aria-hidden="true"
                        style={{
                          display: 'block',
                          height: vars.space.sm,
                          borderRadius: vars.radius.full,
                          background: cssVar(fg),
                        }}
                      />
                    )}
                  </div>
                </td>
                <td style={styles.td}>{r.ratio.toFixed(2)}:1</td>
                <td style={styles.td}>{r.min}:1</td>
                <td style={styles.td}>{r.pass ? 'Pass' : 'Fail'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export const ContrastRatios: Story = {
  render: (_args, { globals }) => <Contrast theme={themeFor(globals)} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const results = contrastResults(themeFor(globals));
    const pairs = canvas.getAllByRole('rowheader');
    await expect(pairs).toHaveLength(results.length);
    // the required pairs come first and are marked
    await expect(pairs[0]).toHaveTextContent(/^text\/surface \(required\)/);
    // a theme that builds passes every rule, so no row may say Fail
    await expect(canvas.queryByRole('cell', { name: 'Fail' })).toBeNull();
    await expect(canvas.getAllByRole('cell', { name: 'Pass' })).toHaveLength(results.length);
  },
};

function Usage({ theme }: { theme: BuiltTheme }) {
  const tone = (name: string) => tokensUnder(theme, 'tone', name);
  const tones = [...new Set(tokensUnder(theme, 'tone').map((t) => t.path[1]!))];
  const methods = tokensUnder(theme, 'method').filter((t) => t.path[1] !== 'onMethod');
  const syntax = tokensUnder(theme, 'syntax');
  const chip = {
    padding: `${vars.space.xs} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
  } as const;
  return (
    <div style={styles.page}>
      <Section title="Tones" intro="Solid and soft fills with their text colours, as buttons, badges and notices use them.">
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm }}>
          {tones.map((name) => {
            const part = (key: string) => tone(name).find((t) => t.path[2] === key)!;
            const [solid, onSolid, soft, onSoft, border] = ['solid', 'onSolid', 'soft', 'onSoft', 'border'].map(part);
            return (
              <li key={name} style={{ display: 'flex', gap: vars.space.md, alignItems: 'center' }}>
                <span style={{ minWidth: vars.space['3xl'] }}>{name}</span>
                <span style={{ ...chip, background: cssVar(solid!), color: cssVar(onSolid!) }}>Solid {name}</span>
                <span
                  style={{ ...chip, background: cssVar(soft!), color: cssVar(onSoft!), border: `1px solid ${cssVar(border!)}` }}
                >
                  Soft {name}
                </span>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section title="HTTP methods" intro="Method badges in interactive API docs (method.onMethod text on each).">
        <p style={{ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', margin: 0 }}>
          {methods.map((m) => (
            <span
              key={m.name}
              style={{ ...chip, fontFamily: vars.font.family.mono, background: cssVar(m), color: vars.method.onMethod }}
            >
              {m.path[1]!.toUpperCase()}
            </span>
          ))}
        </p>
      </Section>
      <Section title="Code and syntax" intro="Syntax roles on color.codeBackground.">
        <pre
          style={{
            margin: 0,
            padding: vars.space.lg,
            borderRadius: vars.radius.lg,
            background: vars.color.codeBackground,
            color: vars.color.codeForeground,
            fontFamily: vars.font.family.mono,
            fontSize: vars.font.size.sm,
            overflowX: 'auto',
          }}
        >
          {syntax.map((t) => (
            <span key={t.name} style={{ color: cssVar(t) }}>{`${t.path[1]} `}</span>
          ))}
        </pre>
      </Section>
      <Section title="Surfaces, header and highlight">
        <div style={{ display: 'grid', gap: vars.space.sm }}>
          <div
            style={{
              background: vars.color.header,
              color: vars.color.headerText,
              padding: vars.space.md,
              borderRadius: vars.radius.md,
            }}
          >
            Header bar text
          </div>
          <div
            style={{
              background: vars.color.surfaceRaised,
              boxShadow: vars.shadow.sm,
              border: `1px solid ${vars.color.border}`,
              padding: vars.space.md,
              borderRadius: vars.radius.lg,
            }}
          >
            Raised surface with{' '}
            <a href="#colour-usage" style={{ color: vars.color.link }}>
              a link
            </a>{' '}
            and <span style={{ color: vars.color.textMuted }}>muted text</span>.
          </div>
          <div style={{ background: vars.color.surfaceSunken, padding: vars.space.md, borderRadius: vars.radius.md }}>
            Sunken surface with a{' '}
            <mark style={{ background: vars.color.highlight, color: vars.color.highlightText }}>highlighted</mark> search term.
          </div>
        </div>
      </Section>
    </div>
  );
}

export const InUse: Story = {
  render: (_args, { globals }) => <Usage theme={themeFor(globals)} />,
};
