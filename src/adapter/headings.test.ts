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

describe('body headings: fences, Markdown and HTML forms', () => {
  it('a fence closes at a fence of its character at least as long; inside it nothing is a heading', () => {
    expect(markdownHasH1('```\nls\n# not a heading\n```')).toBe(false);
    expect(markdownHasH1('````\n```\n# still code\n````')).toBe(false);
    expect(markdownHasH1('```\nls\n```\n# Title')).toBe(true);
  });

  it('Markdown h1: an `===` underline under a paragraph line, an h1 tag opening a line; not `---` nor inline HTML', () => {
    expect(markdownHasH1('Part\n---')).toBe(false);
    expect(markdownHasH1('First line\nsecond line')).toBe(false);
    expect(markdownHasH1('Wrap the title in <h1> tags.')).toBe(false);
  });

  it('Markdown demotion keeps the indentation of an ATX heading, trims a setext title, leaves inline HTML', () => {
    expect(demoteMarkdown('  # Title')).toBe('  ## Title');
    expect(demoteMarkdown('  Title  \n===')).toBe('## Title');
    expect(demoteMarkdown('Text with <h2>inline</h2> HTML')).toBe('Text with <h2>inline</h2> HTML');
  });

  it('HTML h1: an opening h1 tag (also one left open), not another heading nor a stray end tag', () => {
    expect(htmlHasH1('<h2>Part</h2><p>x</p>')).toBe(false);
    expect(htmlHasH1('<h1>Title')).toBe(true);
    expect(htmlHasH1('<p>x</p></h1>')).toBe(false);
  });

  it('Markdown title: blank and whitespace-only lines before it, blank lines after it are dropped with it', () => {
    expect(dropLeadingMarkdownTitle('  \n\t\n# Getting Started\n\n\nHello\n\nWorld', 'Getting Started')).toBe('Hello\n\nWorld');
    expect(dropLeadingMarkdownTitle('# Getting Started\nHello\n\nWorld', 'Getting Started')).toBe('Hello\n\nWorld');
    expect(dropLeadingMarkdownTitle('\n \n', 'Getting Started')).toBe('\n \n');
  });

  it('Markdown title: the same words whatever the markup; other words, a line with # inside, `---` or no underline are kept', () => {
    expect(dropLeadingMarkdownTitle('# C#\n\nThe .NET SDK.', 'C#')).toBe('The .NET SDK.');
    expect(dropLeadingMarkdownTitle('# Getting_Started\n\nHello', 'Getting Started')).toBe('Hello');
    expect(dropLeadingMarkdownTitle('# GettingStarted\n\nHello', 'Getting Started')).toBe('# GettingStarted\n\nHello');
    expect(dropLeadingMarkdownTitle('C# SDK\n\nInstall it.', 'SDK')).toBe('C# SDK\n\nInstall it.');
    expect(dropLeadingMarkdownTitle('Getting Started\n---\nHello', 'Getting Started')).toBe('Getting Started\n---\nHello');
    expect(dropLeadingMarkdownTitle('Getting Started\nis easy.', 'Getting Started')).toBe('Getting Started\nis easy.');
    expect(dropLeadingMarkdownTitle('Other\n===\nHello', 'Getting Started')).toBe('Other\n===\nHello');
  });

  it('HTML title: the first element only, and only a complete h1 repeating the title', () => {
    expect(dropLeadingHtmlTitle('<h1>Getting Started</h1><p>Hello</p>', 'Getting Started')).toBe('<p>Hello</p>');
    expect(dropLeadingHtmlTitle('<!-- intro --><h1>Getting Started</h1><p>Hello</p>', 'Getting Started')).toBe(
      '<!-- intro --><p>Hello</p>',
    );
    expect(dropLeadingHtmlTitle('<h1>Getting<br>Started</h1><p>Hello</p>', 'Getting Started')).toBe('<p>Hello</p>');
    expect(dropLeadingHtmlTitle('Intro<h1>Getting Started</h1>', 'Getting Started')).toBe('Intro<h1>Getting Started</h1>');
    expect(dropLeadingHtmlTitle('<div><h1>Getting Started</h1></div>', 'Getting Started')).toBe(
      '<div><h1>Getting Started</h1></div>',
    );
    expect(dropLeadingHtmlTitle('<h1>Getting Started', 'Getting Started')).toBe('<h1>Getting Started');
    expect(dropLeadingHtmlTitle('', 'Getting Started')).toBe('');
  });
});
