// Character references decoded once, as plain text (src/lib/decodeEntities.ts): every named reference the
// portal's editor writes, decimal and hex numbers, and what stays as written.
import { describe, expect, it } from 'vitest';
import { decodeEntities } from './decodeEntities.ts';

describe('decodeEntities', () => {
  it.each([
    ['amp', '&'],
    ['lt', '<'],
    ['gt', '>'],
    ['quot', '"'],
    ['apos', "'"],
    ['nbsp', '\u00a0'],
    ['ndash', '–'],
    ['mdash', '—'],
    ['hellip', '…'],
    ['lsquo', '‘'],
    ['rsquo', '’'],
    ['ldquo', '“'],
    ['rdquo', '”'],
    ['laquo', '«'],
    ['raquo', '»'],
    ['copy', '©'],
    ['reg', '®'],
    ['trade', '™'],
    ['middot', '·'],
    ['bull', '•'],
    ['times', '×'],
    ['divide', '÷'],
    ['euro', '€'],
    ['pound', '£'],
    ['yen', '¥'],
    ['cent', '¢'],
    ['sect', '\u00a7'],
    ['deg', '°'],
    ['plusmn', '±'],
    ['para', '¶'],
    ['shy', '\u00ad'],
    ['zwnj', '\u200c'],
    ['zwj', '\u200d'],
    ['larr', '←'],
    ['rarr', '→'],
    ['uarr', '↑'],
    ['darr', '↓'],
  ])('&%s; is %j', (name, char) => {
    expect(decodeEntities(`a&${name};b`)).toBe(`a${char}b`);
  });

  it('decodes decimal and hex references (x or X, any case), up to the last code point', () => {
    expect(decodeEntities('&#65;&#x42;&#X43;&#x6a;&#1234567;')).toBe('ABCj&#1234567;');
    expect(decodeEntities('&#128512; &#x1F600;')).toBe('😀 😀');
    expect(decodeEntities('&#x10FFFF;')).toBe('\u{10ffff}');
    expect(decodeEntities('&#xD7FF;&#xE000;')).toBe('\ud7ff\ue000');
  });

  it('decodes once: a decoded "&" does not start another reference', () => {
    expect(decodeEntities('&amp;lt; &amp;#65;')).toBe('&lt; &#65;');
  });

  it.each([
    ['&#0;'],
    ['&#x0;'],
    ['&#x110000;'],
    ['&#xD800;'],
    ['&#xDFFF;'],
    ['&#55296;'],
    ['&unknown;'],
    ['&AMP;'],
    ['&constructor;'],
    ['&toString;'],
    ['&amp'],
    ['& amp;'],
    ['&#;'],
    ['&#x;'],
  ])('%j stays as written', (text) => {
    expect(decodeEntities(text)).toBe(text);
  });
});
