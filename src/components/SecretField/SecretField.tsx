// SecretField: a key or secret masked by default — in the DOM only while revealed, masked again after a timeout or
// when the page is hidden, copyable while masked.
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../Button/index.ts';
import { cx } from '../private/cx.ts';
import { CopyButton } from '../CopyButton/index.ts';
import { EyeIcon, EyeOffIcon } from '../private/icons.tsx';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { useScreenShare } from '../ScreenShare/index.ts';
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
 * Inside a ScreenShareProvider that is on, the value stays masked: Show is disabled (`aria-disabled`, still
 * focusable, described by the provider's reason) and Copy still copies — without revealing the value.
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
  const share = useScreenShare();
  const [revealed, setRevealed] = useState(defaultRevealed && !share.on);
  const reasonId = useUniqueId();
  const codeRef = useRef<HTMLElement>(null);
  const onChange = useRef(onRevealedChange);
  // eslint-disable-next-line react-hooks/refs -- latest-callback ref; useEffectEvent is not in preact/compat
  onChange.current = onRevealedChange;
  const reported = useRef(revealed);

  useEffect(() => {
    if (reported.current === revealed) return;
    reported.current = revealed;
    onChange.current?.(revealed);
  }, [revealed]);

  // turning screen-share mode on masks a shown value for good: turning it off does not show it again
  // (state adjusted while rendering, as React documents for "state from a changed prop")
  const [shareWasOn, setShareWasOn] = useState(share.on);
  if (shareWasOn !== share.on) {
    setShareWasOn(share.on);
    if (share.on && revealed) setRevealed(false);
  }

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
  const shown = revealed && !share.on;

  return (
    <div className={cx(css.root, className)} role="group" aria-labelledby={labelId}>
      <LabelTag id={labelId} className={hideLabel ? undefined : css.label}>
        {label}
      </LabelTag>
      <span id={valueId} className={css.value}>
        {shown ? (
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
          icon={shown ? <EyeOffIcon /> : <EyeIcon />}
          hideLabel={compact}
          disabled={share.on}
          aria-describedby={share.on && share.reason ? reasonId : undefined}
          onClick={() => setRevealed(!revealed)}
          aria-label={shown ? labels.hideName : labels.revealName}
        >
          {shown ? labels.hide : labels.reveal}
        </Button>
        {share.on && share.reason ? <VisuallyHidden id={reasonId}>{share.reason}</VisuallyHidden> : null}
        {copyable && (
          <CopyButton
            text={() => value}
            fallbackTarget={codeRef}
            // Without the Clipboard API the text must be selectable: reveal it synchronously first.
            // (never in screen-share mode: the copy then fails with its message rather than show the value)
            onBeforeFallback={share.on ? undefined : () => flushSync(() => setRevealed(true))}
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
