// Tooltip: an explanation attached to a piece of text — a real button toggles it, Escape and outside clicks close
// it, the bubble stays in the DOM for `aria-describedby`.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { cx } from '../private/cx.ts';
import * as css from './Tooltip.css.ts';
import { useUniqueId } from '../UniqueId/index.ts';

export type TooltipPlacement = 'top' | 'bottom';

export interface TooltipProps {
  /** the tooltip text (for `.mashtip[title]` elements: the title) */
  content: ReactNode;
  /** the trigger's content (the text the tooltip explains) */
  children: ReactNode;
  /** preferred side; flips when there is no room (default top) */
  placement?: TooltipPlacement;
  /** also open while the pointer rests on the trigger (default true); click and keyboard always work */
  openOnHover?: boolean;
  className?: string;
}

/** Pointer grace period so moving from the trigger onto the bubble does not close it (WCAG 1.4.13). */
const HOVER_CLOSE_DELAY = 150;

/**
 * An explanation attached to a piece of text. The trigger is a real button: click, Enter or Space
 * toggles, Escape closes, clicking elsewhere closes. The bubble stays in the DOM (hidden when closed)
 * so `aria-describedby` gives screen-reader users the text on focus; `aria-expanded` tells whether it
 * is shown. Hover opening is optional and never the only way in.
 */
export function Tooltip({ content, children, placement = 'top', openOnHover = true, className }: TooltipProps) {
  const id = useUniqueId();
  const [open, setOpen] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [side, setSide] = useState<TooltipPlacement>(placement);
  const [shift, setShift] = useState(0);
  const wrapperRef = useRef<HTMLSpanElement>(null);
  const bubbleRef = useRef<HTMLSpanElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const close = useCallback(() => {
    setOpen(false);
    setPinned(false);
  }, []);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Escape anywhere and clicks outside close an open tooltip.
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close]);

  // Keep the bubble on screen: flip vertically when the preferred side has no room, shift horizontally.
  useLayoutEffect(() => {
    if (!open) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- closing resets the measured placement before the next open measures again
      setSide(placement);
      setShift(0);
      return;
    }
    const bubble = bubbleRef.current;
    const trigger = wrapperRef.current;
    if (!bubble || !trigger) return;
    const view = document.documentElement;
    const triggerBox = trigger.getBoundingClientRect();
    const height = bubble.offsetHeight;
    const roomAbove = triggerBox.top;
    const roomBelow = view.clientHeight - triggerBox.bottom;
    setSide(
      placement === 'top'
        ? roomAbove < height && roomBelow > roomAbove
          ? 'bottom'
          : 'top'
        : roomBelow < height && roomAbove > roomBelow
          ? 'top'
          : 'bottom',
    );
    const width = bubble.offsetWidth;
    const centre = triggerBox.left + triggerBox.width / 2;
    const left = centre - width / 2;
    const right = centre + width / 2;
    const gutter = 8;
    setShift(left < gutter ? gutter - left : right > view.clientWidth - gutter ? view.clientWidth - gutter - right : 0);
  }, [open, placement]);

  const onMouseEnter = () => {
    if (!openOnHover) return;
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const onMouseLeave = () => {
    if (!openOnHover || pinned) return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY);
  };

  return (
    <span ref={wrapperRef} className={cx(css.wrapper, className)} onMouseEnter={onMouseEnter} onMouseLeave={onMouseLeave}>
      <button
        type="button"
        className={css.trigger}
        aria-describedby={id}
        aria-expanded={open}
        onClick={() => {
          if (open && pinned) close();
          else {
            setOpen(true);
            setPinned(true);
          }
        }}
      >
        {children}
      </button>
      <span
        ref={bubbleRef}
        id={id}
        role="tooltip"
        hidden={!open}
        className={css.bubble[side]}
        style={{ transform: `translateX(calc(-50% + ${shift}px))` }}
      >
        {content}
      </span>
    </span>
  );
}
