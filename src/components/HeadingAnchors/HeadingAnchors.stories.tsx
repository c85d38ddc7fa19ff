import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HeadingAnchors, anchoredBody } from './index.ts';
import { ServerHtml } from '../ServerHtml/index.ts';
import { TableOfContents } from '../TableOfContents/index.ts';
import type { AnchoredHeading } from '../../lib/headingIds.ts';
import { clipboardWrites, stubClipboard } from '../../../stories/support/clipboardStub.ts';

const labels = {
  copyLink: (heading: string) => `Copy link to section ${heading}`,
  copied: 'Link copied',
  failed: 'Could not copy the link',
};

const para =
  '<p>Every plan limits calls per second and per day; over the limit the API answers 403 Developer Over Rate.</p>'.repeat(3);
const body =
  `<h2>Overview</h2>${para}<h2 id="keys">Getting a key</h2>${para}<h3>Key formats</h3>${para}` +
  `<h2>Examples</h2>${para}<h3>Examples</h3>${para}<h4>Ruby</h4>${para}<h2>Errors &amp; limits</h2>${para}`;

/** A sanitised body (ServerHtml, ids prefixed `docs-`) with anchors and, beside it, "On this page". */
function Demo({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [headings, setHeadings] = useState<AnchoredHeading[]>([]);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 14rem', gap: '2rem', alignItems: 'start' }}>
      <div ref={ref} className={anchoredBody}>
        <ServerHtml html={html} idPrefix="docs-" />
      </div>
      <TableOfContents headings={headings} label="On this page" />
      <HeadingAnchors container={ref} idPrefix="docs-" labels={labels} onChange={setHeadings} />
    </div>
  );
}

const meta = {
  title: 'Components/HeadingAnchors',
  component: Demo,
  args: { html: body },
  parameters: {
    docs: {
      description: {
        component:
          'Heading anchors for a sanitised body: each h2–h4 gets a stable id (its own, else a deduplicated slug) and a ' +
          'copy-link button (hover/focus; always on touch screens) that copies the absolute URL with the hash and ' +
          'announces it politely. With `TableOfContents` ("On this page") built from the same headings.',
      },
    },
  },
  beforeEach: stubClipboard,
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Copy link to section Key formats' });
    await step('ids: the server id kept (prefixed by the sanitiser), slugs for the rest, repeats numbered', async () => {
      // the body's headings only ("On this page" has its own heading)
      const ids = [...canvasElement.querySelectorAll(`.${anchoredBody} :is(h2, h3, h4)`)].map((h) => h.id);
      await expect(ids).toEqual([
        'docs-overview',
        'docs-keys',
        'docs-key-formats',
        'docs-examples',
        'docs-examples-2',
        'docs-ruby',
        'docs-errors-limits',
      ]);
    });
    await step('the button is at least 24 × 24 px', async () => {
      const box = button.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(24);
      await expect(box.height).toBeGreaterThanOrEqual(24);
    });
    await step('copying puts the absolute URL with the hash on the clipboard and says so politely', async () => {
      await userEvent.click(button);
      await waitFor(() => expect(clipboardWrites).toHaveBeenCalledTimes(1));
      const copied = new URL(String(clipboardWrites.mock.calls[0]![0]));
      await expect(copied.hash).toBe('#docs-key-formats');
      await expect(copied.origin).toBe(window.location.origin);
      const status = canvas.getByRole('status');
      await expect(status).toHaveAttribute('aria-live', 'polite');
      await waitFor(() => expect(status).toHaveTextContent('Link copied'));
    });
    await step('"On this page" lists the h2 and h3 headings as links to them', async () => {
      const toc = canvas.getByRole('navigation', { name: 'On this page' });
      const links = within(toc).getAllByRole('link');
      await expect(links.map((a) => a.getAttribute('href'))).toEqual([
        '#docs-overview',
        '#docs-keys',
        '#docs-key-formats',
        '#docs-examples',
        '#docs-examples-2',
        '#docs-errors-limits',
      ]);
    });
  },
};

export const Highlight: Story = {
  name: 'The section in view is marked in "On this page"',
  args: { html: body.replace(/<p>/g, '<p style="min-height: 40vh">') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toc = await canvas.findByRole('navigation', { name: 'On this page' });
    const target = await waitFor(() => {
      const el = canvasElement.querySelector<HTMLElement>('#docs-examples');
      if (!el) throw new Error('no ids yet');
      return el;
    });
    target.scrollIntoView();
    await waitFor(() => expect(within(toc).getByRole('link', { current: 'location' })).toHaveAttribute('href', '#docs-examples'));
    canvasElement.querySelector<HTMLElement>('#docs-keys')!.scrollIntoView();
    await waitFor(() => expect(within(toc).getByRole('link', { current: 'location' })).toHaveAttribute('href', '#docs-keys'));
    window.scrollTo(0, 0);
  },
};

export const OneHeading: Story = {
  name: 'One heading: its anchor, but no "On this page"',
  args: { html: `<h2>Only section</h2>${para}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Copy link to section Only section' });
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
