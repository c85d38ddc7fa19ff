// LazyMarkdown's placeholder while the Markdown component's chunk loads: markup in the source never shows
// as literal text (the home page flashed "<p>Build weather…</p>" before it was complete; layout matrix).
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyMarkdown } from './LazyCodeBlock.tsx';

const codeLabels = { region: 'Code', copy: 'Copy', copied: 'Copied' };
const taskLabels = { done: 'Done:', open: 'To do:' };

describe('LazyMarkdown', () => {
  it('never shows markup as literal text while the Markdown chunk loads', async () => {
    const { container } = render(
      <LazyMarkdown markdown={'<p>Build <b>weather</b> apps.</p>'} codeLabels={codeLabels} taskLabels={taskLabels} />,
    );
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(container.textContent).not.toContain('<p>');
    expect(container.textContent).toContain('weather');
    await waitFor(() => expect(container.querySelector('[aria-busy]')).toBeNull(), { timeout: 15_000 });
    expect(container.textContent).not.toContain('<p>');
  });

  it('decodes an escaped source before deciding, and shows plain markdown as text', () => {
    const escaped = render(
      <LazyMarkdown markdown={'&lt;p&gt;Hi&lt;/p&gt;'} escaped codeLabels={codeLabels} taskLabels={taskLabels} />,
    );
    expect(escaped.container.textContent).not.toContain('&lt;');
    expect(escaped.container.textContent).not.toContain('<p>');
    const plain = render(<LazyMarkdown markdown={'Just **text**'} codeLabels={codeLabels} taskLabels={taskLabels} />);
    expect(plain.container.textContent).toContain('Just **text**');
  });
});
