// @vitest-environment node
// The simulated portal's default demo (`npm start`) shows every visitor ordinary content: the hostile test
// strings (XSS payloads, `{{…}}` braces, `mashery.globals` text) appear only with its hostile option
// (`hostileMarkup`, `npm start -- --hostile`, on in the e2e tests). Forum posts reach the page as the
// server's HTML (server-markup.md › forumSingle: `.comment-body` holds `<p>`, `<code>`, links), so what a
// member types as Markdown is rendered by the server, and raw HTML in it stays escaped text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, DEMO_PASSWORD, type Portal } from '../../fixtures/portal/index.ts';
import { PortalClient } from '../e2e/support/http.ts';
import { XSS } from '../../fixtures/portal/seed.ts';

const HOSTILE = [...Object.values(XSS), 'Hostile subject', 'onerror', '<script', '{{area}}'];
const hostileIn = (html: string) => HOSTILE.filter((s) => html.includes(s));
/** what the server prints for a hostile string: its escaped form (or the string itself) */
const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** the first post's body as the server sent it */
const firstCommentBody = (page: string) => {
  const start = page.indexOf('<div class="comment-body">');
  return page.slice(start, page.indexOf('</div></li>', start));
};
const visible = (html: string) => HOSTILE.filter((s) => html.includes(escaped(s)) || html.includes(s));

describe('the default demo', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(async () => {
    await portal?.close();
  });

  it('shows no hostile test strings on the pages every visitor reads (forum, blog, recent topics, search)', async () => {
    const client = new PortalClient(portal.url);
    for (const path of [
      '/forum',
      '/forum/topics/General',
      '/forum/recent',
      '/blog',
      '/blog/read/Launching_v2',
      '/search?q=post',
    ]) {
      const { status, text } = await client.request(path);
      expect(status, path).toBe(200);
      const main = text.slice(text.indexOf('<div id="main"'), text.indexOf('<div id="footer"'));
      expect(main.length, path).toBeGreaterThan(200);
      expect({ path, found: visible(main) }).toEqual({ path, found: [] });
      expect(hostileIn(main), path).toEqual([]);
    }
    expect(portal.store.topics.some((t) => t.subject.includes('Hostile'))).toBe(false);
  });

  it('forum posts: Markdown typed by a member arrives as the server’s HTML; markup in it stays text', async () => {
    const client = new PortalClient(portal.url);
    await client.signIn('jdoe', DEMO_PASSWORD);
    const body = [
      'Calling the **daily** endpoint with `curl`:',
      '',
      '```bash',
      'curl "https://api.acme.example/v1/daily?city=Berlin&api_key=KEY"',
      '```',
      '',
      '- first',
      '- second <b>bold?</b>',
      '',
      'See [the docs](/docs/read/Getting_Started) or https://developer.acme.example/docs.',
    ].join('\n');
    const posted = await client.request('/forum/topic-add/Help', { form: { subject: 'Markdown check', body, tags: '' } });
    expect(posted.status).toBe(200);
    const comment = firstCommentBody(posted.text);
    expect(comment).toContain('<strong>daily</strong>');
    expect(comment).toContain('<code>curl</code>');
    expect(comment).toMatch(
      /<pre><code[^>]*>curl &quot;https:\/\/api\.acme\.example\/v1\/daily\?city=Berlin&amp;api_key=KEY&quot;\n?<\/code><\/pre>/,
    );
    expect(comment).toMatch(/<ul>\s*<li>first<\/li>\s*<li>second &lt;b&gt;bold\?&lt;\/b&gt;<\/li>\s*<\/ul>/);
    expect(comment).toContain('<a href="/docs/read/Getting_Started"');
    expect(comment).toContain('<a href="https://developer.acme.example/docs"');
    expect(comment).not.toContain('**');
    expect(comment).not.toContain('```');
  });

  it('markup and script URLs in a post are never live: HTML is escaped, a javascript: link is no link', async () => {
    const client = new PortalClient(portal.url);
    await client.signIn('jdoe', DEMO_PASSWORD);
    const body = `${XSS.script} ${XSS.img}\n\n[click](javascript:alert(1)) <a href="javascript:x()">a</a>`;
    const posted = await client.request('/forum/topic-add/Help', { form: { subject: 'Escapes', body, tags: '' } });
    const comment = firstCommentBody(posted.text);
    expect(comment).not.toMatch(/<script|<img|href="javascript/i);
    expect(comment).toContain('&lt;script&gt;');
  });
});

describe('the demo with the hostile option', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal({ hostileMarkup: true });
  });
  afterAll(async () => {
    await portal?.close();
  });

  it('has the hostile forum topic and blog comment (for the security tests), printed escaped', async () => {
    const client = new PortalClient(portal.url);
    const forum = await client.request('/forum/topics/General');
    expect(forum.text).toContain('Hostile subject');
    expect(forum.text).not.toContain(XSS.img);
    const blog = await client.request('/blog/read/Launching_v2');
    expect(blog.text).toContain('Nice post');
    expect(blog.text).toContain(escaped(XSS.script));
    expect(blog.text).not.toContain(XSS.script);
  });
});
