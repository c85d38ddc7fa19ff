import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';

// Records what Markdown hands to the sanitising component instead of rendering it.
vi.mock('../ServerHtml/index.ts', () => ({
  ServerHtml: (props: { html: string; idPrefix?: string; allowForms?: boolean }) => (
    <output data-testid="server-html" data-prefix={props.idPrefix} data-forms={String(props.allowForms)}>
      {props.html}
    </output>
  ),
}));

const { Markdown } = await import('./index.ts');
const codeLabels = { region: 'Code sample', copy: 'Copy code', copied: 'Copied' };
const taskLabels = { done: 'Done:', open: 'To do:' };

describe('Markdown → ServerHtml wiring', () => {
  it('hands marked’s HTML to ServerHtml (never inserting it itself) with the id prefix and forms off', async () => {
    render(
      <Markdown
        markdown={'# Getting started\n\nUse **your key**.'}
        idPrefix="doc-"
        codeLabels={codeLabels}
        taskLabels={taskLabels}
      />,
    );
    const block = await screen.findByTestId('server-html');
    expect(block.textContent).toBe('<h1>Getting started</h1>\n<p>Use <strong>your key</strong>.</p>\n');
    expect(block.dataset.prefix).toBe('doc-');
    expect(block.dataset.forms).toBe('false');
  });

  it('splits around code blocks: HTML, CodeBlock, HTML', async () => {
    const { container } = render(
      <Markdown markdown={'Before\n\n```python\nprint(1)\n```\n\nAfter'} codeLabels={codeLabels} taskLabels={taskLabels} />,
    );
    await waitFor(() => expect(screen.getAllByTestId('server-html')).toHaveLength(2));
    const kinds = [...container.firstElementChild!.children].map((el) =>
      el.getAttribute('data-testid') === 'server-html' ? 'html' : 'code',
    );
    expect(kinds).toEqual(['html', 'code', 'html']);
    expect(screen.getByRole('group', { name: 'Code sample' }).textContent).toBe('print(1)');
  });

  it('decodes escaped markdown before parsing, so editor-escaped quotes become block quotes', async () => {
    render(
      <Markdown markdown={'&gt; Note: keys expire.\n\nA &amp; B'} escaped codeLabels={codeLabels} taskLabels={taskLabels} />,
    );
    const block = await screen.findByTestId('server-html');
    expect(block.textContent).toContain('<blockquote>\n<p>Note: keys expire.</p>\n</blockquote>');
    expect(block.textContent).toContain('<p>A &amp; B</p>');
  });

  it('without `escaped` leaves entities to marked (no double decoding)', async () => {
    render(<Markdown markdown={'&gt; not a quote'} codeLabels={codeLabels} taskLabels={taskLabels} />);
    const block = await screen.findByTestId('server-html');
    expect(block.textContent).not.toContain('<blockquote>');
  });
});
