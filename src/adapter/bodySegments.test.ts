// Content bodies split into HTML / Markdown runs and legacy `brush:` code blocks (pure string work), as the
// content screens' builders hand them to the screens.
import { describe, expect, it } from 'vitest';
import { brushLanguage, brushOf, codeText, dedent, markdownSource, segmentBody, withImageAlt } from './bodySegments.ts';
import { excerpt, htmlText } from '../lib/excerpt.ts';
import { modelOf, pageOf, pages } from '../../test/screens/content/fixtures.ts';

const mainHtml = (file: string) => (pageOf(file).content as { mainHtml: string | null }).mainHtml;

describe('brush languages', () => {
  it.each([
    ['brush: bash;', 'bash'],
    ['brush: csharp;', 'csharp'],
    ['brush: c#;', 'csharp'],
    ['brush: cpp;', 'cpp'],
    ['brush: c;', 'cpp'],
    ['brush: css;', 'css'],
    ['brush: java;', 'java'],
    ['brush: jscript;', 'javascript'],
    ['brush: js; gutter: false;', 'javascript'],
    ['brush: php;', 'php'],
    ['brush: python;', 'python'],
    ['brush: ruby;', 'ruby'],
    ['brush: xml;', 'xml'],
    ['brush: html;', 'xml'],
    ['prettyprint brush:ruby', 'ruby'],
    ['BRUSH: PHP;', 'php'],
  ])('%s → %s', (cls, language) => {
    expect(brushLanguage(brushOf(cls))).toBe(language);
  });

  it.each([
    'brush: sql;',
    'brush: text;',
    'brush: plain;',
    'brush: ;',
    'brush:',
    'nobrush: js;',
    '',
    'brush: constructor;',
    'brush: __proto__;',
  ])('unknown or malformed %j → plain code, never a throw', (cls) => {
    expect(() => brushLanguage(brushOf(cls))).not.toThrow();
    expect(brushLanguage(brushOf(cls))).toBeNull();
  });
});

describe('codeText', () => {
  it('decodes references once, turns <br> into newlines and drops other tags', () => {
    expect(codeText('&lt;?php echo 1; ?&gt;')).toBe('<?php echo 1; ?>');
    expect(codeText('a<br>b<BR/>c')).toBe('a\nb\nc');
    expect(codeText('<span class="x">x</span> &amp;lt;')).toBe('x &lt;');
    expect(codeText('\n\nline\r\n  indented\n\n')).toBe('line\n  indented');
  });
});

describe('segmentBody, markdown off (server HTML)', () => {
  it('splits top-level brush blocks out of page.code.html, keeping languages and the rest as HTML', () => {
    const segments = segmentBody(mainHtml('page.code.html'), { markdown: false });
    expect(segments.map((s) => (s.kind === 'code' ? `code:${s.language ?? 'plain'}` : s.kind))).toEqual([
      'html',
      'code:php',
      'code:bash',
      'code:python',
      'code:xml',
      'code:javascript',
      'code:plain',
      'code:plain',
    ]);
    const php = segments[1];
    expect(php).toMatchObject({
      kind: 'code',
      code: '<?php echo file_get_contents("https://api.acme.example/v1/ping?api_key=KEY"); ?>',
    });
    // the trailing SyntaxHighlighter.all() script is inert: no segment for it
    expect(segments.some((s) => s.kind === 'html' && /SyntaxHighlighter/.test(s.html))).toBe(false);
  });

  it('leaves brush blocks nested in other elements in place (sanitised HTML, not split)', () => {
    const html =
      '<ul><li>Step<pre class="brush: js;">a()</pre></li></ul><blockquote><pre class="brush: php;">b</pre></blockquote>';
    expect(segmentBody(html, { markdown: false })).toEqual([{ kind: 'html', html }]);
  });

  it('an unclosed paragraph does not hide a following top-level block (implied </p>)', () => {
    const segments = segmentBody('<p>Intro<pre class="brush: ruby;">puts 1</pre><p>After', { markdown: false });
    expect(segments.map((s) => s.kind)).toEqual(['html', 'code', 'html']);
  });

  it('ignores "pre" inside comments, scripts and textareas, and attributes containing ">"', () => {
    const html =
      '<!-- <pre class="brush: js;">x</pre> --><textarea><pre class="brush: js;">y</pre></textarea><p title="a>b">t</p>';
    expect(segmentBody(html, { markdown: false })).toEqual([{ kind: 'html', html }]);
    expect(segmentBody('<p data-x=">">a</p><pre class="brush: css;">a{}</pre>', { markdown: false }).map((s) => s.kind)).toEqual([
      'html',
      'code',
    ]);
  });

  it('code text can never become markup: a code block full of tags is text', () => {
    const [, code] = segmentBody(
      '<p>x</p><pre class="brush: xml;">&lt;script&gt;alert(1)&lt;/script&gt;<img src=x onerror=alert(1)></pre>',
      { markdown: false },
    );
    expect(code).toEqual({ kind: 'code', code: '<script>alert(1)</script>', language: 'xml', brush: 'xml' });
  });

  it('empty and whitespace bodies give no segments; an unterminated brush block runs to the end', () => {
    expect(segmentBody(null, { markdown: false })).toEqual([]);
    expect(segmentBody('   \n ', { markdown: false })).toEqual([]);
    expect(segmentBody('<pre class="brush: bash;">ls', { markdown: false })).toEqual([
      { kind: 'code', code: 'ls', language: 'bash', brush: 'bash' },
    ]);
  });
});

describe('segmentBody, markdown on', () => {
  it('restores the editor-escaped markdown of page.markdown.html (quote marker, fences)', () => {
    const segments = segmentBody(mainHtml('page.markdown.html'), { markdown: true });
    expect(segments).toHaveLength(1);
    const md = segments[0];
    expect(md?.kind).toBe('markdown');
    const source = md?.kind === 'markdown' ? md.source : '';
    // its own h1 moves down a level: the page's one h1 is the screen heading (headings.ts)
    expect(source.startsWith('## Changelog notes')).toBe(true);
    expect(source).toContain('\n> **Heads up:**');
    expect(source).toContain('```\ncurl https://api.acme.example/v2/alerts?api_key=KEY\n```');
  });

  it('dedents server-indented HTML so it is not read as indented code blocks (docs.html)', () => {
    const segments = segmentBody(mainHtml('docs.html'), { markdown: true });
    // dedented, the run is one HTML block, which Markdown passes through: an html segment (no marked)
    expect(segments[0]).toEqual({
      kind: 'html',
      html: '<p>Send your key in the <code>api_key</code> query parameter.</p>',
    });
    expect(segments[1]).toMatchObject({ kind: 'code', language: 'bash' });
  });

  it('renders a run of HTML blocks as HTML and anything Markdown would change as Markdown (lib/htmlBlocks.ts)', () => {
    expect(segmentBody('<p>One</p>\n\n<table><tr><td>*x*</td></tr></table>\n<img src="a.png">', { markdown: true })).toEqual([
      { kind: 'html', html: '<p>One</p>\n\n<table><tr><td>*x*</td></tr></table>\n<img alt="" src="a.png">' },
    ]);
    expect(segmentBody('<p>One</p>\n\nText after a blank line', { markdown: true })).toEqual([
      { kind: 'markdown', source: '<p>One</p>\n\nText after a blank line' },
    ]);
    expect(segmentBody('## Heading\n\n<p>x</p>', { markdown: true })[0]?.kind).toBe('markdown');
  });

  it('keeps character references in HTML-and-markdown bodies, except escaped quote markers', () => {
    expect(markdownSource('<p>Use &lt;b&gt;</p>\n&gt; quoted\n  &gt;&gt; nested')).toBe(
      '<p>Use &lt;b&gt;</p>\n> quoted\n  >> nested',
    );
    // a body without any tag was stored escaped: decoded once, as text (marked + the sanitiser come after)
    expect(markdownSource('a &amp;lt; b &lt;script&gt;')).toBe('a &lt; b <script>');
  });

  it('dedent ignores lines inside <pre> and the server-trimmed first HTML line', () => {
    expect(dedent('<p>a</p>\n      <p>b</p>\n      <pre>x\ny</pre>')).toBe('<p>a</p>\n<p>b</p>\n<pre>x\ny</pre>');
    expect(dedent('\n    # Title\n\n    text\n')).toBe('# Title\n\ntext');
    expect(dedent('Intro\n\n    code')).toBe('Intro\n\n    code');
  });
});

describe('withImageAlt', () => {
  it("gives images without any alt an empty one; keeps the authors' alt texts", () => {
    expect(withImageAlt('<p><img src=x onerror=alert(1)></p>')).toBe('<p><img alt="" src=x onerror=alert(1)></p>');
    expect(withImageAlt('<IMG SRC="a.png"/>')).toBe('<IMG alt="" SRC="a.png"/>');
    expect(withImageAlt('<img src="a.png" alt="Plans">')).toBe('<img src="a.png" alt="Plans">');
    expect(withImageAlt('<img ALT = "" src=a>')).toBe('<img ALT = "" src=a>');
    expect(withImageAlt('<img data-alt="x" src=a>')).toBe('<img alt="" data-alt="x" src=a>');
  });

  it('applies to HTML bodies only (Markdown and code are left alone)', () => {
    expect(segmentBody('<p><img src="a.png"></p>', { markdown: false })).toEqual([
      { kind: 'html', html: '<p><img alt="" src="a.png"></p>' },
    ]);
    expect(segmentBody('`<img src="a.png">`', { markdown: true })).toEqual([{ kind: 'markdown', source: '`<img src="a.png">`' }]);
    expect(segmentBody('<pre class="brush: xml;">&lt;img src="a.png"&gt;</pre>', { markdown: false })).toEqual([
      { kind: 'code', code: '<img src="a.png">', language: 'xml', brush: 'xml' },
    ]);
  });
});

describe('hostile input stays cheap (linear scans, no regex backtracking)', () => {
  // Forum posts and comments are user input. Before the tokenizer, each of these took seconds to minutes.
  it.each(['<a "', "<img '", '<p x="', '<a ', '<img src=x ', '<!--', '<script>', '<div>', '</x>'])('%j × 25 000', (unit) => {
    const html = unit.repeat(25_000);
    const started = performance.now();
    segmentBody(html, { markdown: false });
    segmentBody(html, { markdown: true });
    withImageAlt(html);
    htmlText(html);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('the content builders hand the screens their bodies split (screens only render)', () => {
  const byType = (types: readonly string[]) =>
    pages.filter((p) => types.includes(p.contentType)).map((p) => [p.file, p] as const);
  const visibleHeading = (s: { heading: string | null; headingHidden: boolean }) => (s.headingHidden ? null : s.heading);

  it.each(byType(['page', 'tos', 'docs']))('%s: bodySegments = segmentBody(body, markdown, the visible heading)', (file) => {
    const m = modelOf(file);
    const screen = m.screen as {
      body: { html: string } | null;
      markdown: boolean;
      bodySegments: unknown;
      heading: string | null;
      headingHidden: boolean;
    };
    expect(screen.bodySegments).toEqual(
      segmentBody(screen.body?.html, { markdown: screen.markdown, pageHeading: visibleHeading(screen) }),
    );
  });

  it.each(byType(['blogSingle', 'forumSingle', 'blogAll']))(
    '%s: posts and comments carry their parts, the list its excerpts',
    (file) => {
      const m = modelOf(file);
      if (m.contentType === 'blogSingle') {
        const { post, comments } = m.screen;
        if (post)
          expect(post.bodySegments).toEqual(
            segmentBody(post.body?.html, { markdown: false, pageHeading: visibleHeading(m.screen) }),
          );
        for (const c of comments) expect(c.bodySegments).toEqual(segmentBody(c.body?.html, { markdown: false }));
      } else if (m.contentType === 'forumSingle') {
        for (const c of m.screen.comments) expect(c.bodySegments).toEqual(segmentBody(c.body?.html, { markdown: false }));
      } else if (m.contentType === 'blogAll') {
        for (const p of m.screen.posts) {
          expect(p.excerpt).toEqual(excerpt(p.body?.html, m.screen.excerptLength));
          expect(p.bodySegments).toEqual([]);
        }
      }
    },
  );
});
