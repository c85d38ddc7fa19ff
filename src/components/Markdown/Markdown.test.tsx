import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Markdown } from './index.ts';
import { decodeEntities } from '../../lib/decodeEntities.ts';
import { toSegments } from './markdownSegments.ts';

const codeLabels = { region: 'Code sample', copy: 'Copy code', copied: 'Copied' };
const taskLabels = { done: 'Done:', open: 'To do:' };

describe('decodeEntities', () => {
  it('decodes named and numeric references once, as text', () => {
    expect(decodeEntities('&gt; quote &amp; more &lt;b&gt;')).toBe('> quote & more <b>');
    expect(decodeEntities('&#62; &#x3E; &#X3e;')).toBe('> > >');
    expect(decodeEntities('&amp;lt;')).toBe('&lt;');
  });
  it('leaves unknown names and invalid numbers alone', () => {
    expect(decodeEntities('&bogus; &#0; &#xD800; &#99999999; & alone')).toBe('&bogus; &#0; &#xD800; &#99999999; & alone');
    expect(decodeEntities('&constructor; &__proto__;')).toBe('&constructor; &__proto__;');
  });
});

describe('toSegments', () => {
  it('splits top-level code blocks out of the HTML runs, keeping reference links working', () => {
    const segments = toSegments(
      '# Title\n\nSee [docs][d].\n\n```js\nconst a = 1;\n```\n\n    indented()\n\nAfter.\n\n[d]: /docs',
    );
    expect(segments.map((s) => s.kind)).toEqual(['html', 'code', 'code', 'html']);
    expect(segments[0]).toMatchObject({ kind: 'html' });
    expect((segments[0] as { html: string }).html).toContain('<a href="/docs">docs</a>');
    expect(segments[1]).toEqual({ kind: 'code', code: 'const a = 1;', language: 'js' });
    expect(segments[2]).toEqual({ kind: 'code', code: 'indented()', language: null });
  });
  it('renders GFM tables and strikethrough', () => {
    const [first] = toSegments('| a | b |\n|---|---|\n| 1 | 2 |\n\n~~old~~');
    const html = (first as { html: string }).html;
    expect(html).toContain('<table>');
    expect(html).toContain('<del>old</del>');
  });

  it('renders task-list items with a marker and hidden state text instead of a form control', () => {
    const tasks = { done: 'Done:', open: 'To <do>:', markClass: 'mark', doneClass: 'is-done', hiddenClass: 'sr' };
    const [first] = toSegments('- [x] Register\n- [ ] Ask', tasks);
    const html = (first as { html: string }).html;
    expect(html).not.toContain('<input');
    expect(html).toContain('<span class="mark is-done" aria-hidden="true">\u2713</span><span class="sr">Done: </span>Register');
    expect(html).toContain('<span class="mark" aria-hidden="true"></span><span class="sr">To &#60;do&#62;: </span>Ask');
  });
});

// Rendering of the sanitised HTML itself is covered in Markdown.wiring.test.tsx (ServerHtml replaced by a
// recorder) and in the Storybook play functions (Chromium).
describe('Markdown', () => {
  it('shows the source as text while marked loads, then replaces it', async () => {
    const { container } = render(
      <Markdown markdown={'# Getting started\n\nUse **your key**.'} codeLabels={codeLabels} taskLabels={taskLabels} />,
    );
    expect(screen.getByText(/# Getting started/)).toBeTruthy();
    expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(container.querySelector('[aria-busy]')).toBeNull());
    expect(screen.queryByText(/# Getting started/)).toBeNull();
    expect(container.textContent).toContain('Getting started');
  });

  it('never shows markup as literal text while marked loads (server HTML wrapping the markdown)', async () => {
    const { container } = render(
      <Markdown markdown={'<p>By using the API you **agree**.</p>'} codeLabels={codeLabels} taskLabels={taskLabels} />,
    );
    expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('true');
    expect(container.textContent).not.toContain('<p>');
    await waitFor(() => expect(container.querySelector('[aria-busy]')).toBeNull());
    expect(container.textContent).not.toContain('<p>');
  });

  it('renders fenced code through CodeBlock', async () => {
    render(
      <Markdown
        markdown={'Call it:\n\n```bash\ncurl https://api.example.com\n```'}
        codeLabels={codeLabels}
        taskLabels={taskLabels}
        codeLanguageLabel={(l) => (l === 'bash' ? 'Bash' : undefined)}
      />,
    );
    const region = await screen.findByRole('group', { name: 'Code sample' });
    expect(region.textContent).toBe('curl https://api.example.com');
    expect(screen.getByText('Bash')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Copy code: / })).toBeTruthy();
  });

  it('sanitises HTML inside markdown through ServerHtml', async () => {
    const alert = vi.fn();
    (window as unknown as { alert: unknown }).alert = alert;
    const evil =
      'Hi <img src=x onerror="alert(1)"> [x](javascript:alert(2)) <script>alert(3)</script>\n\n<form action="/x"><input name="a"></form>';
    const { container } = render(<Markdown markdown={evil} codeLabels={codeLabels} taskLabels={taskLabels} />);
    await waitFor(() => expect(container.querySelector('[aria-busy]')).toBeNull());
    expect(container.querySelector('script, form, input')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    container.querySelectorAll('a').forEach((a) => expect(a.getAttribute('href') ?? '').not.toMatch(/javascript:/i));
    expect(alert).not.toHaveBeenCalled();
  });

  it('escaped input cannot smuggle markup past the sanitiser', async () => {
    const { container } = render(
      <Markdown
        markdown={'&lt;script&gt;alert(1)&lt;/script&gt; &lt;b onclick=&quot;x()&quot;&gt;bold&lt;/b&gt;'}
        escaped
        codeLabels={codeLabels}
        taskLabels={taskLabels}
      />,
    );
    await waitFor(() => expect(container.querySelector('[aria-busy]')).toBeNull());
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
  });
});
