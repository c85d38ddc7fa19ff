import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyButton } from './index.ts';
import { copyText } from './copyText.ts';

const labels = { copy: 'Copy key', copied: 'Copied', selected: 'Selected, press Ctrl+C', failed: 'Could not copy' };

function stubClipboard(writeText: ((t: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: writeText ? { writeText } : undefined });
}

afterEach(() => {
  vi.restoreAllMocks();
  stubClipboard(undefined);
});

describe('CopyButton', () => {
  it('copies through the Clipboard API and announces the confirmation politely', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    const onCopy = vi.fn();
    render(<CopyButton text={() => 'abc123'} labels={labels} onCopy={onCopy} />);
    stubClipboard(writeText); // after setup(): user-event installs its own clipboard stub
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenCalledWith('abc123');
    expect(onCopy).toHaveBeenCalledWith('copied');
    expect(status.textContent).toBe('Copied');
    expect(status.getAttribute('aria-live')).toBe('polite');
  });

  it('resets the confirmation after the timeout', async () => {
    const user = userEvent.setup();
    render(<CopyButton text="x" labels={labels} resetAfter={60} />);
    stubClipboard(async () => {});
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('Copied'));
    await waitFor(() => expect(status.textContent).toBe(''));
  });

  it('falls back to selecting the target text when the Clipboard API refuses', async () => {
    const user = userEvent.setup();
    const before = vi.fn();
    function WithTarget() {
      return (
        <>
          <code data-testid="target">the-secret</code>
          <CopyButton
            text="the-secret"
            labels={labels}
            fallbackTarget={{
              get current() {
                return screen.getByTestId('target');
              },
            }}
            onBeforeFallback={before}
          />
        </>
      );
    }
    render(<WithTarget />);
    stubClipboard(async () => {
      throw new Error('denied');
    });
    Object.defineProperty(document, 'execCommand', { configurable: true, value: () => false });
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(before).toHaveBeenCalledTimes(1);
    expect(window.getSelection()?.toString()).toBe('the-secret');
    expect(screen.getByRole('status').textContent).toBe('Selected, press Ctrl+C');
  });
});

describe('copyText', () => {
  it('uses a temporary textarea with the legacy command when there is no Clipboard API and no target', async () => {
    stubClipboard(undefined);
    const exec = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { configurable: true, value: exec });
    await expect(copyText('hello')).resolves.toBe('copied');
    expect(exec).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('reports failure instead of throwing when nothing works', async () => {
    stubClipboard(undefined);
    Object.defineProperty(document, 'execCommand', {
      configurable: true,
      value: () => {
        throw new Error('no');
      },
    });
    await expect(copyText('hello')).resolves.toBe('failed');
  });
});
