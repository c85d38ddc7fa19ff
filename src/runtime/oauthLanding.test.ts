// The pop-up's landing (runtime/oauthLanding.ts): only a return with a pending state is acted on; the
// result leaves the URL; an implicit token is reported with the token header; the result is handed over.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginAuthorization, finishOAuthReturn, takeOAuthReturn } from './oauthLanding.ts';
import { HANDOVER_CHANNEL, PENDING_PREFIX, type OAuthHandOver } from '../lib/oauthReturn.ts';

const at = (url: string) => window.history.replaceState(null, '', url);

describe('OAuth 2 landing', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.body.innerHTML = '';
  });
  afterEach(() => at('/'));

  it('begin binds the authorize URI to a remembered state', () => {
    const begun = beginAuthorization(
      window,
      { uri: 'https://auth.example/a?client_id=c', apiId: '714', flow: 'implicit', token: 't' },
      5,
    );
    expect(begun?.uri).toBe(`https://auth.example/a?client_id=c&state=${begun?.state}`);
    expect(JSON.parse(window.localStorage.getItem(PENDING_PREFIX + begun!.state)!)).toEqual({
      apiId: '714',
      flow: 'implicit',
      token: 't',
      at: 5,
    });
  });

  it('a crafted fragment without a pending state does nothing (URL untouched)', () => {
    at('/io-docs/oauth2callback#access_token=evil&token_type=bearer&state=guess');
    expect(takeOAuthReturn(window)).toBeNull();
    expect(window.location.hash).toBe('#access_token=evil&token_type=bearer&state=guess');
  });

  it('a matched return is taken once, and the result leaves the URL', () => {
    const begun = beginAuthorization(window, { uri: 'https://auth.example/a', apiId: '716', flow: 'auth_code', token: null })!;
    at(`/page?x=1&code=c1&state=${begun.state}`);
    const taken = takeOAuthReturn(window);
    expect(taken?.landing.result).toEqual({ kind: 'code', code: 'c1' });
    expect(taken?.pending.apiId).toBe('716');
    expect(window.location.search).toBe('?x=1');
    at(`/page?code=c1&state=${begun.state}`);
    expect(takeOAuthReturn(window)).toBeNull(); // replayed
  });

  it('implicit: catchOauth2ImplicitToken with the page form token (else the stored one), then the hand-over', async () => {
    const received: OAuthHandOver[] = [];
    const channel = new BroadcastChannel(HANDOVER_CHANNEL);
    channel.onmessage = (e: MessageEvent) => received.push(e.data as OAuthHandOver);
    const request = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(new Response('{"success":true}', { status: 200 })),
    );
    for (const formToken of ['from-form', null]) {
      document.body.innerHTML = formToken
        ? `<form id="credentials"><input type="hidden" name="ajax_synchronization_token" value="${formToken}"></form>`
        : '';
      const begun = beginAuthorization(window, {
        uri: 'https://auth.example/a',
        apiId: '714',
        flow: 'implicit',
        token: 'stored',
      })!;
      at(`/cb#access_token=tok&token_type=bearer&expires_in=60&state=${begun.state}`);
      const taken = takeOAuthReturn(window)!;
      expect(window.location.hash).toBe('');
      expect(await finishOAuthReturn(window, taken, request)).toBe(true);
      const [url, init] = request.mock.calls.at(-1)!;
      expect(url).toBe('/io-docs/catchOauth2ImplicitToken');
      expect((init.headers as Record<string, string>)['X-Ajax-Synchronization-Token']).toBe(formToken ?? 'stored');
      expect(String(init.body)).toBe('apiId=714&access_token=tok&expires_in=60&token_type=bearer');
    }
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received[0]).toMatchObject({
      apiId: '714',
      flow: 'implicit',
      recorded: true,
      result: { kind: 'token', accessToken: 'tok' },
    });
    channel.close();
  });

  it("content cannot answer the page's token: an input of that name in a comment or post is never sent (issue 33 item 3)", async () => {
    const request = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(new Response('{"success":true}', { status: 200 })),
    );
    const forged = '<input type="hidden" name="ajax_synchronization_token" value="attacker">';
    for (const [markup, expected] of [
      // a landing page without the I/O Docs form: a comment's input comes first and alone
      [`<div id="main"><div class="comment"><div class="comment-body">${forged}</div></div></div>`, 'stored'],
      // a post wearing the form's id, before the server's own form
      [
        `<div id="main"><div class="section"><div class="section-body"><form id="credentials">${forged}</form></div></div>` +
          '<form id="credentials"><input type="hidden" name="ajax_synchronization_token" value="from-form"></form></div>',
        'from-form',
      ],
    ] as const) {
      document.body.innerHTML = markup;
      const begun = beginAuthorization(window, {
        uri: 'https://auth.example/a',
        apiId: '714',
        flow: 'implicit',
        token: 'stored',
      })!;
      at(`/cb#access_token=tok&token_type=bearer&state=${begun.state}`);
      await finishOAuthReturn(window, takeOAuthReturn(window)!, request);
      const [, init] = request.mock.calls.at(-1)!;
      expect((init.headers as Record<string, string>)['X-Ajax-Synchronization-Token']).toBe(expected);
    }
  });

  it('a refused catch (403) still hands the token over, marked not recorded; a code makes no catch call', async () => {
    const received: OAuthHandOver[] = [];
    const channel = new BroadcastChannel(HANDOVER_CHANNEL);
    channel.onmessage = (e: MessageEvent) => received.push(e.data as OAuthHandOver);
    const request = vi.fn(() => Promise.resolve(new Response('Invalid or missing synchronization token.', { status: 403 })));
    let begun = beginAuthorization(window, { uri: 'https://a.example/', apiId: '714', flow: 'implicit', token: null })!;
    at(`/cb#access_token=tok&state=${begun.state}`);
    await finishOAuthReturn(window, takeOAuthReturn(window)!, request);
    begun = beginAuthorization(window, { uri: 'https://a.example/', apiId: '714', flow: 'auth_code', token: null })!;
    at(`/cb?error=access_denied&state=${begun.state}`);
    await finishOAuthReturn(window, takeOAuthReturn(window)!, request);
    expect(request).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received[0]?.recorded).toBe(false);
    expect(received[1]).toMatchObject({ recorded: null, result: { kind: 'error', error: 'access_denied' } });
    channel.close();
  });
});

describe('the pop-up that cannot close itself', () => {
  it('closePopup reports it, and showStayNotice says so in a status line', async () => {
    const { closePopup, showStayNotice } = await import('./oauthLanding.ts');
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    expect(await closePopup(window)).toBe(false);
    expect(close).toHaveBeenCalledTimes(1);
    close.mockRestore();
    const root = document.createElement('div');
    root.appendChild(document.createElement('main'));
    showStayNotice(root, 'x', 'Authorization finished. You can close this window.');
    expect(root.firstElementChild?.getAttribute('role')).toBe('status');
    expect(root.firstElementChild?.textContent).toBe('Authorization finished. You can close this window.');
  });
});
