// The content blocks portal authors type in the portal's editor (issue 35 item 2), rendered from the very
// examples docs/content-blocks.md shows — one source, so every documented snippet is drawn, checked by axe
// in every theme and, for tabs, operated by keyboard here. Each goes through ServerHtml's sanitiser like any
// server HTML; the tabs get the runtime's enhancement (src/runtime/enhance/tabs.ts) as on a portal page.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ServerHtml } from '../../src/components/ServerHtml/index.ts';
import { enhanceTabs } from '../../src/runtime/enhance/tabs.ts';
import guide from '../../docs/content-blocks.md?raw';

/** The ```html examples of docs/content-blocks.md, by the section they stand under. */
function examples(markdown: string): Record<string, string> {
  const found: Record<string, string> = {};
  let section = '';
  for (const part of markdown.split(/^## /m).slice(1)) {
    section = part.slice(0, part.indexOf('\n')).trim();
    const code = /```html\n([\s\S]*?)```/.exec(part);
    if (code) found[section] = code[1]!;
  }
  return found;
}
const html = examples(guide);
const example = (section: string): string => {
  const found = html[section];
  if (!found) throw new Error(`docs/content-blocks.md has no html example under "## ${section}"`);
  return found;
};

function Blocks({ html: markup }: { html: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (box.current) enhanceTabs(box.current);
  }, [markup]);
  return (
    <div ref={box}>
      <ServerHtml html={markup} />
    </div>
  );
}

const meta = {
  title: 'Content/Content blocks',
  component: Blocks,
  args: { html: example('Hero') },
  argTypes: { html: { control: 'text' } },
} satisfies Meta<typeof Blocks>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hero: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Build with the Acme APIs' })).toBeVisible();
    // the first action is the primary button: a target of at least 24 px either way
    for (const link of c.getAllByRole('link')) {
      const box = link.getBoundingClientRect();
      await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }
  },
};

export const Cards: Story = {
  name: 'Card grid (one card per API)',
  args: { html: example('Card grid (one card per API)') },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Weather API' })).toBeVisible();
    // a card's links are named after the card: every card says "Try it" (names unique, saying which API)
    const tryIt = c.getByRole('link', { name: 'Try it: Weather API' });
    await expect(tryIt).toHaveAttribute('href', '/io-docs');
    await expect(tryIt).toHaveTextContent('Try it');
  },
};

export const Callouts: Story = {
  args: { html: example('Callout') },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.block-callout')).toHaveLength(3);
  },
};

export const Steps: Story = {
  args: { html: example('Steps') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Tabs: Story = {
  args: { html: example('Tabs') },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const list = await c.findByRole('tablist', { name: 'Your first call' });
    const [curl, js] = within(list).getAllByRole('tab');
    await expect(curl).toHaveAttribute('aria-selected', 'true');
    await expect(c.getByRole('tabpanel', { name: 'curl' })).toBeVisible();
    // arrow keys move and select (automatic activation); the other panel is hidden
    curl!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(js).toHaveFocus());
    await expect(js).toHaveAttribute('aria-selected', 'true');
    await expect(c.getByRole('tabpanel', { name: 'JavaScript' })).toBeVisible();
    await expect(c.queryByRole('tabpanel', { name: 'curl' })).toBeNull();
  },
};

/** What the sanitiser drops: a class off the allow-list stays off (a block cannot borrow the theme's look). */
export const LookAlikesDropped: Story = {
  name: 'Look-alike classes are dropped',
  args: { html: '<div class="block-hero portal-loading-bar" style="position:fixed"><h2>Session expired</h2></div>' },
  play: async ({ canvasElement }) => {
    const hero = canvasElement.querySelector('.block-hero');
    await expect(hero?.className).toBe('block-hero');
    await expect(hero?.getAttribute('style') ?? null).toBeNull();
  },
};
