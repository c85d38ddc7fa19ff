// htmlBlocksOnly against marked itself: whenever it says "HTML blocks only", marked must lex the source into
// HTML and blank tokens only and render it unchanged — over crafted edge cases and every body of the
// fixture pages. Where it says "needs Markdown" for a source marked would pass through, the body only goes
// the old way (conservative), so that direction is checked on the plain cases only.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Marked } from 'marked';
import { htmlBlocksOnly } from './htmlBlocks.ts';

const marked = new Marked({ gfm: true, breaks: false, async: false });
const onlyHtmlTokens = (source: string) => marked.lexer(source).every((t) => t.type === 'html' || t.type === 'space');
/** marked drops the blank lines between blocks: compare without them, white space runs as one */
const squash = (html: string) =>
  html
    .replace(/>\s*\n[ \t]*\n\s*</g, '><')
    .replace(/\s+/g, ' ')
    .trim();

const HTML_ONLY = [
  '<p>One</p>',
  '<p>Plans start at <span class="mashtip" title="x">$10</span> per month.</p>\n<table border="1"><tbody>\n  <tr><td>Plan</td></tr>\n</tbody></table>',
  '<p>a *not emphasis* and `not code`</p>\n\n<div>\n**raw**\n</div>',
  '<pre class="brush: js;">let a = 1;\n\n\n# not a heading\n</pre>\n<p>after</p>',
  '<pre>\n    indented inside pre\n</pre>',
  '<!-- a comment\n\nwith a blank line -->\n<p>x</p>',
  '<!-->\n<p>x</p>',
  '<h2>Title</h2>\n\n<ul>\n<li>one</li>\n</ul>\n\n<hr>\n\n<h3 id="x">Next</h3>',
  '   <p>three spaces</p>',
  '</div>\n<p>stray closing tag first</p>',
  '<script>x = "<p>"\n\nstill script</script>\n<p>y</p>',
  '<textarea>\n# raw\n</textarea>',
  '<P>Upper case</P>',
  '<div\nclass="x">tag name at the end of the line</div>',
  '<table>\r\n<tr><td>CRLF</td></tr>\r\n</table>',
  '<pre>no closing tag\n\n# still raw',
  '<pre\nclass="x">\n\n# raw\n</pre>',
  '<pre>\npre> is not the end\n\n# raw\n</pre>',
  '<pre>\n</prefix is not the end\n\n# raw\n</pre>',
  '<!-- a > b\n-->\n<p>x</p>',
];

const NEEDS_MARKDOWN = [
  '# Heading',
  'Plain text\n\nSecond paragraph',
  '<p>one</p>\n\ntext after a blank line',
  '    <p>four spaces: indented code</p>',
  '\t<p>a tab: indented code</p>',
  '<span>inline tag first</span> and text',
  '<a href="/x">link</a>',
  '<img src="x.png">',
  '<custom-element>\n</custom-element>',
  '<p>x</p>\n\n- a list',
  '<p>x</p>\n\n| a | b |\n|---|---|\n| 1 | 2 |',
  '<p>x</p>\n\n```js\ncode\n```',
  '<pre>code</pre>\ntext straight after',
  '<!-- c -->\n*after*',
  '',
  '   \n\n  ',
  '<section>x</section>\n\n> quote',
  '<divider>not a block tag</divider>',
  '<p>x</p>\r\rtext after CR line endings',
  'Plain text <pre>code</pre>',
  'Plain text <!-- c -->',
  '<!-->\n*after an empty comment*',
  '<!-- c --> trailing words\n*after*',
  '<pre>\ncode\n</pre>\ntext after a multi-line pre',
  '<PRE>\n\n# raw\n</pre>\n\ntext after a closing tag in another case',
];

function fixtureBodies(): string[] {
  const dir = path.resolve(__dirname, '../../fixtures/pages');
  const bodies: string[] = [];
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.html'))) {
    const doc = new DOMParser().parseFromString(fs.readFileSync(path.join(dir, file), 'utf8'), 'text/html');
    for (const body of doc.querySelectorAll('.section-body')) bodies.push(body.innerHTML);
  }
  return bodies;
}

describe('htmlBlocksOnly', () => {
  it.each(HTML_ONLY)('HTML blocks only: %j', (source) => {
    expect(htmlBlocksOnly(source)).toBe(true);
    expect(onlyHtmlTokens(source)).toBe(true);
    expect(squash(marked.parse(source) as string)).toBe(squash(source.replace(/\r/g, '')));
  });

  it.each(NEEDS_MARKDOWN)('needs Markdown: %j', (source) => {
    expect(htmlBlocksOnly(source)).toBe(false);
  });

  it('never says "HTML only" where marked would change a fixture body, and recognises the HTML ones', () => {
    const bodies = fixtureBodies();
    expect(bodies.length).toBeGreaterThan(20);
    let htmlOnly = 0;
    for (const body of bodies) {
      // as the adapter hands it over: its first line trimmed, like the server prints it
      const source = body.trim();
      if (!htmlBlocksOnly(source)) continue;
      htmlOnly += 1;
      expect(onlyHtmlTokens(source), source.slice(0, 200)).toBe(true);
      expect(squash(marked.parse(source) as string)).toBe(squash(source));
    }
    // the fixtures hold HTML bodies (most of them) as well as Markdown ones
    expect(htmlOnly).toBeGreaterThan(5);
    expect(htmlOnly).toBeLessThan(bodies.length);
  });

  it('with looseIndent, reads a body the server template indented', () => {
    expect(htmlBlocksOnly('<div>\n        <p>indented by the template</p>\n</div>\n\n        <p>x</p>')).toBe(false);
    expect(htmlBlocksOnly('<div>\n        <p>indented by the template</p>\n</div>\n\n        <p>x</p>', true)).toBe(true);
    expect(htmlBlocksOnly('        Plain text', true)).toBe(false);
    // only the leading white space goes: the tag's own spaces stay
    expect(htmlBlocksOnly('<p class="x">text</p>', true)).toBe(true);
  });
});
