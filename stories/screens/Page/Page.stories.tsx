import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Page } from '../../../src/screens/Page/Page.tsx';
import { contentStory } from '../../support/contentScreens.tsx';

const meta: Meta = {
  title: 'Screens/Page',
  parameters: {
    // a screen's props are data (the model from a fixture page): nothing to control
    controls: { disable: true },
    docs: {
      description: {
        component:
          'Custom pages (`/page/<Name>`, home). The body is Markdown (GitHub flavour) unless the `markdown` setting or the ' +
          'page\'s `noMarkdown` global turns it off; legacy `<pre class="brush: LANG;">` samples become highlighted code blocks ' +
          '(unknown languages stay plain); `noHeading` hides the heading visually. Models come from fixture pages through the real ' +
          'extractor and adapter.',
      },
    },
  },
};
export default meta;
type Story = StoryObj;

export const Home: Story = {
  name: 'Home page (title is the portal name)',
  render: contentStory(Page, 'page.html'),
};

/** The code groups of the page (CodeBlock is a lazy chunk: plain text first, then the named groups). */
const codeBlocks = (canvas: HTMLElement) => within(canvas).findAllByRole('group', { name: 'Code sample' }, { timeout: 8000 });

export const CodeSamples: Story = {
  name: 'Legacy brush: code samples (supported and unknown languages)',
  render: contentStory(Page, 'page.code.html'),
  play: async ({ canvasElement, step }) => {
    const blocks = await codeBlocks(canvasElement);
    await step("every brush block is a code sample, its text exactly the server's code", async () => {
      await expect(blocks).toHaveLength(7);
      await expect(blocks[0]).toHaveTextContent(
        '<?php echo file_get_contents("https://api.acme.example/v1/ping?api_key=KEY"); ?>',
      );
      await expect(blocks.map((b) => b.closest('[data-language]')?.getAttribute('data-language') ?? 'plain')).toEqual([
        'php',
        'bash',
        'python',
        'xml',
        'javascript',
        'plain',
        'plain',
      ]);
    });
    await step('supported languages are highlighted (lazy highlight.js); sql and text stay plain', async () => {
      for (const i of [0, 1, 2, 3, 4]) {
        await waitFor(() => expect(blocks[i]!.querySelector('[class*="hljs-"]')).not.toBeNull(), { timeout: 8000 });
      }
      await expect(blocks[5]!.querySelector('[class*="hljs-"]')).toBeNull();
      await expect(blocks[6]!.querySelector('[class*="hljs-"]')).toBeNull();
      await expect(blocks[3]).toHaveTextContent('<ping api_key="KEY"/>');
    });
    await step('the SyntaxHighlighter script in the body is not there', async () => {
      await expect(canvasElement.querySelector('script')).toBeNull();
    });
  },
};

export const MarkdownBody: Story = {
  name: 'Markdown typed into the editor (escaped quote, list, fenced code)',
  render: contentStory(Page, 'page.markdown.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = await waitFor(
      () => {
        const el = canvasElement.querySelector('[data-content-body="markdown"] blockquote');
        if (!el) throw new Error('markdown not rendered yet');
        return el as HTMLElement;
      },
      { timeout: 8000 },
    );
    await expect(body).toHaveTextContent('Heads up: v1 is retired on 2025-01-31.');
    await expect(within(body).getByText('Heads up:').tagName).toBe('STRONG');
    await expect(canvas.getByRole('heading', { name: 'Changelog notes' })).toBeVisible();
    await expect(canvas.getByText('/v2/alerts').tagName).toBe('CODE');
    const code = await canvas.findByRole('group', { name: 'Code sample' }, { timeout: 8000 });
    await expect(code).toHaveTextContent('curl https://api.acme.example/v2/alerts?api_key=KEY');
    // without a server heading the (visually hidden) h1 names the page from the browser title, for screen readers and focus
    await expect(canvas.getByRole('heading', { level: 1, name: 'Changelog Notes' })).toBeInTheDocument();
  },
};

export const Pricing: Story = {
  name: 'Editor view: noHeading global, tooltip span, image, table, brush: js',
  render: contentStory(Page, 'page.pricing.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // noHeading: the h1 is there for screen readers and focus, not shown
    const h1 = canvas.getByRole('heading', { level: 1, name: 'Pricing' });
    await expect(h1.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    // the author's .mashtip[title] survives sanitising: the runtime turns it into a tooltip
    const tip = await waitFor(
      () => {
        const el = canvasElement.querySelector('.mashtip[title]');
        if (!el) throw new Error('markdown not rendered yet');
        return el;
      },
      { timeout: 8000 },
    );
    await expect(tip).toHaveAttribute('title', 'Billed monthly, excluding VAT');
    await expect(canvas.getByRole('img', { name: 'Plan comparison' })).toBeInTheDocument();
    await expect(await canvas.findByRole('group', { name: 'Code sample' }, { timeout: 8000 })).toHaveTextContent(
      "fetch('/v1/ping?api_key=YOUR_KEY')",
    );
  },
};

export const MarkdownOff: Story = {
  name: 'Markdown setting off: the server HTML as it is (code still highlighted)',
  render: contentStory(Page, 'page.code.html', { settings: { markdown: false } }),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-content-body="html"]')).not.toBeNull();
    await expect(within(canvasElement).getByText('Copy these snippets to call the API.').tagName).toBe('P');
  },
};

export const Globals: Story = {
  name: "Every globals form in the page's scripts (none of it shown or run)",
  render: contentStory(Page, 'page.globals.html'),
};

export const EntityTitle: Story = {
  name: 'Portal name with an entity; no footer list',
  render: contentStory(Page, 'page.entity.html'),
};
