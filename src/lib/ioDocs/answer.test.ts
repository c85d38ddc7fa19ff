// Reading the I/O Docs proxy's answer (pure): the answer envelope read tolerantly (every shape the evidence
// leaves open), the proxy's own failures, bodies formatted for display and the highlighting limit.
import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_LIMIT, formatBody, headerPairs, readCallAnswer, statusLine } from './answer.ts';

describe('the answer envelope', () => {
  const envelope = {
    requestUri: 'https://api.acme.example/v1/forecast/daily?city=Oslo&api_key=k3y',
    requestHeaders: { 'X-Mashery-Io-Docs': 'true' },
    requestCookies: [],
    requestBody: '',
    status: { code: 200, text: 'OK' },
    responseHeaders: { 'Content-Type': 'application/json; charset=utf-8' },
    responseCookies: [],
    responseBody: '{"city":"Oslo"}',
    errorMessage: '',
  };

  it('reads the answer envelope: status line, request URI, headers, body highlighted by Content-Type', () => {
    const r = readCallAnswer(200, JSON.stringify(envelope));
    expect(r).toEqual({
      kind: 'answer',
      apiError: false,
      envelope: {
        requestUri: envelope.requestUri,
        requestHeaders: [['X-Mashery-Io-Docs', 'true']],
        requestBody: null,
        requestBodyLanguage: null,
        status: { code: 200, text: 'OK' },
        responseHeaders: [['Content-Type', 'application/json; charset=utf-8']],
        responseBody: '{\n  "city": "Oslo"\n}',
        responseBodyLanguage: 'json',
        errorMessage: null,
      },
    });
    if (r.kind === 'answer') expect(statusLine(r.envelope.status)).toBe('200 OK');
  });

  it('a status of 400 or more is an API error; XML and plain bodies by Content-Type', () => {
    const xml = readCallAnswer(
      200,
      JSON.stringify({
        ...envelope,
        status: { code: 403, text: 'Forbidden' },
        responseHeaders: { 'Content-Type': 'text/xml' },
        responseBody: '<h1>Developer Inactive</h1>',
      }),
    );
    expect(xml).toMatchObject({ kind: 'answer', apiError: true, envelope: { responseBodyLanguage: 'xml' } });
    const plain = readCallAnswer(
      200,
      JSON.stringify({ ...envelope, responseHeaders: { 'content-type': 'text/plain' }, responseBody: '42' }),
    );
    expect(plain).toMatchObject({ envelope: { responseBody: '42', responseBodyLanguage: null } });
  });

  it('errorMessage (non-empty) is a proxy-side error to show', () => {
    const r = readCallAnswer(
      200,
      JSON.stringify({ ...envelope, status: { code: 0, text: '' }, responseBody: '', errorMessage: 'timed out' }),
    );
    expect(r).toMatchObject({ kind: 'answer', apiError: false, envelope: { errorMessage: 'timed out', status: { code: null } } });
  });

  it('a non-2xx answer of the proxy itself (e.g. the token refused, 403 or any other status) is shown as its text', () => {
    expect(readCallAnswer(403, 'Invalid or missing synchronization token.')).toEqual({
      kind: 'proxyError',
      status: 403,
      message: 'Invalid or missing synchronization token.',
    });
    expect(readCallAnswer(400, '{"errorMessage":"Bad token"}')).toMatchObject({ kind: 'proxyError', message: 'Bad token' });
    expect(readCallAnswer(419, '')).toMatchObject({ kind: 'proxyError', status: 419, message: null });
    // markup is never shown as the message
    expect(readCallAnswer(500, '<html><body>Oops</body></html>')).toMatchObject({ kind: 'proxyError', message: null });
    // 2xx but no envelope
    expect(readCallAnswer(200, 'OK')).toMatchObject({ kind: 'proxyError', status: 200, message: 'OK' });
  });

  it('tolerates the shapes the evidence leaves open: header value types, status forms, cookie items', () => {
    const r = readCallAnswer(
      200,
      JSON.stringify({
        requestUri: 'https://x.example/a',
        requestHeaders: [['Accept', '*/*'], { name: 'X-Count', value: 3 }],
        requestCookies: [{ name: 'a', value: 'b' }, 'c=d'],
        status: '201 Created',
        responseHeaders: { 'Set-Cookie': ['a=1', 'b=2'], 'X-Limit': 5000, 'X-Flag': true, 'X-Null': null, 'X-Obj': { a: 1 } },
        responseCookies: 'a=1',
        responseBody: { already: 'parsed' },
        errorMessage: null,
      }),
    );
    expect(r).toMatchObject({
      kind: 'answer',
      envelope: {
        status: { code: 201, text: 'Created' },
        requestHeaders: [
          ['Accept', '*/*'],
          ['X-Count', '3'],
        ],
        responseHeaders: [
          ['Set-Cookie', 'a=1, b=2'],
          ['X-Limit', '5000'],
          ['X-Flag', 'true'],
          ['X-Null', ''],
          ['X-Obj', '{"a":1}'],
        ],
        responseBody: '{\n  "already": "parsed"\n}',
        errorMessage: null,
      },
    });
    expect(readCallAnswer(200, JSON.stringify({ status: 404, responseBody: '' }))).toMatchObject({
      apiError: true,
      envelope: { status: { code: 404, text: '' } },
    });
    expect(readCallAnswer(200, JSON.stringify({ status: { code: '502', text: 'Bad Gateway' }, responseBody: '' }))).toMatchObject(
      {
        apiError: true,
      },
    );
    expect(headerPairs('A: 1\r\nB: two: parts')).toEqual([
      ['A', '1'],
      ['B', 'two: parts'],
    ]);
  });

  it('never throws on broken JSON', () => {
    expect(() => readCallAnswer(200, '{"requestUri": ')).not.toThrow();
    expect(readCallAnswer(200, '{"requestUri": ')).toMatchObject({ kind: 'proxyError' });
  });

  it('very large bodies are not highlighted', () => {
    expect(formatBody('x'.repeat(HIGHLIGHT_LIMIT + 1)).language).toBeNull();
    expect(formatBody({ a: 'x'.repeat(HIGHLIGHT_LIMIT) }).language).toBeNull();
  });
});
