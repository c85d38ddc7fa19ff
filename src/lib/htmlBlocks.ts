// Does a Markdown body need a Markdown renderer at all? Bodies typed into the portal's editor are HTML far
// more often than Markdown, and Markdown's own rules (CommonMark › HTML blocks, as marked implements them)
// pass a body made only of HTML blocks through unchanged: no paragraph wrapping, no inline syntax inside
// them. Such a body renders the same as HTML without loading marked (≈ 20 KB gz and its start-up work on
// the first render; issue 38). Conservative by construction: anything this does not recognise — a line
// of text outside an HTML block, an indented line that Markdown reads as code, a tag kind it does not
// classify — answers false, and the body goes to marked as before. Used by the adapter (which body is
// Markdown, bodySegments.ts) and by portal.js (whether to preload Markdown, runtime/preload.ts).
// ES5 only (var, function): portal.js is a classic script that old browsers must parse.

/** CommonMark's block-level tag names (HTML block type 6), as marked lists them */
var BLOCK_TAGS =
  'address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|' +
  'fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|' +
  'menuitem|meta|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|' +
  'title|tr|track|ul';
/** type 6: a block tag, open or closing, followed by white space, `>`, `/>` or the end of the line */
var TYPE6 = new RegExp('^ {0,3}</?(?:' + BLOCK_TAGS + ')(?:[ \\t]+|/?>|$)', 'i');
/** type 1: `<pre`, `<script`, `<style`, `<textarea`, running to its closing tag (blank lines included) */
var TYPE1 = /^ {0,3}<(script|pre|style|textarea)(?:[\s>]|$)/i;
/** type 2: a comment, running to `-->` */
var COMMENT = /^ {0,3}<!--/;
var BLANK = /^[ \t]*$/;

/**
 * True when `source` (Markdown as the adapter hands it to marked: dedented, newlines as they are) consists
 * only of HTML blocks of types 1, 2 and 6 and blank lines — then Markdown renders it unchanged. With
 * `looseIndent`, each line's leading white space is ignored (portal.js reads the server's body as the
 * template indented it; a wrong answer there only costs a preload, or loads Markdown one round later).
 */
export function htmlBlocksOnly(source: string, looseIndent?: boolean): boolean {
  var lines = String(source).replace(/\r\n?/g, '\n').split('\n');
  if (looseIndent) for (var n = 0; n < lines.length; n++) lines[n] = lines[n]!.replace(/^[ \t]+/, '');
  var any = false;
  var i = 0;
  while (i < lines.length) {
    var line = lines[i]!;
    if (BLANK.test(line)) {
      i++;
      continue;
    }
    any = true;
    var type1 = TYPE1.exec(line);
    var comment = !type1 && COMMENT.test(line);
    if (type1 || comment) {
      // the block runs to the line holding its end (the rest of that line belongs to it), or to the end
      var opener = line.indexOf('<');
      var rest = type1 ? line.slice(opener + 1 + type1[1]!.length) : line.slice(opener + 4);
      var end = type1 ? new RegExp('</' + type1[1] + '>', 'i') : /-->/;
      if (comment && /^-?>/.test(rest)) {
        i++;
        continue;
      }
      var k = i;
      var text = rest;
      while (!end.test(text)) {
        k++;
        if (k >= lines.length) return true;
        text = lines[k]!;
      }
      i = k + 1;
      continue;
    }
    if (!TYPE6.test(line)) return false;
    // type 6 runs to the next blank line
    while (i < lines.length && !BLANK.test(lines[i]!)) i++;
  }
  return any;
}
