import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Markdown } from './index.ts';
import { stubClipboard } from '../../../stories/support/clipboardStub.ts';
import {
  codeLabels,
  codeLanguageLabel,
  escapedFromEditor,
  gettingStarted,
  hostileMarkdown,
  taskLabels,
} from '../../../stories/support/markdownSamples.ts';

declare global {
  interface Window {
    __mdXss?: number;
  }
}

const meta = {
  title: 'Components/Markdown/Features',
  component: Markdown,
  beforeEach: stubClipboard,
  args: { markdown: gettingStarted, codeLabels, taskLabels, codeLanguageLabel, idPrefix: 'md-' },
} satisfies Meta<typeof Markdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const GithubFlavoured: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Getting started' });
    await expect(canvas.getByRole('table')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'rate limits' })).toHaveAttribute('href', '/docs/read/Rate_Limits');
    // fenced code goes through CodeBlock: two highlighted, copyable regions
    const regions = canvas.getAllByRole('group', { name: 'Code sample' });
    await expect(regions).toHaveLength(2);
    await waitFor(() => expect(regions.every((r) => r.querySelector('[data-highlighted]'))).toBe(true));
    await expect(canvas.getAllByRole('button', { name: /^Copy code: / })).toHaveLength(2);
    // task list: state as text for screen readers, no form control
    const tasks = canvas
      .getAllByRole('listitem')
      .filter((li) => /Register an application|Ask for a higher quota/.test(li.textContent ?? ''));
    await expect(tasks).toHaveLength(2);
    await expect(tasks[0]).toHaveTextContent(/^✓Done: Register an application$/);
    await expect(tasks[1]).toHaveTextContent(/^To do: Ask for a higher quota$/);
    await expect(tasks[0]!.querySelector('[aria-hidden="true"]')).toHaveTextContent('✓');
    await expect(canvasElement.querySelector('input')).toBeNull();
  },
};

export const EscapedFromEditor: Story = {
  args: { markdown: escapedFromEditor, escaped: true },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('blockquote')).not.toBeNull());
    await expect(canvasElement.querySelector('blockquote strong')).toHaveTextContent('Heads up:');
    await expect(canvasElement).toHaveTextContent('°F — see the reference');
  },
};

export const NestedCodeStaysPlain: Story = {
  args: { markdown: '1. Install:\n\n   ```bash\n   npm i weather-sdk\n   ```\n\n2. Call `forecast()`.' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('ol pre code')).toHaveTextContent('npm i weather-sdk'));
  },
};

export const HostileInputSanitised: Story = {
  args: { markdown: hostileMarkdown },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/Hello/);
    await new Promise((r) => setTimeout(r, 200));
    await expect(window.__mdXss).toBeUndefined();
    await expect(canvasElement.querySelector('script, svg, form, [onerror], [onload]')).toBeNull();
    canvasElement.querySelectorAll('a').forEach((a) => expect(a.getAttribute('href') ?? '').not.toMatch(/javascript:/i));
  },
};

export const PlainParagraphs: Story = {
  args: { markdown: 'Just text.\n\nA second paragraph with a [link](https://example.com).' },
};
