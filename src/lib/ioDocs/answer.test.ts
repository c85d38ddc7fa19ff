// Reading the I/O Docs proxy's answer (pure): the answer envelope read tolerantly (every shape the evidence
// leaves open), the proxy's own failures, bodies formatted for display and the highlighting limit.
import { describe, expect, it } from 'vitest';
import {
  HIGHLIGHT_LIMIT,
  failureText,
  formatBody,
  headerOf,
  headerPairs,
  readCallAnswer,
  statusLine,
  tryJson,
} from './answer.ts';

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

describe('lenient JSON, bodies for display, header and status shapes', () => {
  it('tryJson: JSON text (trimmed), numbers and literals included; anything else is not JSON', () => {
    expect(tryJson('  [1] \n')).toEqual({ ok: true, value: [1] });
    expect(tryJson('42')).toEqual({ ok: true, value: 42 });
    expect(tryJson('null')).toEqual({ ok: true, value: null });
    expect(tryJson('abc')).toEqual({ ok: false });
    expect(tryJson('{broken')).toEqual({ ok: false });
  });

  it('formatBody: nothing is empty; JSON strings, markup and plain text by Content-Type (or by their look without one)', () => {
    expect(formatBody(null)).toEqual({ text: '', language: null });
    expect(formatBody(undefined)).toEqual({ text: '', language: null });
    expect(formatBody(Symbol('s'))).toEqual({ text: 'Symbol(s)', language: 'json' });
    // a JSON string stays as it is
    expect(formatBody('"hi"', 'application/json')).toEqual({ text: '"hi"', language: null });
    // JavaScript is JSON even under text/
    expect(formatBody('{"a":1}', 'text/javascript')).toEqual({ text: '{\n  "a": 1\n}', language: 'json' });
    // no Content-Type: markup by its look (leading white space allowed), anything else plain
    expect(formatBody('<a/>')).toEqual({ text: '<a/>', language: 'xml' });
    expect(formatBody('  <a/>').language).toBe('xml');
    expect(formatBody('hello').language).toBeNull();
    expect(formatBody('a < b').language).toBeNull();
    expect(formatBody('ab<c').language).toBeNull();
    // exactly at the limit it is still highlighted
    expect(formatBody(`<${'x'.repeat(HIGHLIGHT_LIMIT - 1)}`).language).toBe('xml');
  });

  it('headerPairs: header lines, items of several shapes, values of any type', () => {
    expect(headerPairs('Accept:*/*\nX-Name : v  \r\nno colon here\n:x: y')).toEqual([
      ['Accept', '*/*'],
      ['X-Name', 'v'],
    ]);
    expect(
      headerPairs([
        'X-Line: 1',
        ['Set-Cookie', 'a=1', 'b=2'],
        ['Lonely'],
        { value: 'no name' },
        { name: 'X-Obj', value: { a: 1 } },
        42,
      ]),
    ).toEqual([
      ['X-Line', '1'],
      ['Set-Cookie', 'a=1, b=2'],
      ['X-Obj', '{"a":1}'],
    ]);
    expect(headerPairs({ 'X-NaN': Number.NaN, 'X-Fn': () => 1, 'X-Undef': undefined })).toEqual([
      ['X-NaN', 'NaN'],
      ['X-Fn', ''],
      ['X-Undef', ''],
    ]);
    expect(headerPairs(null)).toEqual([]);
    expect(headerPairs(42)).toEqual([]);
  });

  it('headerOf: the named header, case-insensitive, else null', () => {
    const headers: [string, string][] = [
      ['Accept', '*/*'],
      ['Content-Type', 'text/xml'],
    ];
    expect(headerOf(headers, 'content-type')).toBe('text/xml');
    expect(headerOf(headers, 'x-missing')).toBeNull();
  });

  it('status: a leading three-digit code from 100 to 599, the rest trimmed as its text', () => {
    const statusOfAnswer = (status: unknown) => {
      const r = readCallAnswer(200, JSON.stringify({ status, responseBody: '' }));
      return r.kind === 'answer' ? { ...r.envelope.status, apiError: r.apiError } : r;
    };
    expect(statusOfAnswer(' 404 Not Found ')).toEqual({ code: 404, text: 'Not Found', apiError: true });
    expect(statusOfAnswer('404')).toEqual({ code: 404, text: '', apiError: true });
    expect(statusOfAnswer('Error 404')).toEqual({ code: null, text: 'Error 404', apiError: false });
    expect(statusOfAnswer('OK')).toEqual({ code: null, text: 'OK', apiError: false });
    expect(statusOfAnswer(['404'])).toEqual({ code: null, text: '', apiError: false });
    expect(statusOfAnswer(100)).toMatchObject({ code: 100 });
    expect(statusOfAnswer(599)).toMatchObject({ code: 599 });
    expect(statusOfAnswer(600)).toMatchObject({ code: null });
    expect(statusOfAnswer(99)).toMatchObject({ code: null });
    expect(statusOfAnswer(400)).toMatchObject({ code: 400, apiError: true });
    expect(statusOfAnswer(399)).toMatchObject({ code: 399, apiError: false });
    expect(statusOfAnswer({ code: 200, text: ' OK ' })).toMatchObject({ code: 200, text: 'OK' });
  });

  it('statusLine: code and text, either may be missing', () => {
    expect(statusLine({ code: null, text: 'OK' })).toBe('OK');
    expect(statusLine({ code: 204, text: '' })).toBe('204');
  });

  it('failureText: a JSON string or message (trimmed), plain text (trimmed, cut at 500), never markup', () => {
    expect(failureText('" Gateway down "')).toBe('Gateway down');
    expect(failureText('"   "')).toBeNull();
    expect(failureText('null')).toBeNull();
    expect(failureText('{"error":{"code":1}}')).toBeNull();
    expect(failureText('{"error":"   "}')).toBeNull();
    expect(failureText('{"error":" Bad key "}')).toBe('Bad key');
    expect(failureText('  Oops  ')).toBe('Oops');
    expect(failureText('  <html></html>')).toBeNull();
    expect(failureText('a < b')).toBe('a < b');
    expect(failureText('y'.repeat(500))).toBe('y'.repeat(500));
    expect(failureText('x'.repeat(501))).toBe(`${'x'.repeat(500)}…`);
  });
});

describe('the answer envelope: what makes one, and its parts', () => {
  const known = { requestUri: 'https://x.example/a', status: 200, responseBody: '', responseHeaders: {}, errorMessage: '' };

  it('only a 2xx JSON object with a known field is an envelope', () => {
    const text = JSON.stringify(known);
    expect(readCallAnswer(199, text)).toEqual({ kind: 'proxyError', status: 199, message: null });
    expect(readCallAnswer(300, text)).toEqual({ kind: 'proxyError', status: 300, message: null });
    expect(readCallAnswer(299, text)).toMatchObject({ kind: 'answer' });
    expect(readCallAnswer(200, 'null')).toEqual({ kind: 'proxyError', status: 200, message: null });
    expect(readCallAnswer(200, '{"foo":1}')).toEqual({ kind: 'proxyError', status: 200, message: null });
    for (const [k, v] of Object.entries(known))
      expect(readCallAnswer(200, JSON.stringify({ [k]: v })), k).toMatchObject({ kind: 'answer' });
  });

  it('the request body: formatted by its Content-Type; none when empty', () => {
    const read = (requestBody: unknown, contentType: string) => {
      const r = readCallAnswer(200, JSON.stringify({ ...known, requestHeaders: { 'Content-Type': contentType }, requestBody }));
      return r.kind === 'answer' ? [r.envelope.requestBody, r.envelope.requestBodyLanguage] : r;
    };
    expect(read('{"a":1}', 'application/json')).toEqual(['{\n  "a": 1\n}', 'json']);
    expect(read('{"a":1}', 'text/plain')).toEqual(['{"a":1}', null]);
    expect(read('', 'text/xml')).toEqual([null, null]);
    expect(read(null, 'text/xml')).toEqual([null, null]);
  });

  it('the request URI and the error message trimmed; an error list one per line', () => {
    const read = (fields: object) => {
      const r = readCallAnswer(200, JSON.stringify({ ...known, ...fields }));
      return r.kind === 'answer' ? r.envelope : null;
    };
    expect(read({ requestUri: '   ' })?.requestUri).toBeNull();
    expect(read({ requestUri: ' https://x.example/b ' })?.requestUri).toBe('https://x.example/b');
    expect(read({ errorMessage: ' timed out ' })?.errorMessage).toBe('timed out');
    expect(read({ errorMessage: ['a', 'b'] })?.errorMessage).toBe('a\nb');
  });
});
