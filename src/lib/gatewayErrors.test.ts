// Why a call failed (issue 35 item 6), from the facts of the shared reference mashery-errors.md: every
// error the issue names — Developer / Account Inactive, Not Authorized (also 401 + ERR_403_NOT_AUTHORIZED
// for an OAuth client without the package), the over-limit answers (per second, per period, 429), Rate
// Limit Exceeded (the service, not the key), 596 Service Not Found, CORS / network failures and a 401 from
// an OAuth 2 API — matched on the status, the X-Mashery-Error-Code header, and the message text, in that
// order, with a generic fallback.
import { describe, expect, it } from 'vitest';
import { explainFailure, retryAfterSeconds, type FailedCall, type FailureContext } from './gatewayErrors.ts';

const key: FailureContext = { authType: 'key', flows: [] };
const oauth: FailureContext = { authType: 'oauth2', flows: ['client_cred', 'auth_code'] };

const answer = (
  status: number | null,
  statusText: string,
  body = '',
  headers: [string, string][] = [],
  errorMessage: string | null = null,
): FailedCall => ({
  kind: 'answer',
  status,
  statusText,
  headers,
  body,
  errorMessage,
});

describe('explainFailure: the Mashery gateway errors', () => {
  it('403 Developer Inactive / Account Inactive → inactive, linked to the key on My Keys', () => {
    for (const call of [
      answer(403, 'Forbidden', '<h1>Developer Inactive</h1>'),
      answer(403, 'Account Inactive'),
      answer(403, 'Forbidden', '', [['X-Mashery-Error-Code', 'ERR_403_DEVELOPER_INACTIVE']]),
    ]) {
      expect(explainFailure(call, key)).toMatchObject({ reason: 'inactive', status: 403, links: ['keys'], retryAfter: null });
    }
    expect(
      explainFailure(answer(403, 'Forbidden', '', [['x-mashery-error-code', 'ERR_403_DEVELOPER_INACTIVE']]), key)?.code,
    ).toBe('ERR_403_DEVELOPER_INACTIVE');
  });

  it('403 Not Authorized → wrong key or signature (or a plan without this API); 401 + ERR_403_NOT_AUTHORIZED too', () => {
    expect(explainFailure(answer(403, 'Forbidden', '<h1>Not Authorized</h1>'), key)).toMatchObject({
      reason: 'notAuthorized',
      links: ['keys'],
    });
    // an OAuth client id without access to the endpoint's package: the header wins over "a 401 from OAuth"
    expect(
      explainFailure(answer(401, 'Unauthorized', '{"error":"x"}', [['X-Mashery-Error-Code', 'ERR_403_NOT_AUTHORIZED']]), oauth),
    ).toMatchObject({ reason: 'notAuthorized', status: 401, code: 'ERR_403_NOT_AUTHORIZED', flows: [] });
  });

  it('Account Over Queries Per Second Limit → overQps: retry in a second, limits on My Keys', () => {
    expect(explainFailure(answer(403, 'Forbidden', 'Account Over Queries Per Second Limit'), key)).toMatchObject({
      reason: 'overQps',
      retryAfter: 1,
      links: ['keys'],
    });
    expect(
      explainFailure(answer(403, 'Forbidden', '', [['X-Mashery-Error-Code', 'ERR_403_DEVELOPER_OVER_QPS']]), key)?.reason,
    ).toBe('overQps');
  });

  it('Account Over Rate Limit and 429 → overRate: the wait only when the gateway says (Retry-After)', () => {
    expect(explainFailure(answer(403, 'Account Over Rate Limit'), key)).toMatchObject({
      reason: 'overRate',
      retryAfter: null,
      links: ['keys'],
    });
    expect(
      explainFailure(answer(403, 'Forbidden', '', [['X-Mashery-Error-Code', 'ERR_403_DEVELOPER_OVER_RATE']]), key)?.reason,
    ).toBe('overRate');
    expect(explainFailure(answer(429, 'Too Many Requests', '', [['Retry-After', '120']]), key)).toMatchObject({
      reason: 'overRate',
      retryAfter: 120,
    });
  });

  it('Rate Limit Exceeded → the service is over capacity, not the key (no link to the key)', () => {
    expect(explainFailure(answer(403, 'Forbidden', 'Rate Limit Exceeded'), key)).toMatchObject({
      reason: 'serviceBusy',
      links: [],
    });
  });

  it('403 Forbidden (no other signal) → forbidden', () => {
    expect(explainFailure(answer(403, 'Forbidden', '{"error":"Invalid shared secret"}'), key)).toMatchObject({
      reason: 'forbidden',
      links: ['keys'],
    });
  });

  it('596 Service Not Found → serviceNotFound, with the status first', () => {
    expect(explainFailure(answer(596, 'Service Not Found'), key)).toMatchObject({
      reason: 'serviceNotFound',
      links: ['contact'],
    });
    expect(explainFailure(answer(404, 'Not Found', '<h1>596 Service Not Found</h1>'), key)?.reason).toBe('serviceNotFound');
  });

  it('OAuth "client application is not known or is not authorized" → the application\'s OAuth set-up, not the key', () => {
    const message = '{"error":"invalid_client","error_description":"The client application is not known or is not authorized"}';
    expect(explainFailure(answer(401, 'Unauthorized', message), oauth)).toMatchObject({
      reason: 'oauthClient',
      links: [],
      flows: [],
    });
    expect(explainFailure(answer(400, 'Bad Request', message), key)?.reason).toBe('oauthClient');
    // a key that is not authorized stays a key problem
    expect(explainFailure(answer(403, 'Forbidden', '<h1>Not Authorized</h1>'), key)?.reason).toBe('notAuthorized');
  });

  it('401 from an OAuth 2 API → which flows to run; a 401 asking for basic auth → the basic-auth fields', () => {
    expect(
      explainFailure(answer(401, 'Unauthorized', '{"error":"invalid_token"}', [['WWW-Authenticate', 'Bearer']]), oauth),
    ).toMatchObject({
      reason: 'oauth',
      flows: ['client_cred', 'auth_code'],
    });
    expect(explainFailure(answer(401, 'Unauthorized', '', [['WWW-Authenticate', 'Bearer']]), key)?.reason).toBe('oauth');
    expect(explainFailure(answer(401, 'Unauthorized', '', [['WWW-Authenticate', 'Basic realm="maps"']]), key)?.reason).toBe(
      'basicAuth',
    );
  });

  it('CORS and network failures, the portal proxy refusing the call, an unreachable API', () => {
    expect(explainFailure({ kind: 'network' }, key)).toMatchObject({ reason: 'network', status: null, links: [] });
    expect(
      explainFailure({ kind: 'proxy', status: 403, message: 'Invalid or missing synchronization token.' }, key),
    ).toMatchObject({
      reason: 'proxyRefused',
      status: 403,
    });
    expect(explainFailure(answer(null, '', '', [], 'Could not connect to the API host'), key)?.reason).toBe('unreachable');
  });

  it('generic fallbacks: 5xx → serverError, other 4xx → apiError; a success is no failure', () => {
    expect(explainFailure(answer(502, 'Bad Gateway'), key)).toMatchObject({ reason: 'serverError', links: ['contact'] });
    expect(explainFailure(answer(400, 'Bad Request', '{"error":"days must be 3, 7 or 14"}'), key)).toMatchObject({
      reason: 'apiError',
      links: [],
    });
    expect(explainFailure(answer(200, 'OK'), key)).toBeNull();
    expect(explainFailure(answer(null, ''), key)).toBeNull();
  });
});

describe('explainFailure: the signals as the gateway sends them (issue 37)', () => {
  it('finds the gateway code among other headers and trims it; an HTTP-date Retry-After counts from the Date header', () => {
    const call = answer(403, 'Forbidden', '', [
      ['Content-Type', 'text/html'],
      ['X-Mashery-Error-Code', ' ERR_403_DEVELOPER_INACTIVE '],
    ]);
    expect(explainFailure(call, key)).toMatchObject({ reason: 'inactive', code: 'ERR_403_DEVELOPER_INACTIVE' });
    const dated = answer(429, 'Too Many Requests', '', [
      ['Date', 'Wed, 21 Oct 2026 07:28:00 GMT'],
      ['Retry-After', 'Wed, 21 Oct 2026 07:29:00 GMT'],
    ]);
    expect(explainFailure(dated, key)).toMatchObject({ reason: 'overRate', retryAfter: 60 });
  });

  it('reads the message text through HTML tags and line breaks in the body', () => {
    expect(explainFailure(answer(400, 'Bad Request', 'Developer<br>Inactive'), key)?.reason).toBe('inactive');
    expect(explainFailure(answer(400, 'Bad Request', '<b>Not</b>\n    <b>Authorized</b>'), key)?.reason).toBe('notAuthorized');
    expect(explainFailure(answer(400, 'Bad Request', '<p>Account over rate</p>'), key)?.reason).toBe('overRate');
  });

  it('reads the message the proxy gives alongside the API status', () => {
    expect(explainFailure(answer(403, 'Forbidden', '', [], 'Account Over Rate Limit'), key)?.reason).toBe('overRate');
    // a success with a proxy message is still no failure
    expect(explainFailure(answer(200, 'OK', '', [], 'Could not connect to the API host'), key)).toBeNull();
  });

  it("the service over capacity by its gateway code, not the caller's key", () => {
    for (const code of [
      'ERR_403_SERVICE_OVER_RATE',
      'ERR_403_SERVICE_RATE_LIMIT',
      'ERR_403_RATE_LIMIT_EXCEEDED',
      'ERR_403_SERVICE_OVER_QPS',
      'ERR_403_SERVICE_QPS_LIMIT',
    ]) {
      expect(explainFailure(answer(403, 'Forbidden', '', [['X-Mashery-Error-Code', code]]), key)).toMatchObject({
        reason: 'serviceBusy',
        links: [],
      });
    }
  });

  it('SERVICE_NOT_FOUND and FORBIDDEN codes whatever the status; an unknown code falls back to the text', () => {
    expect(
      explainFailure(answer(404, 'Not Found', '', [['X-Mashery-Error-Code', 'ERR_596_SERVICE_NOT_FOUND']]), key),
    ).toMatchObject({ reason: 'serviceNotFound', links: ['contact'] });
    expect(explainFailure(answer(400, 'Bad Request', '', [['X-Mashery-Error-Code', 'ERR_403_FORBIDDEN']]), key)).toMatchObject({
      reason: 'forbidden',
      links: ['keys'],
    });
    expect(explainFailure(answer(400, 'Bad Request', '', [['X-Mashery-Error-Code', 'ERR_400_BAD_PARAM']]), key)).toMatchObject({
      reason: 'apiError',
      code: 'ERR_400_BAD_PARAM',
    });
    expect(
      explainFailure(answer(403, 'Forbidden', 'Account Inactive', [['X-Mashery-Error-Code', 'ERR_400_BAD_PARAM']]), key)?.reason,
    ).toBe('inactive');
  });

  it('596 is Service Not Found even without its message', () => {
    expect(explainFailure(answer(596, ''), key)).toMatchObject({ reason: 'serviceNotFound', status: 596 });
  });

  it('a 401 of an OAuth 2 API without WWW-Authenticate → oauth; invalid_token → oauth; a bare 401 or a 400 is no auth prompt', () => {
    expect(explainFailure(answer(401, 'Unauthorized'), oauth)).toMatchObject({
      reason: 'oauth',
      flows: ['client_cred', 'auth_code'],
    });
    expect(explainFailure(answer(401, 'Unauthorized', '{"error":"invalid_token"}'), key)?.reason).toBe('oauth');
    expect(explainFailure(answer(401, 'Unauthorized'), key)).toMatchObject({ reason: 'apiError', flows: [] });
    expect(explainFailure(answer(400, 'Bad Request', '', [['WWW-Authenticate', 'Bearer']]), oauth)).toMatchObject({
      reason: 'apiError',
      flows: [],
    });
  });

  it('500 is a server error, 499 is not', () => {
    expect(explainFailure(answer(500, 'Internal Server Error'), key)).toMatchObject({
      reason: 'serverError',
      links: ['contact'],
    });
    expect(explainFailure(answer(499, 'Client Closed Request'), key)).toMatchObject({ reason: 'apiError', links: [] });
  });
});

describe('retryAfterSeconds', () => {
  it('delay seconds as they are; an HTTP date counted from the answer’s Date header; nothing guessed', () => {
    expect(retryAfterSeconds('30', null)).toBe(30);
    expect(retryAfterSeconds('Wed, 21 Oct 2026 07:28:30 GMT', 'Wed, 21 Oct 2026 07:28:00 GMT')).toBe(30);
    expect(retryAfterSeconds('Wed, 21 Oct 2026 07:28:30 GMT', null)).toBeNull();
    expect(retryAfterSeconds('soon', 'Wed, 21 Oct 2026 07:28:00 GMT')).toBeNull();
    expect(retryAfterSeconds(null, null)).toBeNull();
    expect(retryAfterSeconds(' 30 ', null)).toBe(30);
    expect(retryAfterSeconds('30s', null)).toBeNull();
    expect(retryAfterSeconds('in 30', null)).toBeNull();
  });
});
