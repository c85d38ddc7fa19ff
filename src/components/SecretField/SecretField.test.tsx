import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SecretField } from './index.ts';

const labels = {
  reveal: 'Show key',
  hide: 'Hide key',
  masked: 'hidden',
  copy: 'Copy key',
  copied: 'Copied',
  selected: 'Selected, press Ctrl+C',
};
const SECRET = 'k3y-9f8e7d6c5b4a';

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value });
}
afterEach(() => {
  setClipboard(undefined);
  vi.useRealTimers();
});

describe('SecretField', () => {
  it('is masked by default: the secret is not in the DOM and screen readers hear the masked label', () => {
    const { container } = render(<SecretField value={SECRET} label="Key" labels={labels} />);
    const group = screen.getByRole('group', { name: 'Key' });
    expect(container.innerHTML).not.toContain(SECRET);
    expect(group.textContent).toContain('hidden');
    expect(screen.getByTestId('secret-mask').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByTestId('secret-mask').textContent).toHaveLength(12);
  });

  it('reveals and hides with a labelled toggle', async () => {
    const user = userEvent.setup();
    const onRevealedChange = vi.fn();
    render(<SecretField value={SECRET} label="Key" labels={labels} onRevealedChange={onRevealedChange} />);
    await user.click(screen.getByRole('button', { name: 'Show key' }));
    expect(screen.getByText(SECRET)).toBeTruthy();
    expect(onRevealedChange).toHaveBeenLastCalledWith(true);
    const hide = screen.getByRole('button', { name: 'Hide key' });
    expect(hide.getAttribute('aria-controls')).toBeTruthy();
    await user.click(hide);
    expect(screen.queryByText(SECRET)).toBeNull();
    expect(onRevealedChange).toHaveBeenLastCalledWith(false);
  });

  it('re-masks after the timeout', async () => {
    vi.useFakeTimers();
    render(<SecretField value={SECRET} label="Key" labels={labels} timeout={5000} defaultRevealed />);
    expect(screen.getByText(SECRET)).toBeTruthy();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText(SECRET)).toBeTruthy();
    act(() => vi.advanceTimersByTime(2));
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it('never re-masks by timer with timeout 0', () => {
    vi.useFakeTimers();
    render(<SecretField value={SECRET} label="Key" labels={labels} timeout={0} defaultRevealed />);
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(screen.getByText(SECRET)).toBeTruthy();
  });

  it('re-masks when the page is hidden', () => {
    render(<SecretField value={SECRET} label="Key" labels={labels} defaultRevealed />);
    const state = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.queryByText(SECRET)).toBeNull();
    state.mockRestore();
  });

  it('copies the real value while masked and confirms politely', async () => {
    const user = userEvent.setup();
    render(<SecretField value={SECRET} label="Secret" labels={labels} />);
    const writeText = vi.fn(async () => {});
    setClipboard({ writeText });
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Copied'));
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it('without the Clipboard API reveals and selects the value so it can be copied by hand', async () => {
    const user = userEvent.setup();
    render(<SecretField value={SECRET} label="Secret" labels={labels} />);
    setClipboard(undefined);
    Object.defineProperty(document, 'execCommand', { configurable: true, value: () => false });
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(screen.getByText(SECRET)).toBeTruthy();
    expect(window.getSelection()?.toString()).toBe(SECRET);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Selected, press Ctrl+C'));
  });

  it('can hide the label visually and use icon-only buttons', () => {
    render(<SecretField value={SECRET} label="Key" labels={labels} hideLabel compact copyable={false} />);
    const group = screen.getByRole('group', { name: 'Key' });
    expect(within(group).getByRole('button', { name: 'Show key' })).toBeTruthy();
    expect(within(group).queryByRole('button', { name: 'Copy key' })).toBeNull();
  });
});
