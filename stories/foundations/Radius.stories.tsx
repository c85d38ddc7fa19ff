import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../src/theme/index.ts';
import { styles, TokenTable } from '../support/TokenDocs.tsx';
import { cssVar, themeFor, tokensUnder } from '../support/tokenData.ts';

const meta: Meta = {
  title: 'Foundations/Radius',
  parameters: {
    // token tables: nothing to control
    controls: { disable: true },
    docs: { description: { component: 'Corner radii (tokens radius.*). The example brand theme uses larger, softer corners.' } },
  },
};
export default meta;
type Story = StoryObj;

export const Radii: Story = {
  render: (_args, { globals }) => (
    <div style={styles.page}>
      <TokenTable
        caption="Radius"
        tokens={tokensUnder(themeFor(globals), 'radius')}
        columns={[
          {
            header: 'Shape',
            cell: (t) => (
              <div
                data-token={t.name}
                style={{
                  width: vars.space['3xl'],
                  height: vars.space['3xl'],
                  borderRadius: cssVar(t),
                  background: vars.tone.brand.soft,
                  border: `2px solid ${vars.tone.brand.border}`,
                }}
              />
            ),
          },
        ]}
      />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const theme = themeFor(globals);
    await expect(within(canvasElement).getByRole('table', { name: 'Radius' })).toBeVisible();
    const md = tokensUnder(theme, 'radius', 'md')[0]!;
    const shape = canvasElement.querySelector<HTMLElement>('[data-token="radius.md"]')!;
    const probe = document.createElement('div');
    probe.style.borderTopLeftRadius = md.css;
    canvasElement.append(probe);
    await expect(getComputedStyle(shape).borderTopLeftRadius).toBe(getComputedStyle(probe).borderTopLeftRadius);
    probe.remove();
  },
};
