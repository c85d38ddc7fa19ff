import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Breadcrumbs } from './index.ts';

describe('Breadcrumbs', () => {
  it('nav + ordered list, last item current', () => {
    render(
      <Breadcrumbs
        label="Breadcrumb"
        items={[
          { label: 'Forum', url: '/forum' },
          { label: 'General', url: '/forum/general' },
          { label: 'Rate limits?', url: null },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('list').tagName).toBe('OL');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Forum', 'General']);
    expect(within(nav).getByText('Rate limits?').getAttribute('aria-current')).toBe('page');
  });
});
