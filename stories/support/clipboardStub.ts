// Stories that copy use a stubbed Clipboard API: headless browsers refuse the real one without a
// permission grant, and a story must not depend on the reviewer's clipboard either.
import { fn } from 'storybook/test';

export const clipboardWrites = fn(async (_text: string) => {}).mockName('clipboard.writeText');

/** `beforeEach` for stories: installs the stub, returns the cleanup that restores the real API. */
export function stubClipboard() {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  clipboardWrites.mockClear();
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: clipboardWrites } });
  return () => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  };
}

/** `beforeEach` for stories: no Clipboard API at all, so the selection fallback runs. */
export function removeClipboard() {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
  return () => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  };
}
