import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Notice } from './index.ts';

describe('Notice', () => {
  it('is a polite status by default with title and a single message paragraph', () => {
    render(<Notice tone="positive" title="Saved" messages={['Your application was updated.']} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Saved');
    expect(within(status).getByText('Your application was updated.').tagName).toBe('P');
  });

  it('renders several messages as a list, as an alert, with a heading title when asked', () => {
    render(
      <Notice
        tone="critical"
        role="alert"
        title="Please correct the noted errors."
        titleLevel={2}
        messages={['Name is required', 'URL is invalid']}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2, name: 'Please correct the noted errors.' })).toBeTruthy();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Name is required', 'URL is invalid']);
  });

  it('role none is not a live region', () => {
    render(
      <Notice role="none" tone="info">
        Static note
      </Notice>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Static note')).toBeTruthy();
  });
});
