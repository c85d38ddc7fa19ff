// Skeleton and LoadingPlaceholder: decorative placeholder shapes, and a busy placeholder that announces its label
// politely while sighted users see the shape of what is coming.
import type { CSSProperties, HTMLAttributes } from 'react';
import { cx } from '../private/cx.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Skeleton.css.ts';

export type SkeletonShape = 'text' | 'heading' | 'block' | 'circle' | 'button';

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  shape?: SkeletonShape;
  /** CSS width (e.g. `'60%'`); defaults to the full width (`circle`: its height) */
  width?: string;
  /** CSS height for `block` and `circle` (use theme sizes, e.g. `vars.size.control`) */
  height?: string;
}

/** One grey placeholder shape. Decorative: hidden from assistive technology (LoadingPlaceholder announces). */
export function Skeleton({ shape = 'text', width, height, className, style, ...rest }: SkeletonProps) {
  const sized: CSSProperties = { ...style };
  if (width) sized.width = width;
  if (height) sized.height = height;
  return <span aria-hidden="true" {...rest} className={cx(styles.skeleton({ shape }), className)} style={sized} />;
}

const widths = ['100%', '92%', '96%', '70%', '88%', '60%'];

export interface LoadingPlaceholderProps extends HTMLAttributes<HTMLDivElement> {
  /** what screen readers hear, e.g. "Loading…" (required: there is no built-in text) */
  label: string;
  /** the rough shape of what is coming */
  layout?: 'page' | 'list' | 'card' | 'lines';
  /** number of text lines (`lines`) or items (`list`) */
  count?: number;
}

/**
 * A placeholder for content that is on its way: `aria-busy` on the placeholder, and a polite status with the
 * label, so screen-reader users hear that loading is in progress while sighted users see the shape.
 */
export function LoadingPlaceholder({ label, layout = 'page', count = 3, className, ...rest }: LoadingPlaceholderProps) {
  const lines = (n: number) => Array.from({ length: n }, (_, i) => <Skeleton key={i} width={widths[i % widths.length]} />);
  return (
    <div {...rest} className={className}>
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <div aria-busy="true" className={styles.group} data-layout={layout}>
        {layout === 'page' ? (
          <>
            <Skeleton shape="heading" width="45%" />
            {lines(4)}
            <Skeleton shape="block" className={styles.pageBlock} />
            {lines(3)}
          </>
        ) : null}
        {layout === 'lines' ? lines(count) : null}
        {layout === 'card' ? (
          <>
            <Skeleton shape="heading" width="35%" />
            {lines(2)}
            <div className={styles.row}>
              <Skeleton shape="button" className={styles.cardButton} />
              <Skeleton shape="button" className={styles.cardButton} />
            </div>
          </>
        ) : null}
        {layout === 'list'
          ? Array.from({ length: count }, (_, i) => (
              <div key={i} className={styles.row}>
                <Skeleton shape="circle" className={styles.listIcon} />
                <div className={styles.group} style={{ flex: '1 1 auto' }}>
                  <Skeleton width="40%" />
                  <Skeleton width="85%" />
                </div>
              </div>
            ))
          : null}
      </div>
    </div>
  );
}
