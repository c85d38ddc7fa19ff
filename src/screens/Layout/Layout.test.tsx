// The signed-in user's public profile link: read from
// /member/edit (or the session cache) into the page context, rendered with the account navigation on
// account pages, under the label accountNav.viewProfile. Absent when the profile is unknown.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Layout } from './Layout.tsx';
import type { PageData } from '../../model/pageData.ts';
import { modelOf } from '../../../test/screens/content/fixtures.ts';

describe('public profile link', () => {
  it('an account page shows "View My Public Profile" with the server\'s link', () => {
    render(
      <Layout model={modelOf('accountManage.html', 'accountManage')}>
        <p>screen</p>
      </Layout>,
    );
    expect(screen.getByRole('link', { name: 'View My Public Profile' }).getAttribute('href')).toBe('/profile/profile/jdoe');
  });

  it('the cached link (another account page that does not print it) shows too; unknown → no link', () => {
    const cached = (page: PageData): PageData => ({
      ...page,
      context: { ...page.context, userProfile: '/profile/profile/jdoe' },
    });
    render(
      <Layout model={modelOf('accountEmail.html', 'accountEmail', {}, cached)}>
        <p>screen</p>
      </Layout>,
    );
    expect(screen.getByRole('link', { name: 'View My Public Profile' }).getAttribute('href')).toBe('/profile/profile/jdoe');
    document.body.innerHTML = '';
    render(
      <Layout model={modelOf('accountManage.noProfile.html', 'accountManage')}>
        <p>screen</p>
      </Layout>,
    );
    expect(screen.queryByRole('link', { name: 'View My Public Profile' })).toBeNull();
  });
});
