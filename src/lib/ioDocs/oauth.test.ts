// The OAuth 2 helper calls of the I/O Docs console (pure): getoauth2accesstoken's query per flow,
// getoauth2authuri's fields, the helpers' answers, and the pop-up's http(s)-only URL check.
import { describe, expect, it } from 'vitest';
import { accessTokenQuery, authorizeUriFields, isOAuthFlow, readOAuthAnswer, safeHttpUrl } from './oauth.ts';

describe('OAuth 2 helpers', () => {
  it('getoauth2accesstoken queries per flow; getoauth2authuri fields (secret only for auth_code)', () => {
    const base = { apiId: '714', clientId: 'cid', clientSecret: 'cs', username: 'u', password: 'p', authorizationCode: 'code1' };
    expect(accessTokenQuery({ ...base, flow: 'client_cred' })).toBe(
      'apiId=714&auth_flow=client_cred&client_id=cid&client_secret=cs',
    );
    expect(accessTokenQuery({ ...base, flow: 'password_cred' })).toBe(
      'apiId=714&auth_flow=password_cred&client_id=cid&client_secret=cs&username=u&password=p',
    );
    expect(accessTokenQuery({ ...base, flow: 'auth_code' })).toBe('apiId=714&auth_flow=auth_code&authorization_code=code1');
    expect(authorizeUriFields({ ...base, flow: 'implicit' })).toEqual([
      ['apiId', '714'],
      ['client_id', 'cid'],
      ['auth_flow', 'implicit'],
    ]);
    expect(authorizeUriFields({ ...base, flow: 'auth_code' }).map(([k]) => k)).toEqual([
      'apiId',
      'client_id',
      'client_secret',
      'auth_flow',
    ]);
  });

  it('reads the helpers answers; the pop-up only opens http(s)', () => {
    expect(readOAuthAnswer(200, '{"success":true,"result":{"access_token":"tok"}}')).toMatchObject({
      ok: true,
      accessToken: 'tok',
    });
    expect(readOAuthAnswer(200, '{"success":false,"error":"invalid_grant"}')).toMatchObject({
      ok: false,
      accessToken: null,
      message: 'invalid_grant',
    });
    expect(readOAuthAnswer(200, '{"success":"true","authorize_uri":"https://auth.example/a"}')).toMatchObject({
      authorizeUri: 'https://auth.example/a',
    });
    expect(readOAuthAnswer(403, 'refused')).toMatchObject({ ok: false, message: 'refused' });
    expect(safeHttpUrl('javascript:alert(1)', 'https://portal.example/')).toBeNull();
    expect(safeHttpUrl('/oauth/authorize', 'https://portal.example/io-docs')).toBe('https://portal.example/oauth/authorize');
  });

  it('the four flows; implicit asks getoauth2accesstoken nothing but its flow', () => {
    expect(['client_cred', 'password_cred', 'auth_code', 'implicit', 'other', ''].map(isOAuthFlow)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    const base = { apiId: '714', clientId: 'cid', clientSecret: 'cs', username: 'u', password: 'p', authorizationCode: 'code1' };
    expect(accessTokenQuery({ ...base, flow: 'implicit' })).toBe('apiId=714&auth_flow=implicit');
  });

  it('safeHttpUrl: http and https, trimmed; blank, non-strings and unparsable URLs are null', () => {
    const base = 'https://portal.example/io-docs';
    expect(safeHttpUrl('http://auth.example/a', base)).toBe('http://auth.example/a');
    expect(safeHttpUrl('\u00a0https://auth.example/a\u00a0', base)).toBe('https://auth.example/a');
    expect(safeHttpUrl(' \u00a0 ', base)).toBeNull();
    expect(safeHttpUrl(5, base)).toBeNull();
    expect(safeHttpUrl(null, base)).toBeNull();
    expect(safeHttpUrl('http://[bad', base)).toBeNull();
  });

  it('readOAuthAnswer: only a 2xx JSON object is an answer', () => {
    const token = '{"success":true,"result":{"access_token":"tok"}}';
    expect(readOAuthAnswer(299, token)).toMatchObject({ ok: true, accessToken: 'tok' });
    for (const status of [199, 300, 500])
      expect(readOAuthAnswer(status, token)).toEqual({ ok: false, accessToken: null, authorizeUri: null, message: null });
    expect(readOAuthAnswer(200, 'not json')).toMatchObject({ ok: false, accessToken: null });
  });

  it('readOAuthAnswer: success absent, true, "true" or 1; token and URI only on success and only as strings', () => {
    expect(readOAuthAnswer(200, '{"access_token":"tok"}')).toEqual({
      ok: true,
      accessToken: 'tok',
      authorizeUri: null,
      message: null,
    });
    expect(readOAuthAnswer(200, '{"success":1,"result":{"authorize_uri":"https://auth.example/a"}}')).toEqual({
      ok: true,
      accessToken: null,
      authorizeUri: 'https://auth.example/a',
      message: null,
    });
    expect(readOAuthAnswer(200, '{"success":false,"access_token":"tok","authorize_uri":"https://auth.example/a"}')).toEqual({
      ok: false,
      accessToken: null,
      authorizeUri: null,
      message: null,
    });
    expect(readOAuthAnswer(200, '{"success":true,"access_token":5,"authorize_uri":7}')).toMatchObject({
      accessToken: null,
      authorizeUri: null,
    });
    expect(readOAuthAnswer(200, '{"success":true,"access_token":"","authorize_uri":""}')).toMatchObject({
      accessToken: null,
      authorizeUri: null,
    });
  });
});
