// The OAuth 2 helper calls of the I/O Docs console (pure): getoauth2accesstoken's query per flow,
// getoauth2authuri's fields, the helpers' answers, and the pop-up's http(s)-only URL check.
import { describe, expect, it } from 'vitest';
import { accessTokenQuery, authorizeUriFields, readOAuthAnswer, safeHttpUrl } from './oauth.ts';

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
});
