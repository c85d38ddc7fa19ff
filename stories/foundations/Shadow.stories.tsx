import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../src/theme/index.ts';
import { styles, TokenTable } from '../support/TokenDocs.tsx';
import { cssVar, themeFor, tokensUnder } from '../support/tokenData.ts';

const meta: Meta = {
  title: 'Foundations/Shadow',
  parameters: {
    // token tables: nothing to control
    controls: { disable: true },
    docs: {
      description: { component: 'Elevation (tokens shadow.*): sm for resting cards, md for menus and tooltips, lg for dialogs.' },
    },
  },
};
export default meta;
type Story = StoryObj;

export const Elevation: Story = {
  render: (_args, { globals }) => (
    <div style={styles.page}>
      <TokenTable
        caption="Shadow"
        tokens={tokensUnder(themeFor(globals), 'shadow')}
        columns={[
          {
            header: 'Sample',
            cell: (t) => (
              <div
                data-token={t.name}
                style={{
                  width: vars.size.sidebar,
                  padding: vars.space.lg,
                  margin: vars.space.md,
                  borderRadius: vars.radius.lg,
                  background: vars.color.surfaceRaised,
                  boxShadow: cssVar(t),
                }}
              >
                {t.path[1]} card
              </div>
            ),
          },
        ]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Shadow' })).toBeVisible();
    for (const el of canvasElement.querySelectorAll<HTMLElement>('[data-token^="shadow."]')) {
      await expect(getComputedStyle(el).boxShadow).not.toBe('none');
    }
  },
};
