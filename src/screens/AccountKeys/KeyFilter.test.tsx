// Issue 35 item 5: My Keys with many keys offers a filter (application, API, key end): a labelled search
// field, the count of keys shown announced politely, plans without a match left out.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountKeys } from './AccountKeys.tsx';
import { modelOf } from '../../../test/screens/account/fixtures.ts';

const rowsShown = (root: HTMLElement) => root.querySelectorAll('tbody tr').length;
/** the filter's own status (the Copy buttons have theirs) */
const count = () => document.querySelector('[data-key-filter] [role="status"]')!;

describe('My Keys filter', () => {
  const model = modelOf('accountKeys.many.html', 'accountKeys');
  const total = model.screen.plans.reduce((n, p) => n + p.keys.length, 0);

  it('is a labelled search field with the count as a polite status', () => {
    render(<AccountKeys model={model} />);
    const field = screen.getByRole('searchbox', { name: 'Filter keys' });
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    const status = count();
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe(`${total} of ${total} keys shown`);
  });

  it('matches the application, the API and the end of a key; the count follows', () => {
    const { container } = render(<AccountKeys model={model} />);
    const field = screen.getByRole('searchbox', { name: 'Filter keys' });
    const first = model.screen.plans[0]!.keys[0]!;
    const app = first.application!;
    const byApp = model.screen.plans
      .flatMap((p) => p.keys)
      .filter((k) => k.application?.toLowerCase().includes(app.toLowerCase()));
    fireEvent.change(field, { target: { value: app.toUpperCase() } });
    expect(rowsShown(container)).toBe(byApp.length);
    expect(count().textContent).toBe(`${byApp.length} of ${total} keys shown`);
    // the API: the plan's heading — every key of that plan
    const plan = model.screen.plans[1]!;
    fireEvent.change(field, { target: { value: plan.heading } });
    expect(
      within(container)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toContain(plan.heading);
    expect(rowsShown(container)).toBeGreaterThanOrEqual(plan.keys.length);
    // the key's last characters
    const suffix = first.key!.slice(-4);
    fireEvent.change(field, { target: { value: suffix } });
    const bySuffix = model.screen.plans.flatMap((p) => p.keys).filter((k) => k.key?.endsWith(suffix));
    expect(rowsShown(container)).toBe(bySuffix.length);
  });

  it('says so when nothing matches, and leaves the plans out', () => {
    const { container } = render(<AccountKeys model={model} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter keys' }), { target: { value: 'zzz-no-such-key' } });
    expect(count().textContent).toBe('No key matches “zzz-no-such-key”.');
    expect(rowsShown(container)).toBe(0);
    expect(within(container).queryAllByRole('heading', { level: 2 })).toEqual([]);
  });

  it('is not offered for a few keys', () => {
    render(<AccountKeys model={modelOf('accountKeys.html', 'accountKeys')} />);
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});
