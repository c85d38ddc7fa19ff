import { describe, expect, it } from 'vitest';
import type { ScreenModel } from '../model/screenModel.ts';
import type { CachedProfile } from './profile.ts';
import type { ShownPage } from './runtimeHost.ts';
import { takeFetchedProfile } from './session.ts';
import { context, pageData, signedIn } from '../../test/adapter/factories.ts';

const LINK = '/profile/jane';

function shown(ctx = signedIn({ username: 'jane' }), userProfilePending = false): ShownPage {
  const model = { layout: { userProfilePending } } as unknown as ScreenModel;
  return { page: pageData('page', { context: ctx }), model, url: 'https://developer.acme.example/' };
}
const profile = (p: Partial<CachedProfile> = {}): CachedProfile => ({
  username: 'jane',
  userProfile: LINK,
  accountSettings: null,
  ...p,
});

describe('takeFetchedProfile: whether the profile link read after complete belongs to the page shown', () => {
  it('fills in the link the page lacks and asks for a re-render', () => {
    const page = shown();
    expect(takeFetchedProfile(page, profile())).toBe(true);
    expect(page.page.context.userProfile).toBe(LINK);
  });

  it('keeps what the page knows itself', () => {
    const page = shown(signedIn({ username: 'jane', userProfile: '/profile/own' }));
    expect(takeFetchedProfile(page, profile())).toBe(true);
    expect(page.page.context.userProfile).toBe('/profile/own');
  });

  it('leaves a page alone that shows no one signed in, or someone else', () => {
    const signedOut = shown(context());
    expect(takeFetchedProfile(signedOut, profile())).toBe(false);
    expect(signedOut.page.context.userProfile).toBeNull();
    const other = shown();
    expect(takeFetchedProfile(other, profile({ username: 'joe' }))).toBe(false);
    expect(other.page.context.userProfile).toBeNull();
  });

  it('an unknown username on either side is no mismatch', () => {
    expect(takeFetchedProfile(shown(), profile({ username: null }))).toBe(true);
    expect(takeFetchedProfile(shown(signedIn({ username: null })), profile())).toBe(true);
  });

  it('nothing new: no re-render, unless the page keeps a line for the link (it is given back)', () => {
    const known = signedIn({ username: 'jane', userProfile: LINK, accountSettings: null });
    expect(takeFetchedProfile(shown(known), profile())).toBe(false);
    expect(takeFetchedProfile(shown({ ...known }, true), profile())).toBe(true);
  });
});
