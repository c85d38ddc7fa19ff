// Markdown typed into the portal's editor reaches the page HTML-escaped (`>` as `&gt;`). This turns
// character references back into characters as plain text — no HTML parser, no DOM — so decoding can
// never create markup by itself; what follows (marked → the ServerHtml sanitiser) treats it as markdown.

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  laquo: '\u00ab',
  raquo: '\u00bb',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  middot: '\u00b7',
  bull: '\u2022',
  times: '\u00d7',
  divide: '\u00f7',
  euro: '\u20ac',
  pound: '\u00a3',
  yen: '\u00a5',
  cent: '\u00a2',
  sect: '\u00a7',
  deg: '\u00b0',
  plusmn: '\u00b1',
  para: '\u00b6',
  shy: '\u00ad',
  zwnj: '\u200c',
  zwj: '\u200d',
  larr: '\u2190',
  rarr: '\u2192',
  uarr: '\u2191',
  darr: '\u2193',
};

function fromCodePoint(code: number): string | null {
  if (!Number.isInteger(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return null;
  return String.fromCodePoint(code);
}

/**
 * Decodes `&name;`, `&#123;` and `&#x7B;` references once (so `&amp;lt;` becomes `&lt;`, not `<`).
 * Unknown names and invalid numbers stay as written.
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z][a-z0-9]{1,31});/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const hex = ref[1] === 'x' || ref[1] === 'X';
      return fromCodePoint(Number.parseInt(ref.slice(hex ? 2 : 1), hex ? 16 : 10)) ?? whole;
    }
    return Object.prototype.hasOwnProperty.call(NAMED, ref) ? NAMED[ref]! : whole;
  });
}
