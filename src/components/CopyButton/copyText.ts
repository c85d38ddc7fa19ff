// Copying without a framework: the Clipboard API where the browser allows it, else the legacy
// selection + execCommand('copy') path, else leave the text selected so the user can press Ctrl+C.

export type CopyResult = 'copied' | 'selected' | 'failed';

/** Selects the whole text of `element` (user-visible selection). */
export function selectContents(element: HTMLElement): boolean {
  const selection = element.ownerDocument.defaultView?.getSelection();
  if (!selection) return false;
  selection.removeAllRanges();
  const range = element.ownerDocument.createRange();
  range.selectNodeContents(element);
  selection.addRange(range);
  return true;
}

function legacyCopy(doc: Document): boolean {
  try {
    // execCommand is deprecated but still the only synchronous fallback where the Clipboard API is missing.
    return typeof doc.execCommand === 'function' && doc.execCommand('copy');
  } catch {
    return false;
  }
}

/**
 * Copies `text`. When the Clipboard API is missing or refused (insecure context, permissions), it
 * falls back to selecting `fallbackTarget`'s text and trying the legacy copy command; if that fails the
 * selection stays so the user can copy by hand (`'selected'`). Without a target it copies through a
 * temporary off-screen textarea. `beforeFallback` runs synchronously before any fallback (e.g. to
 * reveal a masked value with flushSync so it can be selected). Never throws.
 */
export async function copyText(
  text: string,
  fallbackTarget?: HTMLElement | null | (() => HTMLElement | null),
  beforeFallback?: () => void,
): Promise<CopyResult> {
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return 'copied';
    } catch {
      // fall through to the selection fallback
    }
  }
  if (typeof document === 'undefined') return 'failed';
  beforeFallback?.();
  // Resolved after beforeFallback so a caller can first put the text into the target (e.g. unmask it).
  const target = typeof fallbackTarget === 'function' ? fallbackTarget() : fallbackTarget;
  if (target) {
    if (!selectContents(target)) return 'failed';
    return legacyCopy(target.ownerDocument) ? 'copied' : 'selected';
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '0';
  area.style.opacity = '0';
  const active = document.activeElement as HTMLElement | null;
  document.body.append(area);
  area.select();
  const ok = legacyCopy(document);
  area.remove();
  active?.focus?.();
  return ok ? 'copied' : 'failed';
}
