// The OAuth 2 pop-up's return (docs/io-docs.md › OAuth 2): the landing parser, the state binding, the
// pending store, the URL scrub and the hand-over (BroadcastChannel, else a storage event).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HANDOVER_CHANNEL,
  HANDOVER_KEY,
  PENDING_MAX_AGE,
  PENDING_PREFIX,
  catchFields,
  forgetPending,
  listenHandOver,
  mayBeOAuthReturn,
  newState,
  parseOAuthReturn,
  readHandOver,
  rememberPending,
  scrubbedUrl,
  sendHandOver,
  takePending,
  withState,
  type OAuthHandOver,
} from './oauthReturn.ts';

describe('parseOAuthReturn', () => {
  it('reads an implicit token from the fragment (RFC 6749, section 4.2.2), extra parameters ignored', () => {
    expect(parseOAuthReturn('?apiId=714', '#access_token=tok_1&token_type=bearer&expires_in=3600&scope=a&state=s1')).toEqual({
      state: 's1',
      part: 'fragment',
      result: { kind: 'token', accessToken: 'tok_1', tokenType: 'bearer', expiresIn: '3600' },
    });
  });

  it('reads an authorization code from the query (RFC 6749, section 4.1.2)', () => {
    expect(parseOAuthReturn('?code=c%2B1&state=s2&apiId=714', '')).toEqual({
      state: 's2',
      part: 'query',
      result: { kind: 'code', code: 'c+1' },
    });
  });

  it('reads an error from either place; an error wins over a code', () => {
    expect(parseOAuthReturn('', '#error=access_denied&error_description=No+way&state=s3')?.result).toEqual({
      kind: 'error',
      error: 'access_denied',
      description: 'No way',
    });
    expect(parseOAuthReturn('?error=server_error&code=x&state=s4', '')).toEqual({
      state: 's4',
      part: 'query',
      result: { kind: 'error', error: 'server_error', description: '' },
    });
  });

  it('the fragment first; a fragment without a result falls back to the query', () => {
    expect(parseOAuthReturn('?code=c&state=q', '#access_token=t&state=f')?.part).toBe('fragment');
    expect(parseOAuthReturn('?code=c&state=q', '#section-2')?.part).toBe('query');
  });

  it('a fragment router path before the parameters', () => {
    expect(parseOAuthReturn('', '#/callback?access_token=t&state=s')?.result).toMatchObject({ kind: 'token', accessToken: 't' });
  });

  it('no state, an empty state, no result, or nothing: null', () => {
    expect(parseOAuthReturn('', '#access_token=t&token_type=bearer')).toBeNull();
    expect(parseOAuthReturn('?code=c&state=', '')).toBeNull();
    expect(parseOAuthReturn('?state=s&apiId=1', '#state=s')).toBeNull();
    expect(parseOAuthReturn('', '')).toBeNull();
    expect(parseOAuthReturn(`?code=c&state=${'x'.repeat(600)}`, '')).toBeNull();
  });

  it('the cheap test the runtime makes first', () => {
    expect(mayBeOAuthReturn('?code=1&state=2', '')).toBe(true);
    expect(mayBeOAuthReturn('', '#access_token=1&state=2')).toBe(true);
    expect(mayBeOAuthReturn('?mystate=2', '#statement')).toBe(false);
  });
});

describe('state binding', () => {
  it('newState: 32 random hex digits; null without crypto', () => {
    const a = newState(globalThis.crypto);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newState(globalThis.crypto)).not.toBe(a);
    expect(newState(undefined)).toBeNull();
  });

  it('appends state only when the authorize URI has none; a URI with one keeps it', () => {
    expect(withState('https://auth.example/authorize?client_id=a&redirect_uri=https%3A%2F%2Fp%2Fcb', 'mine')).toEqual({
      uri: 'https://auth.example/authorize?client_id=a&redirect_uri=https%3A%2F%2Fp%2Fcb&state=mine',
      state: 'mine',
    });
    expect(withState('https://auth.example/authorize?state=portal-1&client_id=a', 'mine')).toEqual({
      uri: 'https://auth.example/authorize?state=portal-1&client_id=a',
      state: 'portal-1',
    });
  });
});

describe('pending authorizations', () => {
  beforeEach(() => window.localStorage.clear());

  it('taken once; stale, malformed or unknown ones are null', () => {
    const pending = { apiId: '714', flow: 'implicit', token: 'csrf', at: 1000 };
    expect(rememberPending(window.localStorage, 'abc', pending)).toBe(true);
    expect(takePending(window.localStorage, 'other', 2000)).toBeNull();
    expect(takePending(window.localStorage, 'abc', 2000)).toEqual(pending);
    expect(takePending(window.localStorage, 'abc', 2000)).toBeNull();
    rememberPending(window.localStorage, 'old', { ...pending, at: 0 });
    expect(takePending(window.localStorage, 'old', PENDING_MAX_AGE + 1)).toBeNull();
    window.localStorage.setItem(`${PENDING_PREFIX}bad`, '{"apiId":1}');
    expect(takePending(window.localStorage, 'bad', 1)).toBeNull();
    expect(takePending(null, 'abc', 1)).toBeNull();
  });

  it('remembering one forgets the stale ones', () => {
    rememberPending(window.localStorage, 'old', { apiId: '1', flow: 'implicit', token: null, at: 0 });
    rememberPending(window.localStorage, 'new', { apiId: '1', flow: 'implicit', token: null, at: PENDING_MAX_AGE + 10 });
    expect(window.localStorage.getItem(`${PENDING_PREFIX}old`)).toBeNull();
    expect(window.localStorage.getItem(`${PENDING_PREFIX}new`)).not.toBeNull();
  });
});

describe('scrubbedUrl and catchFields', () => {
  it('drops the whole fragment, or the result parameters from the query (the rest stays)', () => {
    const fragment = parseOAuthReturn('?apiId=714', '#access_token=t&state=s')!;
    expect(scrubbedUrl('https://p.example/io-docs?apiId=714#access_token=t&state=s', fragment)).toBe(
      'https://p.example/io-docs?apiId=714',
    );
    const query = parseOAuthReturn('?apiId=714&code=c&state=s&scope=x', '')!;
    expect(scrubbedUrl('https://p.example/cb?apiId=714&code=c&state=s&scope=x', query)).toBe('https://p.example/cb?apiId=714');
  });

  it('the protocol fields, in order (docs/io-docs.md › OAuth 2)', () => {
    expect(catchFields('714', { kind: 'token', accessToken: 't', tokenType: 'bearer', expiresIn: '60' })).toEqual([
      ['apiId', '714'],
      ['access_token', 't'],
      ['expires_in', '60'],
      ['token_type', 'bearer'],
    ]);
  });
});

const message: OAuthHandOver = {
  state: 's',
  apiId: '714',
  flow: 'implicit',
  result: { kind: 'token', accessToken: 'tok', tokenType: 'bearer', expiresIn: '' },
  recorded: true,
};

describe('hand-over', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('readHandOver accepts the three results and refuses anything else', () => {
    expect(readHandOver(message)).toEqual(message);
    expect(readHandOver({ ...message, result: { kind: 'code', code: 'c' }, recorded: 'x' })).toEqual({
      ...message,
      result: { kind: 'code', code: 'c' },
      recorded: null,
    });
    expect(readHandOver({ ...message, result: { kind: 'error', error: 'access_denied' } })?.result).toEqual({
      kind: 'error',
      error: 'access_denied',
      description: '',
    });
    for (const bad of [
      null,
      'x',
      { ...message, state: 1 },
      { ...message, result: { kind: 'token', accessToken: '' } },
      { ...message, result: { kind: 'eval' } },
    ])
      expect(readHandOver(bad)).toBeNull();
  });

  it('over a BroadcastChannel when there is one (nothing written to storage)', async () => {
    const received: OAuthHandOver[] = [];
    const stop = listenHandOver(window, (m) => received.push(m));
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    expect(sendHandOver(window, message)).toBe(true);
    await vi.waitFor(() => expect(received).toEqual([message]));
    expect(setItem).not.toHaveBeenCalled();
    setItem.mockRestore();
    stop();
  });

  it('without BroadcastChannel: a storage event, the entry removed at once', () => {
    const win = window as Window & { BroadcastChannel?: unknown };
    const original = win.BroadcastChannel;
    try {
      win.BroadcastChannel = undefined;
      const received: OAuthHandOver[] = [];
      const stop = listenHandOver(window, (m) => received.push(m));
      expect(sendHandOver(window, message)).toBe(true);
      expect(window.localStorage.getItem(HANDOVER_KEY)).toBeNull();
      // another window's write arrives as a storage event
      window.dispatchEvent(new StorageEvent('storage', { key: HANDOVER_KEY, newValue: JSON.stringify(message) }));
      window.dispatchEvent(new StorageEvent('storage', { key: HANDOVER_KEY, newValue: null }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: JSON.stringify(message) }));
      expect(received).toEqual([message]);
      stop();
      window.dispatchEvent(new StorageEvent('storage', { key: HANDOVER_KEY, newValue: JSON.stringify(message) }));
      expect(received).toHaveLength(1);
    } finally {
      win.BroadcastChannel = original;
    }
  });
});

describe('parseOAuthReturn: edges', () => {
  it('a token without type or lifetime reads them as empty', () => {
    expect(parseOAuthReturn('', '#access_token=t&state=s')?.result).toEqual({
      kind: 'token',
      accessToken: 't',
      tokenType: '',
      expiresIn: '',
    });
  });

  it("a '?' inside a parameter value is no router path; parameters without the leading '?' or '#' are read too", () => {
    expect(parseOAuthReturn('?state=s&code=a?b', '')?.result).toEqual({ kind: 'code', code: 'a?b' });
    expect(parseOAuthReturn('state=s&code=a?b', '')?.result).toEqual({ kind: 'code', code: 'a?b' });
  });

  it('a state of up to 512 characters is accepted', () => {
    const state = 'x'.repeat(512);
    expect(parseOAuthReturn(`?code=c&state=${state}`, '')?.state).toBe(state);
    expect(parseOAuthReturn(`?code=c&state=${state}x`, '')).toBeNull();
  });
});

describe('newState: edges', () => {
  it('two hex digits per byte, small bytes zero-padded', () => {
    const crypto = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T): T => {
        (array as unknown as Uint8Array).set([0, 1, 15, 16, 255]);
        return array;
      },
    };
    expect(newState(crypto)).toBe(`00010f10ff${'00'.repeat(11)}`);
  });
});

/** A Storage whose every call throws (a blocked localStorage). */
function blockedStorage(): Storage {
  const fail = () => {
    throw new DOMException('blocked', 'SecurityError');
  };
  return {
    get length(): number {
      return fail();
    },
    key: fail,
    getItem: fail,
    setItem: fail,
    removeItem: fail,
    clear: fail,
  };
}

describe('pending authorizations: edges', () => {
  beforeEach(() => window.localStorage.clear());
  const pending = { apiId: '714', flow: 'implicit', token: 'csrf', at: 1000 };
  const put = (state: string, value: unknown) =>
    window.localStorage.setItem(`${PENDING_PREFIX}${state}`, typeof value === 'string' ? value : JSON.stringify(value));

  it('no storage or blocked storage: not remembered, nothing taken', () => {
    expect(rememberPending(null, 'abc', pending)).toBe(false);
    expect(rememberPending(blockedStorage(), 'abc', pending)).toBe(false);
    expect(takePending(blockedStorage(), 'abc', 2000)).toBeNull();
  });

  it('remembering one keeps the fresh pending ones and the entries of others', () => {
    window.localStorage.setItem('unrelated', 'x');
    rememberPending(window.localStorage, 'first', pending);
    rememberPending(window.localStorage, 'second', { ...pending, at: 2000 });
    expect(window.localStorage.getItem('unrelated')).toBe('x');
    expect(takePending(window.localStorage, 'first', 2000)).toEqual(pending);
    expect(takePending(window.localStorage, 'second', 2000)).toEqual({ ...pending, at: 2000 });
  });

  it('each field is checked: apiId and flow strings, at a number, token a string or null', () => {
    put('noApi', { flow: 'implicit', at: 1000 });
    put('noFlow', { apiId: '714', at: 1000 });
    put('noAt', { apiId: '714', flow: 'implicit', at: '1000' });
    put('numToken', { apiId: '714', flow: 'implicit', token: 5, at: 1000 });
    put('notJson', '{apiId');
    expect(takePending(window.localStorage, 'noApi', 2000)).toBeNull();
    expect(takePending(window.localStorage, 'noFlow', 2000)).toBeNull();
    expect(takePending(window.localStorage, 'noAt', 2000)).toBeNull();
    expect(takePending(window.localStorage, 'numToken', 2000)).toEqual({ apiId: '714', flow: 'implicit', token: null, at: 1000 });
    expect(takePending(window.localStorage, 'notJson', 2000)).toBeNull();
  });

  it('valid for exactly PENDING_MAX_AGE, and up to a minute ahead of the clock', () => {
    put('edge', pending);
    expect(takePending(window.localStorage, 'edge', 1000 + PENDING_MAX_AGE)).toEqual(pending);
    put('late', pending);
    expect(takePending(window.localStorage, 'late', 1001 + PENDING_MAX_AGE)).toBeNull();
    put('ahead', pending);
    expect(takePending(window.localStorage, 'ahead', 1000 - 60_000)).toEqual(pending);
    put('future', pending);
    expect(takePending(window.localStorage, 'future', 999 - 60_000)).toBeNull();
  });

  it('forgetPending removes the stale ones, or all pending ones; other entries stay', () => {
    expect(forgetPending(null, 0)).toBe(0);
    expect(forgetPending(blockedStorage(), 0)).toBe(0);
    put('stale', { ...pending, at: 0 });
    expect(forgetPending(window.localStorage, PENDING_MAX_AGE + 1)).toBe(1);
    expect(window.localStorage.length).toBe(0);
    window.localStorage.setItem('unrelated', JSON.stringify({ ...pending, at: 0 }));
    put('fresh', pending);
    put('old', { ...pending, at: 0 });
    put('broken', '{');
    const now = PENDING_MAX_AGE + 500;
    expect(forgetPending(window.localStorage, now)).toBe(2);
    expect(window.localStorage.getItem(`${PENDING_PREFIX}fresh`)).not.toBeNull();
    expect(window.localStorage.getItem(`${PENDING_PREFIX}old`)).toBeNull();
    expect(window.localStorage.getItem(`${PENDING_PREFIX}broken`)).toBeNull();
    expect(forgetPending(window.localStorage, now, true)).toBe(1);
    expect(window.localStorage.getItem(`${PENDING_PREFIX}fresh`)).toBeNull();
    expect(window.localStorage.getItem('unrelated')).not.toBeNull();
    expect(window.localStorage.length).toBe(1);
  });
});

describe('scrubbedUrl and readHandOver: edges', () => {
  it('a query result keeps the page fragment; an empty fragment goes', () => {
    const query = parseOAuthReturn('?code=c&state=s', '')!;
    expect(scrubbedUrl('https://p.example/cb?apiId=714&code=c&state=s#top', query)).toBe('https://p.example/cb?apiId=714#top');
    expect(scrubbedUrl('https://p.example/cb?code=c&state=s#', query)).toBe('https://p.example/cb');
  });

  it('a token without type or lifetime strings reads them as empty', () => {
    expect(readHandOver({ ...message, result: { kind: 'token', accessToken: 'tok', tokenType: 1 } })?.result).toEqual({
      kind: 'token',
      accessToken: 'tok',
      tokenType: '',
      expiresIn: '',
    });
  });

  it('the result is the one its kind names (stray fields of other kinds ignored); no objects, no result', () => {
    expect(readHandOver({ ...message, result: { kind: 'code', code: 'c', accessToken: 'tok' } })?.result).toEqual({
      kind: 'code',
      code: 'c',
    });
    expect(readHandOver({ ...message, result: { kind: 'error', error: 'e', code: 'c', accessToken: 'tok' } })?.result).toEqual({
      kind: 'error',
      error: 'e',
      description: '',
    });
    for (const bad of [
      { ...message, result: { kind: 'other', error: 'e' } },
      { ...message, result: { kind: 'code', code: '' } },
      { ...message, result: Object.assign(() => undefined, { kind: 'code', code: 'c' }) },
      Object.assign(() => undefined, message),
    ])
      expect(readHandOver(bad)).toBeNull();
  });
});

describe('hand-over: edges', () => {
  const withoutChannel = (run: (win: Window) => void) => {
    const win = window as Window & { BroadcastChannel?: unknown };
    const original = win.BroadcastChannel;
    try {
      win.BroadcastChannel = undefined;
      run(window);
    } finally {
      win.BroadcastChannel = original;
    }
  };

  it('no channel and no storage (or blocked storage): not sent', () => {
    withoutChannel((win) => {
      const base = { addEventListener: win.addEventListener.bind(win), removeEventListener: win.removeEventListener.bind(win) };
      expect(sendHandOver(base, message)).toBe(false);
      expect(sendHandOver({ ...base, localStorage: blockedStorage() }, message)).toBe(false);
    });
  });

  it('storage events: only the hand-over key, only valid messages', () => {
    withoutChannel((win) => {
      const received: OAuthHandOver[] = [];
      const stop = listenHandOver(win, (m) => received.push(m));
      win.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: JSON.stringify({ ...message, state: 'x' }) }));
      win.dispatchEvent(new StorageEvent('storage', { key: HANDOVER_KEY, newValue: JSON.stringify({ junk: 1 }) }));
      win.dispatchEvent(new StorageEvent('storage', { key: HANDOVER_KEY, newValue: '{' }));
      win.dispatchEvent(new StorageEvent('storage', { key: HANDOVER_KEY, newValue: JSON.stringify(message) }));
      expect(received).toEqual([message]);
      stop();
    });
  });

  it('channel messages that are not hand-overs are ignored', async () => {
    const received: unknown[] = [];
    const stop = listenHandOver(window, (m) => received.push(m));
    const other = new BroadcastChannel(HANDOVER_CHANNEL);
    other.postMessage({ junk: 1 });
    other.postMessage(message);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received).toEqual([message]);
    other.close();
    stop();
  });
});
