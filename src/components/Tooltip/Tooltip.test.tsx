import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from './index.ts';

function Prose({ openOnHover }: { openOnHover?: boolean }) {
  return (
    <p>
      Plans start at{' '}
      <Tooltip content="Billed monthly" openOnHover={openOnHover}>
        $10
      </Tooltip>
      . <button type="button">Elsewhere</button>
    </p>
  );
}

describe('Tooltip', () => {
  it('is a focusable trigger described by the tooltip text even while closed', () => {
    render(<Prose />);
    const trigger = screen.getByRole('button', { name: '$10' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: '$10', description: 'Billed monthly' })).toBe(trigger);
    expect(screen.queryByRole('tooltip')).toBeNull(); // hidden
  });

  it('toggles with Enter and Space and closes with Escape', async () => {
    const user = userEvent.setup();
    render(<Prose openOnHover={false} />);
    const trigger = screen.getByRole('button', { name: '$10' });
    await user.tab();
    expect(document.activeElement).toBe(trigger);
    await user.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('tooltip').textContent).toBe('Billed monthly');
    await user.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard(' ');
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('opens on click and closes on a click elsewhere', async () => {
    const user = userEvent.setup();
    render(<Prose openOnHover={false} />);
    await user.click(screen.getByRole('button', { name: '$10' }));
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens on hover and closes shortly after the pointer leaves, unless pinned by a click', async () => {
    render(<Prose />);
    const trigger = screen.getByRole('button', { name: '$10' });
    const wrapper = trigger.parentElement!;
    fireEvent.mouseEnter(wrapper);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.mouseLeave(wrapper);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    fireEvent.mouseEnter(wrapper);
    act(() => trigger.click());
    fireEvent.mouseLeave(wrapper);
    await new Promise((r) => setTimeout(r, 250));
    expect(screen.getByRole('tooltip')).toBeTruthy();
  });

  it('does not open on hover when hover is off', () => {
    render(<Prose openOnHover={false} />);
    fireEvent.mouseEnter(screen.getByRole('button', { name: '$10' }).parentElement!);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
