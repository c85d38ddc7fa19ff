import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../src/theme/index.ts';
import { styles, TokenTable } from '../support/TokenDocs.tsx';
import { cssVar, themeFor, tokensUnder } from '../support/tokenData.ts';

const meta: Meta = {
  title: 'Foundations/Spacing and sizes',
  parameters: {
    // token tables: nothing to control
    controls: { disable: true },
    docs: {
      description: { component: 'Space scale (padding, gaps, margins) and layout sizes (tokens space.*, size.*, breakpoint.*).' },
    },
  },
};
export default meta;
type Story = StoryObj;

const bar = (width: string) => (
  <div
    aria-hidden="true"
    style={{ width, maxWidth: '100%', height: vars.space.md, background: vars.tone.brand.solid, borderRadius: vars.radius.sm }}
  />
);

export const SpaceScale: Story = {
  render: (_args, { globals }) => (
    <div style={styles.page}>
      <TokenTable
        caption="Space"
        tokens={tokensUnder(themeFor(globals), 'space')}
        columns={[{ header: 'Size', cell: (t) => bar(cssVar(t)) }]}
      />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const tokens = tokensUnder(themeFor(globals), 'space');
    const rows = within(canvasElement).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(tokens.length);
    // bars grow with the scale
    const widths = rows.map((r) => (r.querySelector('[aria-hidden="true"]') as HTMLElement).getBoundingClientRect().width);
    await expect([...widths].sort((a, b) => a - b)).toEqual(widths);
  },
};

export const LayoutSizes: Story = {
  render: (_args, { globals }) => (
    <div style={styles.page}>
      <TokenTable caption="Sizes" tokens={tokensUnder(themeFor(globals), 'size')} />
      <TokenTable
        caption="Breakpoints (build-time constants for media queries)"
        tokens={tokensUnder(themeFor(globals), 'breakpoint')}
      />
    </div>
  ),
};
