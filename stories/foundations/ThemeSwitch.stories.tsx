import type { Meta, StoryObj } from '@storybook/react-vite';
import { createPortal } from 'react-dom';
import { expect, screen, within } from 'storybook/test';
import { themeClass, vars } from '../../src/theme/index.ts';
import { themeFor } from '../support/tokenData.ts';

const meta: Meta = {
  title: 'Foundations/Theme switch',
  parameters: {
    // token tables: nothing to control
    controls: { disable: true },
    docs: {
      description: {
        component:
          'The toolbar theme puts its class on the story root and on <html>, so content portalled to <body> (dialogs, tooltips) gets the same theme.',
      },
    },
  },
};
export default meta;
type Story = StoryObj;

/** Reads a custom property as the browser resolves it, normalised through a probe element. */
function resolvedColor(el: Element, property: string): string {
  const probe = document.createElement('span');
  probe.style.color = getComputedStyle(el).getPropertyValue(property).trim();
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

function expectedColor(css: string): string {
  const probe = document.createElement('span');
  probe.style.color = css;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

export const RootAndPortal: Story = {
  render: () => (
    <div>
      <p style={{ margin: 0 }}>Text in the story root uses color.text on color.surface.</p>
      {createPortal(
        <div
          role="note"
          aria-label="Portalled panel"
          style={{
            position: 'fixed',
            right: vars.space.lg,
            bottom: vars.space.lg,
            padding: vars.space.md,
            background: vars.color.surfaceRaised,
            color: vars.color.text,
            boxShadow: vars.shadow.md,
            borderRadius: vars.radius.lg,
          }}
        >
          Portalled to body
        </div>,
        document.body,
      )}
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const theme = themeFor(globals);
    const surface = theme.tokens.find((t) => t.name === 'color.surface')!.css;
    const text = theme.tokens.find((t) => t.name === 'color.text')!.css;
    // the class is on <html> and on the story root
    await expect(document.documentElement).toHaveClass(themeClass(theme.name));
    await expect(
      canvasElement.querySelector(`.${themeClass(theme.name)}`) ?? canvasElement.closest(`.${themeClass(theme.name)}`),
    ).not.toBeNull();
    // the variables resolve to this theme's built values, at the root and in portalled content
    await expect(resolvedColor(document.documentElement, '--portal-color-surface')).toBe(expectedColor(surface));
    const note = await screen.findByRole('note', { name: 'Portalled panel' });
    await expect(getComputedStyle(note).color).toBe(expectedColor(text));
    await expect(within(canvasElement).getByText(/Text in the story root/)).toBeVisible();
  },
};
