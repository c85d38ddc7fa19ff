import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { GettingStarted } from './index.ts';

const labels = { heading: 'Getting started', progress: '1 of 3 steps done', done: 'done', todo: 'not done yet' };
const steps = [
  { id: 'a', label: 'Verify', href: '/member/edit', done: true },
  { id: 'b', label: 'Create an app', href: '/apps/register', done: false },
  { id: 'c', label: 'Get a key', href: '/apps/mykeys', done: false },
];

describe('GettingStarted', () => {
  it('an ordered list of links in a named region; done and open steps say so; the next step is current', () => {
    render(<GettingStarted labels={labels} steps={steps} />);
    const region = screen.getByRole('region', { name: 'Getting started' });
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe('Getting started');
    expect(region.querySelector('ol')).not.toBeNull();
    const links = within(region).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/member/edit', '/apps/register', '/apps/mykeys']);
    expect(within(region).getByRole('link', { name: 'Verify (done)' }).getAttribute('aria-current')).toBeNull();
    expect(within(region).getByRole('link', { name: 'Create an app (not done yet)' }).getAttribute('aria-current')).toBe('step');
    expect(within(region).getByRole('link', { name: 'Get a key (not done yet)' }).getAttribute('aria-current')).toBeNull();
    // the tick replaces the number of a done step, decoratively
    const markers = region.querySelectorAll('li > span[aria-hidden="true"]');
    expect(markers[0]!.querySelector('svg')).not.toBeNull();
    expect(markers[1]!.textContent).toBe('2');
    // the current step's marker stands out from the open ones after it (it looked like every other open
    // step; its link is semibold through [aria-current], checked in the story)
    expect(markers[1]!.className).not.toBe(markers[2]!.className);
    expect(screen.getByText('1 of 3 steps done')).toBeTruthy();
  });
  it('all done: no step is current', () => {
    render(<GettingStarted labels={labels} steps={steps.map((s) => ({ ...s, done: true }))} />);
    expect(document.querySelector('[aria-current]')).toBeNull();
  });
});
