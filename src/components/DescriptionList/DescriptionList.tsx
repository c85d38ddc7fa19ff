// DescriptionList: label/value pairs as a real `<dl>`, stacked, side by side or responsive; empty values are
// dropped or shown as a given text.
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../private/cx.ts';
import * as styles from './DescriptionList.css.ts';

export interface DescriptionItem {
  label: ReactNode;
  value: ReactNode;
  /** stable key (defaults to the label when it is a string, else the index) */
  id?: string;
}

export interface DescriptionListProps extends HTMLAttributes<HTMLDListElement> {
  items: readonly DescriptionItem[];
  /**
   * `horizontal`: label column beside the value; `stacked`: label above the value;
   * `responsive` (default): stacked on small screens, horizontal from the `md` breakpoint.
   */
  layout?: 'horizontal' | 'stacked' | 'responsive';
  /** a hairline between rows */
  dividers?: boolean;
  /** shown (as text) when a value is null, undefined or empty; rows are dropped when it is not given */
  emptyValue?: string;
}

function isEmpty(value: ReactNode): boolean {
  return value === null || value === undefined || value === '' || value === false;
}

/** Label/value pairs as a real `<dl>` (each pair wrapped in a `<div>`, as HTML allows). */
export const DescriptionList = forwardRef<HTMLDListElement, DescriptionListProps>(function DescriptionList(
  { items, layout = 'responsive', dividers = false, emptyValue, className, ...rest },
  ref,
) {
  const shown = emptyValue === undefined ? items.filter((item) => !isEmpty(item.value)) : items;
  return (
    <dl ref={ref} {...rest} className={cx(styles.list({ layout }), className)}>
      {shown.map((item, index) => (
        <div
          key={item.id ?? (typeof item.label === 'string' ? `${item.label}-${index}` : index)}
          className={styles.row({ layout, dividers })}
        >
          <dt className={styles.term}>{item.label}</dt>
          {/* a space between the pair (not rendered between grid/flex items): copied or read-out text stays "Label value" */}{' '}
          <dd className={styles.details}>{isEmpty(item.value) ? emptyValue : item.value}</dd>
        </div>
      ))}
    </dl>
  );
});
