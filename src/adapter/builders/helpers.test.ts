// joinBodies: a label body and the server's body together, without saying one sentence twice.
import { describe, expect, it } from 'vitest';
import { joinBodies } from './helpers.ts';
import { adapt } from '../index.ts';
import { pageData, settings, env } from '../../../test/adapter/factories.ts';
import { defaultLabels } from '../../labels/en.ts';

describe('joinBodies', () => {
  it('keeps both when they say different things, in order', () => {
    expect(joinBodies({ html: '<p>Ours.</p>' }, { html: '<p>Theirs.</p>' })).toEqual({ html: '<p>Ours.</p>\n<p>Theirs.</p>' });
  });

  it('only the second when it says the same, or the same and more (a link after the sentence)', () => {
    expect(joinBodies({ html: '<p>Login failed.</p>' }, { html: '<p>login failed</p>' })).toEqual({
      html: '<p>login failed</p>',
    });
    const server = { html: '<p>Login failed. Try again later.</p><p><a href="/contact">Contact us</a></p>' };
    expect(joinBodies({ html: '<p>Login failed. Try again later.</p>' }, server)).toEqual(server);
  });

  it('a missing side gives the other', () => {
    expect(joinBodies(null, { html: '<p>x</p>' })).toEqual({ html: '<p>x</p>' });
    expect(joinBodies({ html: '<p>x</p>' }, null)).toEqual({ html: '<p>x</p>' });
  });
});

describe('sign-in failed', () => {
  it('the spec sentence shows once when the server repeats it and adds a contact link', () => {
    const text = defaultLabels.signin.failedBody;
    const page = pageData('signin', {
      state: 'failed',
      content: { state: 'failed', mainHtml: `<p>${text}</p><p><a href="/contact">Contact us</a></p>` },
    });
    const m = adapt(page, settings(), env('/login/failed'));
    const html = (m.screen as { body: { html: string } | null }).body?.html ?? '';
    expect(html.split(text.slice(0, 40)).length - 1).toBe(1);
    expect(html).toContain('/contact');
  });
});
