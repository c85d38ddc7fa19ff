import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SecretField } from '../SecretField/index.ts';
import { KeyValue } from '../KeyCard/index.ts';
import { ApiKeyTable } from '../AppCard/index.ts';
import { ScreenShareProvider, ScreenShareToggle } from './index.ts';

const fieldLabels = { reveal: 'Show', hide: 'Hide', masked: 'hidden', copy: 'Copy', copied: 'Copied' };
const toggleLabels = { label: 'Screen-share mode', hint: 'Masks every key and secret.', on: 'Mode on.', off: 'Mode off.' };
const KEY = 'q8w7e6r5t4y3u2i1o9p0asdf';
const SECRET = 'Zx9Cv8Bn7Mq6Wd5';
const REASON = 'Turn off screen-share mode to show it.';

function Page({ initial = false, revealed = false }: { initial?: boolean; revealed?: boolean }) {
  const [on, setOn] = useState(initial);
  return (
    <>
      <ScreenShareToggle pressed={on} onPressedChange={setOn} labels={toggleLabels} />
      <ScreenShareProvider on={on} reason={REASON}>
        <KeyValue value={KEY} label="Key" labels={fieldLabels} mask={false} copyable names={{ copy: 'Copy key' }} />
        <SecretField value={SECRET} label="Secret" labels={fieldLabels} defaultRevealed={revealed} timeout={0} />
        <ApiKeyTable
          caption="Storm Tracker"
          apis={[{ api: 'Forecast API', keyValue: 'api-key-123' }]}
          labels={{ api: 'API', key: 'Key' }}
          masked="hidden"
        />
      </ScreenShareProvider>
    </>
  );
}

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value });
}
afterEach(() => setClipboard(undefined));

describe('ScreenShareToggle', () => {
  it('is one aria-pressed button, described by its hint, that announces each change (not the arrival)', async () => {
    const user = userEvent.setup();
    const { container } = render(<Page />);
    const status = () => within(container.querySelector<HTMLElement>('[data-screen-share]')!).getByRole('status');
    const toggle = screen.getByRole('button', { name: 'Screen-share mode' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(toggle.getAttribute('aria-describedby')!)?.textContent).toBe(toggleLabels.hint);
    expect(status().textContent).toBe('');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(status().textContent).toBe('Mode on.');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(status().textContent).toBe('Mode off.');
  });
});

describe('screen-share mode', () => {
  it('masks every key and secret below the provider: none of the values is in the DOM', async () => {
    const user = userEvent.setup();
    const { container } = render(<Page revealed />);
    expect(container.textContent).toContain(KEY);
    expect(container.textContent).toContain(SECRET);
    expect(container.textContent).toContain('api-key-123');
    await user.click(screen.getByRole('button', { name: 'Screen-share mode' }));
    expect(container.innerHTML).not.toContain(KEY);
    expect(container.innerHTML).not.toContain(SECRET);
    expect(container.innerHTML).not.toContain('api-key-123');
    expect(screen.getAllByTestId('secret-mask')).toHaveLength(3);
  });

  it('keeps Show, disabled (aria-disabled, focusable) with the reason as its description; clicking it shows nothing', async () => {
    const user = userEvent.setup();
    const { container } = render(<Page initial />);
    const show = within(screen.getByRole('group', { name: 'Secret' })).getByRole('button', { name: 'Show' });
    expect(show.getAttribute('aria-disabled')).toBe('true');
    expect(show.hasAttribute('disabled')).toBe(false);
    expect(document.getElementById(show.getAttribute('aria-describedby')!)?.textContent).toBe(REASON);
    await user.click(show);
    expect(container.innerHTML).not.toContain(SECRET);
  });

  it('Copy still copies the masked key and secret without revealing them', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard({ writeText });
    const { container } = render(<Page initial />);
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    await user.click(within(screen.getByRole('group', { name: 'Secret' })).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(KEY);
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(container.innerHTML).not.toContain(SECRET);
    expect(container.innerHTML).not.toContain(KEY);
  });

  it('a value shown before the mode stays masked after it is turned off (Show again to see it)', async () => {
    const user = userEvent.setup();
    const { container } = render(<Page revealed />);
    const toggle = screen.getByRole('button', { name: 'Screen-share mode' });
    await user.click(toggle);
    await user.click(toggle);
    expect(container.innerHTML).not.toContain(SECRET);
    // the plain key is plain again: it was never "revealed", just printed as the server does
    expect(container.textContent).toContain(KEY);
    await user.click(within(screen.getByRole('group', { name: 'Secret' })).getByRole('button', { name: 'Show' }));
    expect(container.textContent).toContain(SECRET);
  });
});
