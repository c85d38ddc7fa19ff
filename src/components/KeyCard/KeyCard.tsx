import type { ReactNode } from 'react';
import { Card } from '../Card/index.ts';
import { DescriptionList, type DescriptionItem } from '../DescriptionList/index.ts';
import type { HeadingLevel } from '../Heading/index.ts';
import { SecretField, type SecretFieldLabels } from '../SecretField/index.ts';
import { StatusBadge, type StatusTone } from '../StatusBadge/index.ts';
import { Table } from '../Table/index.ts';
import * as css from './KeyCard.css.ts';
import { DateText, hasDate, type DateValue } from './DateText.tsx';

export interface LimitItem {
  label: string;
  value: string;
}

export interface KeyCardLabels {
  /** field names, e.g. "Key", "Secret", "Status", "Created", "Application" */
  key: string;
  secret: string;
  status: string;
  created: string;
  application: string;
  /** caption of the limits table, e.g. "Limits" */
  limits: string;
  /** SecretField texts for the key and for the secret */
  keyField: SecretFieldLabels;
  secretField: SecretFieldLabels;
}

export interface KeyCardProps {
  /** heading of the card, e.g. the application or plan name */
  title?: ReactNode;
  headingLevel?: HeadingLevel;
  /** the application the key belongs to (a row of its own; omit when it is the title) */
  application?: string | null;
  /** the key value (named `keyValue` because `key` is reserved in React) */
  keyValue: string | null;
  /** the secret, when the server shows one */
  secret?: string | null;
  /** free server text, e.g. "active" or "waiting" */
  status?: string | null;
  /** overrides the tone guessed from the status text */
  statusTone?: StatusTone;
  created?: DateValue;
  limits?: readonly LimitItem[];
  /** links or buttons (view report, delete key …) */
  actions?: ReactNode;
  labels: KeyCardLabels;
  /** mask the key like the secret (default true); the secret is always masked */
  maskKey?: boolean;
  /** SecretField re-mask timeout in ms (default 30 000; 0 = never) */
  revealTimeout?: number;
  /** element of the card (default `article`) */
  as?: 'article' | 'section' | 'div' | 'li';
  className?: string;
}

/** The key value itself: a SecretField, or plain monospace text when masking is off. */
export function KeyValue({ value, label, labels, mask, timeout, compact = false }: {
  value: string; label: string; labels: SecretFieldLabels; mask: boolean; timeout?: number; compact?: boolean;
}) {
  if (!mask) return <span className={css.plainValue}>{value}</span>;
  return <SecretField value={value} label={label} hideLabel labels={labels} timeout={timeout} compact={compact} />;
}

/**
 * One API key: value and optional secret (masked, revealable, copyable), status, creation date, the
 * limits table and actions.
 */
export function KeyCard({
  title, headingLevel = 3, application, keyValue, secret, status, statusTone, created, limits = [], actions, labels,
  maskKey = true, revealTimeout, as = 'article', className,
}: KeyCardProps) {
  const items: DescriptionItem[] = [
    { id: 'application', label: labels.application, value: application || null },
    {
      id: 'key',
      label: labels.key,
      value: keyValue ? <KeyValue value={keyValue} label={labels.key} labels={labels.keyField} mask={maskKey} timeout={revealTimeout} /> : null,
    },
    {
      id: 'secret',
      label: labels.secret,
      value: secret ? <KeyValue value={secret} label={labels.secret} labels={labels.secretField} mask timeout={revealTimeout} /> : null,
    },
    { id: 'status', label: labels.status, value: status ? <StatusBadge tone={statusTone}>{status}</StatusBadge> : null },
    { id: 'created', label: labels.created, value: hasDate(created) ? <DateText value={created} /> : null },
  ];
  return (
    <Card as={as} title={title} headingLevel={headingLevel} actions={actions} className={className}>
      <div className={css.body}>
        <DescriptionList items={items} layout="responsive" dividers />
        {limits.length > 0 && (
          <Table
            caption={labels.limits}
            rows={limits.map((l) => [l.label, l.value])}
            rowHeader
            align={['start', 'end']}
            density="compact"
          />
        )}
      </div>
    </Card>
  );
}
