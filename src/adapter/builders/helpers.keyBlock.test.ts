// Adapter rules the account screens rely on (their builders: src/adapter/builders/<group>.ts, helpers in builders/helpers.ts).
import { describe, expect, it } from 'vitest';
import { withoutKeyBlock } from './helpers.ts';
import { modelOf } from '../../../test/screens/account/fixtures.ts';

describe('key pages: the server body without the key block the screen renders itself', () => {
  it('keeps the message around the key block, drops the block (nested divs included) and the API heading before it', () => {
    const html =
      '<h2>Weather API</h2>\n<div class="key"><dl><dd>x</dd></dl><div class="key-actions actions"><ul><li>a</li></ul></div></div>\n<p>Store this secret now.</p>';
    expect(withoutKeyBlock({ html })).toEqual({ html: '<p>Store this secret now.</p>' });
    expect(withoutKeyBlock({ html: "<p>Before</p><div class='x key'><div>in</div></div><h2>After</h2>" })).toEqual({
      html: '<p>Before</p><h2>After</h2>',
    });
  });

  it('a body that is only the key block is null; a body without one stays whole; key-actions alone is not the block', () => {
    expect(withoutKeyBlock({ html: '<h2>API</h2><div class="key"><dl></dl></div>' })).toBeNull();
    expect(withoutKeyBlock({ html: '<p>Hello</p>' })).toEqual({ html: '<p>Hello</p>' });
    expect(withoutKeyBlock({ html: '<div class="key-actions"><a href="/x">x</a></div>' })).toEqual({
      html: '<div class="key-actions"><a href="/x">x</a></div>',
    });
    expect(withoutKeyBlock(null)).toBeNull();
  });

  it('keySecret fixtures: the body is the server notice only', () => {
    expect(modelOf('keySecret.html', 'keySecret').screen).toMatchObject({
      body: { html: '<p>Store this secret now. It will not be shown again.</p>' },
      bodySource: 'server',
    });
    const noSecret = modelOf('keySecret.noSecret.html', 'keySecret').screen;
    expect(noSecret).toMatchObject({
      body: { html: '<p>Please try again later.</p>' },
      errors: ['The secret could not be regenerated.'],
    });
    expect(noSecret.detail?.secret).toBeNull();
  });
});
