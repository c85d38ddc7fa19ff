// KeyCard: one API key as a card — the title with its status badge, the key's details (KeyDetails) and actions.
import type { ReactNode } from 'react';
import { Card } from '../Card/index.ts';
import type { HeadingLevel, HeadingSize } from '../Heading/index.ts';
import { StatusBadge } from '../StatusBadge/index.ts';
import { KeyDetails, type KeyDetailsProps } from './KeyDetails.tsx';

export interface KeyCardProps extends Omit<KeyDetailsProps, 'className'> {
  /** heading of the card, e.g. the application or plan name */
  title?: ReactNode;
  headingLevel?: HeadingLevel;
  /** visual size of the title (default `md`: cards sit under a section heading) */
  headingSize?: HeadingSize;
  /** links or buttons (view report, delete key …) */
  actions?: ReactNode;
  /** element of the card (default `article`) */
  as?: 'article' | 'section' | 'div' | 'li';
  className?: string;
}

/**
 * One API key as a card: the title with the status badge beside it, the key's details (KeyDetails:
 * key, secret, application, created, limits) and actions.
 */
export function KeyCard({
  title,
  headingLevel = 3,
  headingSize = 'md',
  status,
  statusTone,
  actions,
  as = 'article',
  className,
  ...details
}: KeyCardProps) {
  return (
    <Card
      as={as}
      title={title}
      headingLevel={headingLevel}
      headingSize={headingSize}
      meta={status ? <StatusBadge tone={statusTone}>{status}</StatusBadge> : undefined}
      actions={actions}
      className={className}
    >
      <KeyDetails {...details} />
    </Card>
  );
}
