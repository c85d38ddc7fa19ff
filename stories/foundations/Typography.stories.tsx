import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../src/theme/index.ts';
import type { BuiltTheme } from '../../src/theme/buildTokens.ts';
import { styles, TokenTable } from '../support/TokenDocs.tsx';
import { cssVar, themeFor, tokensUnder } from '../support/tokenData.ts';

const meta: Meta = {
  title: 'Foundations/Typography',
  parameters: {
    // token tables: nothing to control
    controls: { disable: true },
    docs: {
      description: {
        component: 'Font families, sizes, weights and line heights of the theme selected in the toolbar (tokens font.*).',
      },
    },
  },
};
export default meta;
type Story = StoryObj;

const SAMPLE = 'Register an application to get your API key';

function Typography({ theme }: { theme: BuiltTheme }) {
  return (
    <div style={styles.page}>
      <TokenTable
        caption="Font families"
        tokens={tokensUnder(theme, 'font', 'family')}
        columns={[
          { header: 'Sample', cell: (t) => <span style={{ fontFamily: cssVar(t), fontSize: vars.font.size.lg }}>{SAMPLE}</span> },
        ]}
      />
      <TokenTable
        caption="Font sizes"
        tokens={tokensUnder(theme, 'font', 'size')}
        columns={[
          {
            header: 'Sample',
            cell: (t) => <span style={{ fontSize: cssVar(t), lineHeight: vars.font.lineHeight.tight }}>API keys</span>,
          },
        ]}
      />
      <TokenTable
        caption="Font weights"
        tokens={tokensUnder(theme, 'font', 'weight')}
        columns={[
          { header: 'Sample', cell: (t) => <span style={{ fontWeight: cssVar(t), fontSize: vars.font.size.lg }}>{SAMPLE}</span> },
        ]}
      />
      <TokenTable
        caption="Line heights"
        tokens={tokensUnder(theme, 'font', 'lineHeight')}
        columns={[
          {
            header: 'Sample',
            cell: (t) => (
              <p style={{ lineHeight: cssVar(t), margin: 0, maxWidth: vars.size.sidebar, fontSize: vars.font.size.sm }}>
                Keys identify your application to the API. Keep secrets private and regenerate them if they leak.
              </p>
            ),
          },
        ]}
      />
    </div>
  );
}

export const Scale: Story = {
  render: (_args, { globals }) => <Typography theme={themeFor(globals)} />,
  play: async ({ canvasElement, globals }) => {
    const theme = themeFor(globals);
    const canvas = within(canvasElement);
    for (const caption of ['Font families', 'Font sizes', 'Font weights', 'Line heights']) {
      await expect(canvas.getByRole('table', { name: caption })).toBeVisible();
    }
    // the largest size sample really renders larger than the smallest one
    const sizes = tokensUnder(theme, 'font', 'size');
    const samples = within(canvas.getByRole('table', { name: 'Font sizes' })).getAllByText('API keys');
    await expect(samples).toHaveLength(sizes.length);
    await expect(parseFloat(getComputedStyle(samples.at(-1)!).fontSize)).toBeGreaterThan(
      parseFloat(getComputedStyle(samples[0]!).fontSize),
    );
  },
};

export const Headings: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: vars.space.md,
        fontFamily: vars.font.family.heading,
        lineHeight: vars.font.lineHeight.tight,
      }}
    >
      <h1 style={{ margin: 0, fontSize: vars.font.size['3xl'], fontWeight: vars.font.weight.bold }}>My Applications</h1>
      <h2 style={{ margin: 0, fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.semibold }}>Weather API</h2>
      <h3 style={{ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold }}>Keys</h3>
      <h4 style={{ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold }}>Limits</h4>
      <p
        style={{
          margin: 0,
          fontFamily: vars.font.family.body,
          lineHeight: vars.font.lineHeight.normal,
          maxWidth: vars.size.measure,
        }}
      >
        Body text in font.family.body at font.size.md. Headings use font.family.heading, which the example brand theme sets to a
        serif face. Code such as <code style={{ fontFamily: vars.font.family.mono }}>GET /v1/forecast</code> uses
        font.family.mono.
      </p>
    </div>
  ),
};
