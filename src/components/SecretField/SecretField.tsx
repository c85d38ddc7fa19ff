import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../Button/index.ts';
import { cx } from '../private/cx.ts';
import { CopyButton } from '../CopyButton/index.ts';
import { EyeIcon, EyeOffIcon } from '../private/icons.tsx';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import * as css from './SecretField.css.ts';
import { useUniqueId } from '../UniqueId/index.ts';

export interface SecretFieldLabels {
  /** reveal button text, e.g. "Show key" */
  reveal: string;
  /** hide button text, e.g. "Hide key" */
  hide: string;
  /** what screen readers hear in place of the masked value, e.g. "hidden" */
  masked: string;
  /** copy button text, e.g. "Copy key" */
  copy: string;
  /** announced after copying, e.g. "Copied" */
  copied: string;
  selected?: string;
  failed?: string;
  /**
   * accessible names of the buttons when several fields share a page ("Show secret for Storm Tracker",
   * "Hide secret for …", "Copy secret for …"); each contains its visible text. Default: the texts above
   */
  revealName?: string;
  hideName?: string;
  copyName?: string;
}

export interface SecretFieldProps {
  /** the key or secret; kept out of the DOM while masked */
  value: string;
  /** what the value is, e.g. "Key" or "Secret" */
  label: string;
  labels: SecretFieldLabels;
  /** hide the label visually (e.g. in a table whose column header says it); it still names the group */
  hideLabel?: boolean;
  /** ms after which a revealed value masks itself again (default 30 000; 0 = never) */
  timeout?: number;
  /** start revealed (e.g. the one-time secret display); still re-masks after `timeout` */
  defaultRevealed?: boolean;
  /** show a copy button (default true) */
  copyable?: boolean;
  /** icon-only buttons (their texts stay their accessible names) */
  compact?: boolean;
  /** number of mask characters shown (fixed, so the mask does not leak the length; default 12) */
  maskLength?: number;
  onRevealedChange?: (revealed: boolean) => void;
  className?: string;
}

const MASK_CHAR = '•';

/**
 * A key or secret, masked by default. The real value enters the DOM only while revealed; it masks
 * itself again after `timeout`, when the page is hidden (tab switch, screen lock) and on demand.
 * Copying works while masked (the value is copied from memory), with a polite "copied" confirmation.
 */
export function SecretField({
  value,
  label,
  labels,
  hideLabel = false,
  timeout = 30_000,
  defaultRevealed = false,
  copyable = true,
  compact = false,
  maskLength = 12,
  onRevealedChange,
  className,
}: SecretFieldProps) {
  const labelId = useUniqueId();
  const valueId = useUniqueId();
  const [revealed, setRevealed] = useState(defaultRevealed);
  const codeRef = useRef<HTMLElement>(null);
  const onChange = useRef(onRevealedChange);
  // eslint-disable-next-line react-hooks/refs -- latest-callback ref; useEffectEvent is not in preact/compat
  onChange.current = onRevealedChange;
  const reported = useRef(defaultRevealed);

  useEffect(() => {
    if (reported.current === revealed) return;
    reported.current = revealed;
    onChange.current?.(revealed);
  }, [revealed]);

  useEffect(() => {
    if (!revealed || timeout <= 0) return undefined;
    const timer = setTimeout(() => setRevealed(false), timeout);
    return () => clearTimeout(timer);
  }, [revealed, timeout]);

  useEffect(() => {
    if (!revealed) return undefined;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') setRevealed(false);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [revealed]);

  const LabelTag = hideLabel ? VisuallyHidden : 'span';

  return (
    <div className={cx(css.root, className)} role="group" aria-labelledby={labelId}>
      <LabelTag id={labelId} className={hideLabel ? undefined : css.label}>
        {label}
      </LabelTag>
      <span id={valueId} className={css.value}>
        {revealed ? (
          <code ref={codeRef} className={css.code} data-key-value="">
            {value}
          </code>
        ) : (
          <>
            <span className={css.mask} aria-hidden="true" data-testid="secret-mask">
              {MASK_CHAR.repeat(maskLength)}
            </span>
            <VisuallyHidden>{labels.masked}</VisuallyHidden>
          </>
        )}
      </span>
      <span className={css.actions}>
        <Button
          size="sm"
          variant="ghost"
          tone="neutral"
          aria-controls={valueId}
          icon={revealed ? <EyeOffIcon /> : <EyeIcon />}
          hideLabel={compact}
          onClick={() => setRevealed(!revealed)}
          aria-label={revealed ? labels.hideName : labels.revealName}
        >
          {revealed ? labels.hide : labels.reveal}
        </Button>
        {copyable && (
          <CopyButton
            text={() => value}
            fallbackTarget={codeRef}
            // Without the Clipboard API the text must be selectable: reveal it synchronously first.
            onBeforeFallback={() => flushSync(() => setRevealed(true))}
            labels={{
              copy: labels.copy,
              copied: labels.copied,
              selected: labels.selected,
              failed: labels.failed,
              name: labels.copyName,
            }}
            hideLabel={compact}
            variant="ghost"
          />
        )}
      </span>
    </div>
  );
}
