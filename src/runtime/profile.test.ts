import { describe, expect, it } from 'vitest';
import { fetchDocument } from './fetchDocument.ts';
import { PROFILE_PAGE_MAX_CHARS, fetchProfile } from './profile.ts';
import type { PageData } from '../model/pageData.ts';

const html = (body: string) => new Response(body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
/** an account page whose user content is `bytes` long, after the header */
const hugeAccountPage = (bytes: number) =>
  `<!DOCTYPE html><html><body class="page-member-edit"><div id="header"><a id="profile" href="/profile/profile/jdoe">Profile</a></div><div id="main"><p>${'x'.repeat(bytes)}</p><p id="tail">end</p></div></body></html>`;

describe('fetchDocument maxChars', () => {
  it('parses only the first maxChars characters; the parser closes what is left open', async () => {
    const outcome = await fetchDocument(async () => html(hugeAccountPage(100_000)), 'https://p.example/member/edit', {
      maxChars: 5_000,
    });
    expect(outcome.kind).toBe('document');
    if (outcome.kind !== 'document') return;
    expect(outcome.doc.getElementById('profile')?.getAttribute('href')).toBe('/profile/profile/jdoe');
    expect(outcome.doc.getElementById('tail')).toBeNull();
    expect(outcome.doc.body.textContent!.length).toBeLessThan(5_000);
  });
  it('reads the whole answer without it', async () => {
    const outcome = await fetchDocument(async () => html(hugeAccountPage(100_000)), 'https://p.example/member/edit');
    expect(outcome.kind === 'document' && outcome.doc.getElementById('tail')?.textContent).toBe('end');
  });
});

describe('fetchProfile', () => {
  it('does not parse a huge /member/edit page whole (bounded work after complete)', async () => {
    const requested: string[] = [];
    let parsed = -1;
    const extract = (doc: Document): PageData => {
      parsed = doc.body.textContent!.length;
      return {
        contentType: 'accountManage',
        context: {
          username: 'jdoe',
          userProfile: doc.getElementById('profile')?.getAttribute('href') ?? null,
          accountSettings: null,
        },
      } as unknown as PageData;
    };
    const profile = await fetchProfile(
      window,
      async (url) => {
        requested.push(url);
        return html(hugeAccountPage(3 * PROFILE_PAGE_MAX_CHARS));
      },
      extract,
      'jdoe',
    );
    expect(requested).toEqual([new URL('/member/edit', window.location.href).href]);
    expect(parsed).toBeGreaterThan(0);
    expect(parsed).toBeLessThanOrEqual(PROFILE_PAGE_MAX_CHARS);
    expect(profile?.userProfile).toBe('/profile/profile/jdoe');
  });
});
