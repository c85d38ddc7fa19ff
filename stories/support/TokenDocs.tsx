// Small presentational pieces shared by the foundation stories (tables of tokens). Styled only with the
// theme contract, so they are themed like everything else.
import type { CSSProperties, ReactNode } from 'react';
import type { BuiltToken } from '../../src/theme/buildTokens.ts';
import { vars } from '../../src/theme/index.ts';
import { cssVar } from './tokenData.ts';

export const styles = {
  page: {
    display: 'grid',
    gap: vars.space['2xl'],
    maxWidth: vars.size.container,
    color: vars.color.text,
  } satisfies CSSProperties,
  intro: {
    margin: 0,
    maxWidth: vars.size.measure,
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
  } satisfies CSSProperties,
  heading: {
    margin: `0 0 ${vars.space.sm}`,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.semibold,
  } satisfies CSSProperties,
  table: { borderCollapse: 'collapse', width: '100%', fontSize: vars.font.size.sm } satisfies CSSProperties,
  caption: {
    textAlign: 'left',
    captionSide: 'top',
    padding: `0 0 ${vars.space.sm}`,
    fontWeight: vars.font.weight.semibold,
    fontSize: vars.font.size.md,
  } satisfies CSSProperties,
  th: {
    textAlign: 'left',
    padding: vars.space.sm,
    borderBottom: `1px solid ${vars.color.borderStrong}`,
    fontWeight: vars.font.weight.semibold,
  } satisfies CSSProperties,
  td: { padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'middle' } satisfies CSSProperties,
  code: {
    fontFamily: vars.font.family.mono,
    fontSize: vars.font.size.xs,
    background: vars.color.surfaceSunken,
    color: vars.color.text,
    padding: `0 ${vars.space.xs}`,
    borderRadius: vars.radius.sm,
  } satisfies CSSProperties,
  muted: { color: vars.color.textMuted } satisfies CSSProperties,
  swatch: {
    width: vars.size.control,
    height: vars.size.control,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
  } satisfies CSSProperties,
};

export function Section({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section>
      <h2 style={styles.heading}>{title}</h2>
      {intro ? <p style={{ ...styles.intro, marginBottom: vars.space.md }}>{intro}</p> : null}
      {children}
    </section>
  );
}

export const Code = ({ children }: { children: ReactNode }) => <code style={styles.code}>{children}</code>;

/** Where a value comes from: the alias chain, nearest first. */
export function AliasChain({ token }: { token: BuiltToken }) {
  if (!token.aliasOf.length) return <span style={styles.muted}>value</span>;
  return (
    <span>
      {token.aliasOf.map((a, i) => (
        <span key={a}>
          {i ? ' → ' : ''}
          <Code>{`{${a}}`}</Code>
        </span>
      ))}
    </span>
  );
}

export interface Column {
  header: string;
  cell: (t: BuiltToken) => ReactNode;
}

/** One row per token: name + CSS variable, the caller's columns, value, source, description. */
export function TokenTable({ caption, tokens, columns = [] }: { caption: string; tokens: BuiltToken[]; columns?: Column[] }) {
  return (
    <table style={styles.table}>
      <caption style={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" style={styles.th}>
            Token
          </th>
          {columns.map((c) => (
            <th key={c.header} scope="col" style={styles.th}>
              {c.header}
            </th>
          ))}
          <th scope="col" style={styles.th}>
            Value
          </th>
          <th scope="col" style={styles.th}>
            From
          </th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((t) => (
          <tr key={t.name}>
            <th scope="row" style={{ ...styles.td, fontWeight: vars.font.weight.regular }}>
              <div>
                <Code>{t.name}</Code>
              </div>
              <div style={{ ...styles.muted, fontSize: vars.font.size.xs, marginTop: vars.space['2xs'] }}>{t.cssVar}</div>
              {t.description ? (
                <div style={{ ...styles.muted, fontSize: vars.font.size.xs, marginTop: vars.space['2xs'] }}>{t.description}</div>
              ) : null}
            </th>
            {columns.map((c) => (
              <td key={c.header} style={styles.td}>
                {c.cell(t)}
              </td>
            ))}
            <td style={styles.td}>
              <Code>{t.css}</Code>
            </td>
            <td style={styles.td}>
              <AliasChain token={t} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const Swatch = ({ token, style }: { token: BuiltToken; style?: CSSProperties }) => (
  <div data-token={token.name} style={{ ...styles.swatch, background: cssVar(token), ...style }} />
);
