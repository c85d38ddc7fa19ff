// The runtime's one-shot notices (issue #13, break 4): remembered by a delete page, taken once by the next page.
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_AGE_MS, rememberNotice, takeNotice } from './notices.ts';

describe('one-shot notices', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is taken once', () => {
    rememberNotice(window, { kind: 'keyDeleted', name: 'Storm Tracker' }, 1000);
    expect(takeNotice(window, 2000)).toEqual({ kind: 'keyDeleted', name: 'Storm Tracker' });
    expect(takeNotice(window, 2000)).toBeNull();
  });

  it('a stale or malformed notice is dropped', () => {
    rememberNotice(window, { kind: 'appDeleted', name: null }, 0);
    expect(takeNotice(window, MAX_AGE_MS + 1)).toBeNull();
    window.sessionStorage.setItem('portalNotice', '{"kind":"script","at":1}');
    expect(takeNotice(window, 2)).toBeNull();
    window.sessionStorage.setItem('portalNotice', 'not json');
    expect(takeNotice(window, 2)).toBeNull();
  });
});
