// What `npm start -- --portal` changes between the browser and the portal (scripts/dev/proxy/rewrite.ts).
import { describe, expect, it } from 'vitest';
import {
  isThemeInclude,
  localizeUrls,
  masheryMarkers,
  rewriteHtml,
  rewriteLocation,
  rewriteSetCookie,
  upstreamUrl,
} from './rewrite.ts';

const origins = { upstream: 'https://developer.acme.test', local: 'http://127.0.0.1:7101' };

describe('Set-Cookie for the local origin', () => {
  it('drops Domain and Secure, keeps the rest', () => {
    expect(rewriteSetCookie('mashery_session=abc; Path=/; HttpOnly; SameSite=Lax; Domain=acme.test; Secure')).toBe(
      'mashery_session=abc; Path=/; HttpOnly; SameSite=Lax',
    );
  });
  it('turns SameSite=None (which needs Secure) into Lax', () => {
    expect(rewriteSetCookie('t=1; SameSite=None; Secure; Partitioned')).toBe('t=1; SameSite=Lax');
  });
  it('keeps the value whole, even with = in it', () => {
    expect(rewriteSetCookie('a=b=c; Max-Age=10')).toBe('a=b=c; Max-Age=10');
  });
});

describe('absolute URLs', () => {
  it('makes the portal’s URLs local in every spelling, and only the portal’s', () => {
    const text =
      'https://developer.acme.test/docs http://developer.acme.test/a //developer.acme.test/b https://developer.acme.test:443/c ' +
      'https://developer.acme.test.evil.test/x https://other.test/ https://developer.acme.test:8443/y';
    expect(localizeUrls(text, origins)).toBe(
      'http://127.0.0.1:7101/docs http://127.0.0.1:7101/a http://127.0.0.1:7101/b http://127.0.0.1:7101/c ' +
        'https://developer.acme.test.evil.test/x https://other.test/ https://developer.acme.test:8443/y',
    );
  });
  it('rewrites a Location to the portal, leaves a sign-in provider’s', () => {
    expect(rewriteLocation('https://developer.acme.test/apps/mykeys?x=1', origins)).toBe('http://127.0.0.1:7101/apps/mykeys?x=1');
    expect(rewriteLocation('https://login.example.org/authorize?redirect_uri=x', origins)).toBe(
      'https://login.example.org/authorize?redirect_uri=x',
    );
    expect(rewriteLocation('/member/edit', origins)).toBe('/member/edit');
  });
  it('sends Origin and Referer as the portal expects them', () => {
    expect(upstreamUrl('http://127.0.0.1:7101', origins)).toBe('https://developer.acme.test');
    expect(upstreamUrl('http://127.0.0.1:7101/login/login?a=1', origins)).toBe('https://developer.acme.test/login/login?a=1');
    expect(upstreamUrl('http://127.0.0.1:71011/x', origins)).toBe('http://127.0.0.1:71011/x');
    expect(upstreamUrl('https://elsewhere.test/', origins)).toBe('https://elsewhere.test/');
  });
});

const page = `<!DOCTYPE html><html><head><title>t</title>
<link rel="stylesheet" href="/public/Mashery/styles/Mashery-base.css">
<link rel="stylesheet" href="/files/acme-theme.css">
<link rel="icon" href="/files/favicon.ico">
<script src="/files/acme-head.js"></script>
<script type="text/javascript">var mashery_info = {"username":"jdoe"};</script>
<script src="https://cdn.example.org/old-theme/theme.js"></script>
</head><body class="page-docs"><div id="page"><div id="branding-logo" onclick="window.location.href=&quot;https://developer.acme.test/&quot;">Acme</div>
<div id="content"><div id="main"><a href="https://developer.acme.test/docs/read/Auth">Auth</a></div></div></div>
<script type="text/javascript">window.portalOptions = {"ajax":true};</script>
<script src="/files/acme.js"></script>
</body></html>`;

describe('a proxied page', () => {
  it('removes the installed theme includes and injects the kit where Portal Setup does', () => {
    const { html, stripped } = rewriteHtml(page, origins, {
      strip: ['https://cdn.example.org/old-theme/'],
      inject: {
        headExtra: '<link rel="stylesheet" id="portal-dev-theme" href="/__dev/theme.css">\n',
        bodyExtra: '<script src="/__dev/overrides.js"></script>\n',
      },
    });
    expect(stripped).toEqual([
      '/files/acme-theme.css',
      '/files/acme-head.js',
      'https://cdn.example.org/old-theme/theme.js',
      '/files/acme.js',
    ]);
    expect(html).not.toMatch(/acme-theme|acme-head|acme\.js|old-theme/);
    // the favicon link and the legacy stylesheet are not theme includes
    expect(html).toContain('<link rel="icon" href="/files/favicon.ico">');
    expect(html).toContain('Mashery-base.css');
    // head: stylesheet, preview tags, head script, before </head>; body: after the inline Body JavaScript
    expect(html).toMatch(
      /mashery_info[^]*<link rel="stylesheet" href="\/files\/portal\.css">\n<link rel="stylesheet" id="portal-dev-theme"[^]*<script src="\/files\/portal-head\.js"><\/script>\n<\/head>/,
    );
    expect(html).toMatch(
      /window\.portalOptions[^]*<script src="\/__dev\/overrides\.js"><\/script>\n<script src="\/files\/portal\.js"><\/script>\n<\/body>/,
    );
    expect(html).toContain('href="http://127.0.0.1:7101/docs/read/Auth"');
    expect(html).toContain('&quot;http://127.0.0.1:7101/&quot;');
  });
  it('gives the bare page with inject null', () => {
    const { html } = rewriteHtml(page, origins, { inject: null });
    expect(html).not.toContain('/files/portal');
    expect(html).not.toContain('acme-theme.css');
  });
  it('counts /files/ uploads and --strip URLs as theme includes', () => {
    expect(isThemeInclude('/files/portal.js')).toBe(true);
    expect(isThemeInclude('/public/Mashery/scripts/Mashery-Base.js')).toBe(false);
    expect(isThemeInclude('/public/Mashery/styles/clients/acme.css', ['/public/Mashery/styles/clients/'])).toBe(true);
    expect(isThemeInclude('https://cdn.test/t.css', ['https://cdn.test/t.css'])).toBe(true);
  });
});

describe('Mashery markers', () => {
  it('accepts a portal page', () => {
    expect(masheryMarkers(page)).toEqual({ ok: true, missing: [] });
  });
  it('names what is missing on another site', () => {
    const r = masheryMarkers('<html><body class="home"><div id="app"></div></body></html>');
    expect(r.ok).toBe(false);
    expect(r.missing).toEqual(['#page', '#content', '#main', 'body.page-*', 'mashery_info / Mashery-Base.js']);
  });
});
