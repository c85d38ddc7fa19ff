import type { ReactNode } from 'react';
import { Card } from '../Card/index.ts';
import type { HeadingLevel } from '../Heading/index.ts';
import { DateText, hasDate, type DateValue } from '../KeyCard/DateText.tsx';
import { KeyValue } from '../KeyCard/KeyCard.tsx';
import type { SecretFieldLabels } from '../SecretField/index.ts';
import { Table } from '../Table/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import * as css from './AppCard.css.ts';

export interface AppCardApi {
  /** the API (or plan) name */
  api: string;
  /** the key issued for it; null when none */
  keyValue: string | null;
}

export interface AppCardLabels {
  /** e.g. "Created" */
  created: string;
  /** caption of the API/key table, e.g. "APIs and keys" */
  apis: string;
  /** column headers, e.g. "API", "Key" */
  api: string;
  key: string;
  /** SecretField texts when `keyDisplay` is `secretField` */
  keyField: SecretFieldLabels;
  /** what screen readers hear for a masked key (`keyDisplay: 'masked'`), e.g. "hidden" */
  masked: string;
  /** shown for an API without a key, e.g. "No key" */
  noKey: string;
  /** shown when the application has no APIs, e.g. "No APIs yet." */
  noApis?: string;
}

export type KeyDisplay = 'secretField' | 'masked' | 'plain';

export interface AppCardProps {
  /** the application's name */
  name: string;
  headingLevel?: HeadingLevel;
  created?: DateValue;
  apis: readonly AppCardApi[];
  /**
   * how key values show: `secretField` (masked, revealable, copyable; default), `masked` (a fixed mask,
   * the key never in the DOM — for pages where keys are hidden) or `plain`
   */
  keyDisplay?: KeyDisplay;
  revealTimeout?: number;
  labels: AppCardLabels;
  /** edit, delete, add APIs, view keys … */
  actions?: ReactNode;
  as?: 'article' | 'section' | 'div' | 'li';
  className?: string;
}

const MASK = '•'.repeat(12);

function KeyCell({ value, display, labels, timeout }: { value: string | null; display: KeyDisplay; labels: AppCardLabels; timeout?: number }) {
  if (!value) return <span className={css.noKey}>{labels.noKey}</span>;
  if (display === 'masked') {
    return (
      <>
        <span className={css.masked} aria-hidden="true">{MASK}</span>
        <VisuallyHidden>{labels.masked}</VisuallyHidden>
      </>
    );
  }
  return <KeyValue value={value} label={labels.key} labels={labels.keyField} mask={display === 'secretField'} timeout={timeout} compact />;
}

/** An application: name, creation date, its APIs with their keys, and actions. */
export function AppCard({
  name, headingLevel = 3, created, apis, keyDisplay = 'secretField', revealTimeout, labels, actions, as = 'article', className,
}: AppCardProps) {
  return (
    <Card as={as} title={name} headingLevel={headingLevel} actions={actions} className={className}>
      <div className={css.body}>
        {hasDate(created) && (
          <p className={css.created}>
            <span className={css.createdLabel}>{labels.created}</span>
            <DateText value={created} />
          </p>
        )}
        <Table
          caption={labels.apis}
          hideCaption
          head={[labels.api, labels.key]}
          rows={apis.map((a) => [a.api, <KeyCell key={a.api} value={a.keyValue} display={keyDisplay} labels={labels} timeout={revealTimeout} />])}
          rowHeader
          responsive="stack"
          density="compact"
          empty={labels.noApis}
        />
      </div>
    </Card>
  );
}
