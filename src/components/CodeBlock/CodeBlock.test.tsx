import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { CodeBlock } from './index.ts';
import { copyName } from './CodeBlock.tsx';
import { highlightCode, tokensToText } from './highlighter.ts';
import { resolveLanguage } from './languages.ts';
import { resetPageComplete } from '../../lib/pageComplete.ts';

const labels = { region: 'Code sample', copy: 'Copy code', copied: 'Copied' };

describe('resolveLanguage', () => {
  it('maps the names authors use to the supported grammars', () => {
    expect(resolveLanguage('jscript')).toBe('javascript');
    expect(resolveLanguage('JS')).toBe('javascript');
    expect(resolveLanguage('language-py')).toBe('python');
    expect(resolveLanguage('brush: csharp;')).toBe('csharp');
    expect(resolveLanguage('C#')).toBe('csharp');
    expect(resolveLanguage('html')).toBe('xml');
    expect(resolveLanguage('markup')).toBe('xml');
    expect(resolveLanguage('shell')).toBe('bash');
    expect(resolveLanguage('c')).toBe('cpp');
    for (const l of ['bash', 'cpp', 'css', 'java', 'php', 'ruby', 'json', 'http']) expect(resolveLanguage(l)).toBe(l);
  });
  it('returns null for languages we do not highlight', () => {
    expect(resolveLanguage('sql')).toBeNull();
    expect(resolveLanguage('text')).toBeNull();
    expect(resolveLanguage('')).toBeNull();
    expect(resolveLanguage(undefined)).toBeNull();
    expect(resolveLanguage('__proto__')).toBeNull();
    expect(resolveLanguage('constructor')).toBeNull();
  });
});

describe('highlightCode', () => {
  it('returns span tokens whose text equals the input exactly', async () => {
    const code = '\nconst a = "<b>x</b>"; // note\nfunction f() { return 1; }\n';
    const tokens = await highlightCode(code, 'js');
    expect(tokens).not.toBeNull();
    expect(tokensToText(tokens!)).toBe(code);
    const classes = JSON.stringify(tokens);
    expect(classes).toContain('hljs-keyword');
    expect(classes).toContain('hljs-string');
    expect(classes).toContain('hljs-comment');
  });

  it('resolves to null (plain) for an unknown language', async () => {
    await expect(highlightCode('SELECT 1', 'sql')).resolves.toBeNull();
  });

  it('highlights every supported language', async () => {
    const samples: Record<string, string> = {
      bash: 'echo "$HOME" # hi',
      csharp: 'public class A { int x = 1; }',
      cpp: 'int main() { return 0; }',
      css: '.a { color: red; }',
      java: 'public static void main(String[] a) {}',
      php: '<?php echo "hi"; ?>',
      python: 'def f(x):\n    return x  # c',
      ruby: 'def f; puts "hi"; end',
      xml: '<a href="x">t</a>',
      json: '{"a": [1, true, null]}',
      http: 'GET /v1/ping HTTP/1.1\nHost: api.example.com',
    };
    for (const [language, code] of Object.entries(samples)) {
      const tokens = await highlightCode(code, language);
      expect(tokens, language).not.toBeNull();
      expect(tokensToText(tokens!)).toBe(code);
      expect(
        tokens!.some((t) => typeof t !== 'string'),
        language,
      ).toBe(true);
    }
  });
});

describe('CodeBlock', () => {
  it('shows the plain code at once in a labelled, focusable region and highlights it later', async () => {
    render(<CodeBlock code={'const x = 1;\r\n'} language="javascript" languageLabel="JavaScript" labels={labels} />);
    const region = screen.getByRole('group', { name: 'Code sample' });
    expect(region.tabIndex).toBe(0);
    expect(region.textContent).toBe('const x = 1;');
    await waitFor(() => expect(region.querySelector('[data-highlighted]')).not.toBeNull());
    expect(region.textContent).toBe('const x = 1;');
    expect(region.querySelector('.hljs-keyword')?.textContent).toBe('const');
    expect(screen.getByText('JavaScript')).toBeTruthy();
  });

  it('colours the code in new nodes, never by moving the plain text (no layout shift when highlighting lands)', async () => {
    render(<CodeBlock code={'import hashlib, time\nsig = 1'} language="python" labels={labels} />);
    const region = screen.getByRole('group', { name: 'Code sample' });
    const plain = region.querySelector('code');
    const plainText = plain?.firstChild;
    await waitFor(() => expect(region.querySelector('[data-highlighted]')).not.toBeNull());
    // a reused text node whose text became " hashlib, time…" would start further right than before: a shift
    expect(region.querySelector('code')).not.toBe(plain);
    expect(plain?.isConnected).toBe(false);
    expect(plainText?.isConnected).toBe(false);
    expect(region.textContent).toBe('import hashlib, time\nsig = 1');
  });

  it("on the runtime's first load, colours the code only once the page is complete, in the same box", async () => {
    // issue 14: highlight.js is not fetched on the way to `complete` (a docs page's first visit in ≤ 8 files)
    const html = document.documentElement;
    resetPageComplete();
    html.classList.add('loading');
    try {
      render(<CodeBlock code="const x = 1;" language="javascript" labels={labels} />);
      const region = screen.getByRole('group', { name: 'Code sample' });
      const code = region.querySelector('code')!;
      // as long as a highlight of its own takes, and a task more: still plain
      await highlightCode('let y = 2;', 'javascript');
      await new Promise((r) => setTimeout(r, 0));
      expect(region.querySelector('[data-highlighted]')).toBeNull();
      expect(code.textContent).toBe('const x = 1;');
      html.classList.replace('loading', 'complete');
      await waitFor(() => expect(region.querySelector('[data-highlighted]')).not.toBeNull());
      // new nodes in the same place (see the next test: a moved text node would be a layout shift)
      expect(region.querySelector('code')).not.toBe(code);
      expect(region.querySelector('code')?.textContent).toBe('const x = 1;');
    } finally {
      html.classList.remove('loading', 'complete');
      resetPageComplete();
    }
  });

  it('never renders markup from the code: tags stay text', async () => {
    const evil = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const { container } = render(<CodeBlock code={evil} language="html" labels={labels} />);
    const region = screen.getByRole('group', { name: 'Code sample' });
    await waitFor(() => expect(region.querySelector('[data-highlighted]')).not.toBeNull());
    expect(container.querySelector('img, script')).toBeNull();
    expect(region.textContent).toBe(evil);
    region.querySelectorAll('*').forEach((el) => {
      expect(['CODE', 'SPAN']).toContain(el.tagName);
      expect([...el.attributes].map((a) => a.name).every((n) => n === 'class' || n === 'data-highlighted')).toBe(true);
    });
  });

  it('keeps an unknown language plain without errors', async () => {
    const warn = vi.spyOn(console, 'warn');
    render(<CodeBlock code="SELECT * FROM keys;" language="sql" labels={labels} />);
    const region = screen.getByRole('group', { name: 'Code sample' });
    await new Promise((r) => setTimeout(r, 50));
    expect(region.querySelector('[data-highlighted]')).toBeNull();
    expect(region.textContent).toBe('SELECT * FROM keys;');
    expect(warn).not.toHaveBeenCalled();
  });

  it('has a copy button (icon-only without a language badge) and can hide it', () => {
    const { rerender } = render(<CodeBlock code="x" labels={labels} />);
    expect(screen.getByRole('button', { name: 'Copy code: x' })).toBeTruthy();
    rerender(<CodeBlock code="x" labels={labels} copyable={false} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('copies the exact code', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    render(<CodeBlock code={'a\r\nb'} language="bash" languageLabel="Bash" labels={labels} />);
    screen.getByRole('button', { name: 'Copy code: a' }).click();
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('a\nb'));
    await waitFor(() => expect(within(document.body).getByRole('status').textContent).toBe('Copied'));
  });

  it('names each copy button after its sample’s first line, shortened (several samples on a page)', () => {
    render(
      <>
        <CodeBlock code={'\n  curl -X GET https://api.example.com/v1/forecast?city=Berlin&units=metric\n'} labels={labels} />
        <CodeBlock code="npm install @acme/weather" labels={labels} />
      </>,
    );
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Copy code: curl -X GET https://api.example.com/v1/forecast…',
      'Copy code: npm install @acme/weather',
    ]);
    expect(copyName('Copy code', '   \n')).toBe('Copy code');
  });
});
