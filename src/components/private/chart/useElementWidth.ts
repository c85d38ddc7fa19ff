// useElementWidth: an element's content width kept current with ResizeObserver (or window resize), never 0, so a
// chart always has a width to draw at.
import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The content width of an element, kept current with ResizeObserver. Where ResizeObserver is missing
 * (old browsers, some test DOMs) it measures once and on window resize; a zero measurement (element
 * not laid out yet) falls back to `fallback` so a chart never renders at width 0.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      setWidth(measured > 0 ? measured : fallback);
    };
    measure();
    if (typeof ResizeObserver === 'function') {
      const observer = new ResizeObserver(measure);
      observer.observe(element);
      return () => observer.disconnect();
    }
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref, fallback]);
  return width;
}
