// Screen-share mode: the provider and hook the key and secret components read (everything masked, Show
// blocked), the fixed-length mask, and the toggle that turns the mode on and off.
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button/index.ts';
import { EyeOffIcon } from '../private/icons.tsx';
import { cx } from '../private/cx.ts';
import { useUniqueId } from '../UniqueId/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import * as css from './ScreenShare.css.ts';

/** The page's screen-share mode, as the key and secret components read it. */
export interface ScreenShareState {
  /** every key and secret below the provider is masked; Show is blocked */
  on: boolean;
  /** why Show is blocked while on (the Show button's description), e.g. "Turn off screen-share mode to show it." */
  reason: string;
}

const ScreenShareContext = createContext<ScreenShareState>({ on: false, reason: '' });

/** The mode for the keys and secrets inside (SecretField, KeyValue, KeyTable, ApiKeyTable read it). */
export function ScreenShareProvider({ on, reason, children }: ScreenShareState & { children: ReactNode }) {
  return <ScreenShareContext.Provider value={{ on, reason }}>{children}</ScreenShareContext.Provider>;
}

/** Whether the nearest ScreenShareProvider masks everything (off without one). */
export function useScreenShare(): ScreenShareState {
  return useContext(ScreenShareContext);
}

/**
 * A key or secret as screen-share mode shows it: a fixed-length mask (never the value's length; not in the
 * DOM) and, for screen readers, `masked` (e.g. "hidden").
 */
export function ScreenShareMask({ masked }: { masked: string }) {
  return (
    <span className={css.masked} data-key-masked="">
      <span className={css.mask} aria-hidden="true" data-testid="secret-mask">
        {MASK}
      </span>
      <VisuallyHidden>{masked}</VisuallyHidden>
    </span>
  );
}

const MASK = '•'.repeat(12);

export interface ScreenShareToggleLabels {
  /** the toggle's text and name, e.g. "Screen-share mode" */
  label: string;
  /** what it does, under the toggle, e.g. "Masks every key and secret on the page …" */
  hint?: string;
  /** announced politely when turned on / off */
  on: string;
  off: string;
}

export interface ScreenShareToggleProps {
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
  labels: ScreenShareToggleLabels;
  className?: string;
}

/**
 * One toggle (`aria-pressed`) that masks every key and secret of the page at once, for sharing the screen.
 * The change is announced politely (not on arrival: a saved choice is just the page's state).
 */
export function ScreenShareToggle({ pressed, onPressedChange, labels, className }: ScreenShareToggleProps) {
  const hintId = useUniqueId();
  const [announced, setAnnounced] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setAnnounced(pressed ? labels.on : labels.off);
  }, [pressed, labels.on, labels.off]);
  return (
    <div className={cx(css.root, className)} data-screen-share="">
      <Button
        type="button"
        size="sm"
        variant={pressed ? 'solid' : 'soft'}
        tone="neutral"
        icon={<EyeOffIcon />}
        aria-pressed={pressed}
        aria-describedby={labels.hint ? hintId : undefined}
        onClick={() => onPressedChange(!pressed)}
      >
        {labels.label}
      </Button>
      {labels.hint ? (
        <span id={hintId} className={css.hint}>
          {labels.hint}
        </span>
      ) : null}
      <VisuallyHidden role="status">{announced}</VisuallyHidden>
    </div>
  );
}
