// CopyButton: copies text (copyText.ts) and confirms the outcome in a polite live region that is always in the
// DOM.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Button, type ButtonSize, type ButtonTone, type ButtonVariant } from '../Button/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { root } from './CopyButton.css.ts';
import { copyText, type CopyResult } from './copyText.ts';
import { CheckIcon, CopyIcon } from '../private/icons.tsx';

export interface CopyButtonLabels {
  /** button text, e.g. "Copy" or "Copy key" */
  copy: string;
  /** shown on the button and announced after a successful copy, e.g. "Copied" */
  copied: string;
  /** announced when only the text could be selected, e.g. "Selected — press Ctrl+C to copy" */
  selected?: string;
  /** announced when nothing worked, e.g. "Could not copy" */
  failed?: string;
  /**
   * accessible name when several copy buttons share one page, e.g. "Copy key for Storm Tracker" (it must
   * contain the visible text `copy`); default: `copy`
   */
  name?: string;
}

export interface CopyButtonProps {
  /** the text to copy, or a function that returns it at click time (so secrets need not sit in props) */
  text: string | (() => string);
  labels: CopyButtonLabels;
  /** element whose text is selected when the Clipboard API is unavailable (so the user can copy by hand) */
  fallbackTarget?: RefObject<HTMLElement | null>;
  /** called after every attempt with its outcome */
  onCopy?: (result: CopyResult) => void;
  /** called synchronously before the selection fallback, e.g. to reveal a masked value (use flushSync) */
  onBeforeFallback?: () => void;
  /** ms until the "copied" state resets (default 2000) */
  resetAfter?: number;
  /** show only the icon (the label stays the accessible name) */
  hideLabel?: boolean;
  size?: ButtonSize;
  tone?: ButtonTone;
  variant?: ButtonVariant;
  className?: string;
}

/**
 * Copies text to the clipboard and confirms it in a polite live region. The status region is always
 * in the DOM (live regions must exist before their content changes to be announced).
 */
export function CopyButton({
  text,
  labels,
  fallbackTarget,
  onCopy,
  onBeforeFallback,
  resetAfter = 2000,
  hideLabel = false,
  size = 'sm',
  tone = 'neutral',
  variant = 'soft',
  className,
}: CopyButtonProps) {
  const [result, setResult] = useState<CopyResult | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = async () => {
    const value = typeof text === 'function' ? text() : text;
    const outcome = await copyText(value, fallbackTarget ? () => fallbackTarget.current : null, onBeforeFallback);
    setResult(outcome);
    onCopy?.(outcome);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setResult(null), resetAfter);
  };

  const message =
    result === 'copied'
      ? labels.copied
      : result === 'selected'
        ? (labels.selected ?? '')
        : result === 'failed'
          ? (labels.failed ?? '')
          : '';

  return (
    <span className={className ? `${root} ${className}` : root}>
      <Button
        size={size}
        tone={tone}
        variant={variant}
        icon={result === 'copied' ? <CheckIcon /> : <CopyIcon />}
        hideLabel={hideLabel}
        onClick={onClick}
        aria-label={labels.name}
      >
        {labels.copy}
      </Button>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {message}
      </VisuallyHidden>
    </span>
  );
}
