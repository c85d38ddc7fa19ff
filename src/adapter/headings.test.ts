// Body headings: the page keeps exactly one h1 (the screen's heading).
import { describe, expect, it } from 'vitest';
import { segmentBody } from './bodySegments.ts';
import {
  demoteHtml,
  demoteMarkdown,
  dropLeadingHtmlTitle,
  dropLeadingMarkdownTitle,
  htmlHasH1,
  markdownHasH1,
} from './headings.ts';

describe('body headings', () => {
  it('finds level-1 headings in Markdown outside code (ATX, setext, block HTML)', () => {
    expect(markdownHasH1('# Title\n\ntext')).toBe(true);
    expect(markdownHasH1('Title\n=====\n')).toBe(true);
    expect(markdownHasH1('<h1 class="x">Title</h1>')).toBe(true);
    expect(markdownHasH1('## Step one\n\n#hashtag')).toBe(false);
    expect(markdownHasH1('```\n# not a heading\n```')).toBe(false);
    expect(markdownHasH1('- item\n===')).toBe(false);
  });

  it('moves Markdown headings one level down, code untouched', () => {
    expect(demoteMarkdown('# Title\n\n## Part\n\n###### Six\n\n```sh\n# comment\n```')).toBe(
      '## Title\n\n### Part\n\n###### Six\n\n```sh\n# comment\n```',
    );
    expect(demoteMarkdown('Title\n===\n\nPart\n---\n\ntext')).toBe('## Title\n\n### Part\n\ntext');
    // a thematic break after a blank line stays one
    expect(demoteMarkdown('text\n\n---\n\nmore')).toBe('text\n\n---\n\nmore');
    expect(demoteMarkdown('<h1>Intro</h1>')).toBe('<h2>Intro</h2>');
  });

  it('moves HTML headings one level down, attributes kept', () => {
    expect(htmlHasH1('<p>x</p><H1 id="a">T</H1>')).toBe(true);
    expect(demoteHtml('<h1 id="a">T</h1><h2>S</h2><h6>x</h6>')).toBe('<h2 id="a">T</h2><h3>S</h3><h6>x</h6>');
  });

  it('drops a first heading that only repeats the page heading', () => {
    expect(dropLeadingMarkdownTitle('\n# Getting Started\n\nHello', 'Getting started')).toBe('Hello');
    expect(dropLeadingMarkdownTitle('Getting Started\n===\nHello', 'Getting Started')).toBe('Hello');
    expect(dropLeadingMarkdownTitle('# Other\nHello', 'Getting Started')).toBe('# Other\nHello');
    expect(dropLeadingHtmlTitle('  <h1>Getting <em>Started</em></h1><p>x</p>', 'Getting Started')).toBe('  <p>x</p>');
    expect(dropLeadingHtmlTitle('<p>x</p><h1>Getting Started</h1>', 'Getting Started')).toBe('<p>x</p><h1>Getting Started</h1>');
  });

  it('segmentBody: a Markdown body starting with # Title yields no second h1', () => {
    const [seg] = segmentBody('# Welcome\n\nIntro\n\n# Details\n\ntext', { markdown: true, pageHeading: 'Welcome' });
    expect(seg).toEqual({ kind: 'markdown', source: 'Intro\n\n## Details\n\ntext' });
    const [kept] = segmentBody('# Welcome\n\nIntro', { markdown: true, pageHeading: null });
    expect(kept).toEqual({ kind: 'markdown', source: '## Welcome\n\nIntro' });
    const [html] = segmentBody('<h1>Rates</h1><p>x</p><pre class="brush: js">a()</pre><h2>More</h2>', {
      markdown: false,
      pageHeading: 'Pricing',
    });
    expect(html).toEqual({ kind: 'html', html: '<h2>Rates</h2><p>x</p>' });
    // bodies without an h1 keep their levels
    expect(segmentBody('## Step one\n\ntext', { markdown: true, pageHeading: 'Getting Started' })).toEqual([
      { kind: 'markdown', source: '## Step one\n\ntext' },
    ]);
  });
});
