// Content bodies (src/adapter/bodySegments.ts), the edges of the string work: brush blocks among other markup
// (where a block ends, which blocks are at the top level, the nesting limit), the code text, dedenting
// (line endings, blank lines, <pre> lines), what counts as nothing to show, image alts, and the page's one h1
// when the body starts with a code block or only repeats the heading.
import { describe, expect, it } from 'vitest';
import { brushOf, codeText, dedent, segmentBody, withImageAlt } from './bodySegments.ts';

const html = { markdown: false };
const code = (source: string, brush = 'js') => ({
  kind: 'code',
  code: source,
  language: brush === 'js' ? 'javascript' : brush,
  brush,
});

describe('brush blocks among other markup', () => {
  it('a brush class with spaces around the colon', () => {
    expect(brushOf('brush : js;')).toBe('js');
  });

  it("a block runs to its own </pre>, past the sample's inline markup", () => {
    expect(segmentBody('<pre class="brush: js"><span class="k">var</span> x;</pre><p>After</p>', html)).toEqual([
      code('var x;'),
      { kind: 'html', html: '<p>After</p>' },
    ]);
  });

  it('a block right after a plain <pre>, after a closed wrapper, after an image: top level', () => {
    expect(segmentBody('<pre>plain</pre><pre class="brush: js">x()</pre>', html)).toEqual([
      { kind: 'html', html: '<pre>plain</pre>' },
      code('x()'),
    ]);
    expect(segmentBody('<div><p>Intro</p></div><pre class="brush: js">x()</pre>', html)).toEqual([
      { kind: 'html', html: '<div><p>Intro</p></div>' },
      code('x()'),
    ]);
    expect(segmentBody('<img src="/files/flow.png" alt="Flow"><pre class="brush: js">x()</pre>', html)).toEqual([
      { kind: 'html', html: '<img src="/files/flow.png" alt="Flow">' },
      code('x()'),
    ]);
  });

  it('nesting up to 256 levels is followed; deeper, the rest of the body stays unsplit', () => {
    const nested = (depth: number) => `${'<div>'.repeat(depth)}x${'</div>'.repeat(depth)}<pre class="brush: js">y()</pre>`;
    expect(segmentBody(nested(256), html).map((s) => s.kind)).toEqual(['html', 'code']);
    expect(segmentBody(nested(257), html).map((s) => s.kind)).toEqual(['html']);
  });

  it('an empty block is left out', () => {
    expect(segmentBody('<p>Sample:</p><pre class="brush: js"></pre>', html)).toEqual([{ kind: 'html', html: '<p>Sample:</p>' }]);
  });

  it("the code text keeps a raw-text element's text and reads a lone carriage return as a newline", () => {
    expect(codeText('<title>Pricing</title>')).toBe('Pricing');
    expect(codeText('a();&#13;b();')).toBe('a();\nb();');
  });
});

describe('dedent', () => {
  it('CRLF and lone CR line ends', () => {
    expect(dedent('  a\r\n  b')).toBe('a\nb');
    expect(dedent('  a\r  b')).toBe('a\nb');
  });

  it('lines of a <pre> (also several, and up to its end tag) keep their indentation and do not count', () => {
    expect(dedent('  <pre>x\n  y</pre>\n  after')).toBe('<pre>x\n  y</pre>\nafter');
    expect(dedent('  <pre>a\nb\nc</pre>\n  after')).toBe('<pre>a\nb\nc</pre>\nafter');
  });

  it('a first line of Markdown text with inline HTML counts; blank lines do not, and are dropped around the text', () => {
    expect(dedent('Some <b>bold</b> text\n    indented')).toBe('Some <b>bold</b> text\n    indented');
    expect(dedent('    a\n \n    b')).toBe('a\n\nb');
    expect(dedent('      \n  <p>x</p>')).toBe('<p>x</p>');
  });
});

describe('nothing to show', () => {
  it('comments (also an unterminated one) and scripts between code blocks are no segment; content after a script is', () => {
    expect(
      segmentBody(
        '<pre class="brush: js">a()</pre><!-- end of sample --><pre class="brush: js">b()</pre>\n<!-- TODO: more',
        html,
      ),
    ).toEqual([code('a()'), code('b()')]);
    expect(segmentBody('<script>track()</script><p>Welcome</p>', html)).toEqual([
      { kind: 'html', html: '<script>track()</script><p>Welcome</p>' },
    ]);
  });

  it('Markdown: a non-breaking space alone is no segment; markdown off, text stays HTML', () => {
    expect(segmentBody('<pre class="brush: js">x()</pre>\n&nbsp;', { markdown: true })).toEqual([code('x()')]);
    expect(segmentBody('Plain *text*', html)).toEqual([{ kind: 'html', html: 'Plain *text*' }]);
  });
});

describe('image alts', () => {
  it('an end tag of an image (XHTML-style editors) gets none', () => {
    expect(withImageAlt('<img src="/files/a.png"></img>')).toBe('<img alt="" src="/files/a.png"></img>');
  });
});

describe('one h1 with code blocks', () => {
  it('a body starting with a code block keeps it; a first heading that only repeats the page heading leaves no empty segment', () => {
    expect(segmentBody('<pre class="brush: js">x()</pre>', { ...html, pageHeading: 'Example' })).toEqual([code('x()')]);
    expect(
      segmentBody('<h1>Getting Started</h1><pre class="brush: js">x()</pre>', { ...html, pageHeading: 'Getting Started' }),
    ).toEqual([code('x()')]);
    expect(
      segmentBody('# Getting Started\n\n<pre class="brush: js">x()</pre>', { markdown: true, pageHeading: 'Getting Started' }),
    ).toEqual([code('x()')]);
  });

  it('a code block is no h1: the other headings keep their level', () => {
    expect(segmentBody('<h2>Setup</h2><pre class="brush: js">x()</pre>', html)).toEqual([
      { kind: 'html', html: '<h2>Setup</h2>' },
      code('x()'),
    ]);
  });
});
