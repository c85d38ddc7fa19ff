// look2's note: 'Registration Successful' (joinSuccess) told a new member to get started but showed no
// checklist. A new member's journey starts there: the getting-started checklist follows the message.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Join, ready } from './Join.tsx';
import { modelOf } from '../../../test/screens/account/fixtures.ts';

describe('Registration Successful starts the getting-started journey', () => {
  it('joinSuccess.html: the checklist follows the message, e-mail verified, creating an app next', async () => {
    const model = modelOf('joinSuccess.html', 'joinSuccess');
    expect(model.layout.loggedIn).toBe(true);
    // the checklist is the keys pages' part, loaded before the first render (registry.ts › screenReady)
    await ready(model);
    render(<Join model={model} />);
    // in the first render, not after a fallback
    const checklist = screen.getByRole('region', { name: 'Getting started' });
    expect(within(checklist).getByRole('link', { name: /Create an app/ })).toBeTruthy();
    expect(checklist.textContent).toMatch(/1 of \d steps done/);
  });

  it('signed out (a stale page), no checklist: the journey is for members', async () => {
    const model = modelOf('joinSuccess.html', 'joinSuccess');
    await ready(model);
    render(<Join model={{ ...model, layout: { ...model.layout, loggedIn: false } }} />);
    expect(screen.queryByRole('region', { name: 'Getting started' })).toBeNull();
  });

  it('the join form needs nothing before its first render; its success needs the checklist', () => {
    expect(ready(modelOf('join.html', 'join'))).toBeUndefined();
    expect(ready(modelOf('joinSuccess.html', 'joinSuccess'))).toBeInstanceOf(Promise);
  });
});
