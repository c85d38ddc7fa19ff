// Card: a bordered panel with an optional title (and its level), meta beside the title, a body and actions; a
// tone adds a coloured top border.
import { forwardRef, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../private/cx.ts';
import { Heading, type HeadingLevel, type HeadingSize } from '../Heading/Heading.tsx';
import * as styles from './Card.css.ts';
import { useUniqueId } from '../UniqueId/index.ts';

export type CardTone = 'neutral' | 'brand' | 'positive' | 'caution' | 'critical' | 'info';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** card heading */
  title?: ReactNode;
  /** outline level of the title (default 2) */
  headingLevel?: HeadingLevel;
  headingSize?: HeadingSize;
  /** content beside the title (a status badge, a date) */
  meta?: ReactNode;
  /** buttons or links shown at the bottom */
  actions?: ReactNode;
  /** a coloured top border that reinforces (never replaces) what the content says */
  tone?: CardTone;
  elevation?: 'flat' | 'raised';
  padding?: 'sm' | 'md' | 'lg';
  /** element to render: `div` (default), `article` (a self-contained item), `section`, `li` */
  as?: ElementType;
  children?: ReactNode;
}

/** A bordered panel with an optional title, meta, body and actions. */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  {
    title,
    headingLevel = 2,
    headingSize = 'lg',
    meta,
    actions,
    tone,
    elevation,
    padding,
    as: Element = 'div',
    className,
    children,
    ...rest
  },
  ref,
) {
  const titleId = useUniqueId();
  const named = title != null && (Element === 'article' || Element === 'section');
  return (
    <Element
      ref={ref}
      aria-labelledby={named && !rest['aria-label'] ? titleId : undefined}
      {...rest}
      className={cx(styles.card({ tone, elevation, padding }), className)}
    >
      {title != null || meta != null ? (
        <div className={styles.header}>
          {title != null ? (
            <Heading id={titleId} level={headingLevel} size={headingSize}>
              {title}
            </Heading>
          ) : null}
          {meta}
        </div>
      ) : null}
      {children != null ? <div className={styles.body}>{children}</div> : null}
      {actions != null ? <div className={styles.actions}>{actions}</div> : null}
    </Element>
  );
});
