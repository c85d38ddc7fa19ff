import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { media, vars } from '../../src/theme/index.ts';
import type { BuiltToken } from '../../src/theme/buildTokens.ts';
import { styles, TokenTable } from '../support/TokenDocs.tsx';
import { cssVar, themeFor, tokensUnder } from '../support/tokenData.ts';

const meta: Meta = {
  title: 'Foundations/Motion',
  parameters: {
    // token tables: nothing to control
    controls: { disable: true },
    docs: {
      description: {
        component:
          'Durations and easing curves (tokens motion.*). Components drop movement when the user prefers reduced motion.',
      },
    },
  },
};
export default meta;
type Story = StoryObj;

/** Moves a dot across its track with the given duration and easing (no movement under reduced motion). */
function Demo({ label, duration, easing }: { label: string; duration: string; easing: string }) {
  const [moved, setMoved] = useState(false);
  const reduced = typeof window !== 'undefined' && window.matchMedia(media.reducedMotion).matches;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: vars.space.md }}>
      <button
        type="button"
        aria-pressed={moved}
        onClick={() => setMoved((m) => !m)}
        style={{
          minHeight: vars.size.control,
          padding: `0 ${vars.space.md}`,
          border: 0,
          borderRadius: vars.radius.md,
          background: vars.tone.brand.solid,
          color: vars.tone.brand.onSolid,
          font: 'inherit',
          cursor: 'pointer',
          outlineColor: vars.color.focusRing,
        }}
      >
        Play {label}
      </button>
      <div
        aria-hidden="true"
        style={{
          position: 'relative',
          width: vars.size.sidebar,
          height: vars.space.lg,
          background: vars.color.surfaceSunken,
          borderRadius: vars.radius.full,
        }}
      >
        <div
          data-dot=""
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: vars.space.lg,
            height: vars.space.lg,
            borderRadius: vars.radius.full,
            background: vars.tone.brand.solid,
            transform: moved ? `translateX(calc(${vars.size.sidebar} - ${vars.space.lg}))` : 'none',
            transition: reduced ? 'none' : `transform ${duration} ${easing}`,
          }}
        />
      </div>
    </div>
  );
}

const demoColumn = (kind: 'duration' | 'easing') => ({
  header: 'Demo',
  cell: (t: BuiltToken) =>
    kind === 'duration' ? (
      <Demo label={`${t.path[2]} duration`} duration={cssVar(t)} easing={vars.motion.easing.standard} />
    ) : (
      <Demo label={`${t.path[2]} easing`} duration={vars.motion.duration.slow} easing={cssVar(t)} />
    ),
});

export const DurationsAndEasing: Story = {
  render: (_args, { globals }) => (
    <div style={styles.page}>
      <TokenTable
        caption="Durations"
        tokens={tokensUnder(themeFor(globals), 'motion', 'duration')}
        columns={[demoColumn('duration')]}
      />
      <TokenTable caption="Easing" tokens={tokensUnder(themeFor(globals), 'motion', 'easing')} columns={[demoColumn('easing')]} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Play standard easing' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    const dot = button.parentElement!.querySelector<HTMLElement>('[data-dot]')!;
    await expect(dot.style.transform).toContain('translateX');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};
