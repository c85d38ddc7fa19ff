// The docs caption of a screen story ("Fixture: fixtures/pages/…") comes from how the story loads its page.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentStory } from './contentScreens.tsx';
import { fixtureRender } from './accountScreens.tsx';
import { FixtureCaption, fromFixtures, storyFixtures } from './fixtureSource.tsx';
import { AccountKeys } from '../../src/screens/AccountKeys/AccountKeys.tsx';
import { Terms } from '../../src/screens/Terms/Terms.tsx';

describe('story fixtures', () => {
  it('reads the page from the render helpers that load it', () => {
    expect(storyFixtures(fixtureRender(AccountKeys, 'accountKeys.masked.html'), {})).toEqual(['accountKeys.masked.html']);
    expect(storyFixtures(contentStory(Terms, 'tos.html'), undefined)).toEqual(['tos.html']);
  });

  it('reads a fixture arg, and nothing from an untagged render or other args', () => {
    expect(storyFixtures(() => null, { fixture: 'signin.html' })).toEqual(['signin.html']);
    expect(storyFixtures(() => null, { fixture: 42, label: 'x.html' })).toEqual([]);
    expect(storyFixtures(undefined, undefined)).toEqual([]);
    const tagged = fromFixtures(() => null, 'a.html', 'b.html');
    expect(storyFixtures(tagged, { fixture: 'c.html' })).toEqual(['a.html', 'b.html']);
  });

  it('captions the files under fixtures/pages', () => {
    const { container } = render(<FixtureCaption files={['a.html', 'b.html']} />);
    expect(container.textContent).toBe('Fixture: fixtures/pages/a.html, fixtures/pages/b.html');
  });
});
