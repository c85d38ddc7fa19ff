// The answer side of a "Try it": what a call's state can be (Sent), the proxy's answer envelope shown
// (EnvelopeView: status, request URL, headers and bodies highlighted, the user's secrets masked until shown),
// the problems for the alert above it (outcomeProblems), and a failed call for the explanation beside it
// (failedCall, which the lazily loaded FailureExplanation words). MethodPanel.tsx renders them.
import { useState, type ReactNode } from 'react';
import { Inline, Stack } from '../../../components/Box/index.ts';
import { Button } from '../../../components/Button/index.ts';
import { CodeBlock } from '../../../components/CodeBlock/index.ts';
import { CopyButton } from '../../../components/CopyButton/index.ts';
import { DescriptionList } from '../../../components/DescriptionList/index.ts';
import { Text } from '../../../components/Text/index.ts';
import type { ExpandedLabels } from '../../../model/screenModel.ts';
import { codeLabels } from '../../ContentParts/labels.ts';
import { statusLine, type CallOutcome } from '../../../lib/ioDocs/answer.ts';
import { maskSecrets, maskValue } from '../../../lib/ioDocs/keys.ts';
import { fillTextTemplate } from '../../../lib/textTemplate.ts';
import { type Pairs } from '../../../lib/ioDocs/request.ts';
import type { FailedCall } from '../../../lib/gatewayErrors.ts';
import * as styles from '../IoDocs.css.ts';

export type Sent =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'failed' }
  | { state: 'invalid'; messages: string[] }
  | { state: 'done'; outcome: CallOutcome };

const headerText = (headers: Pairs) => headers.map(([k, v]) => `${k}: ${v}`).join('\n');

export interface EnvelopeViewProps {
  outcome: CallOutcome & { kind: 'answer' };
  /** what the user sent that is secret (key, secret, passwords, tokens): masked in the answer like the samples */
  secrets: readonly string[];
  labels: ExpandedLabels;
}

export function EnvelopeView({ outcome, secrets, labels }: EnvelopeViewProps) {
  const l = labels.ioDocs;
  const c = labels.components.codeBlock;
  const code = codeLabels(labels);
  const e = outcome.envelope;
  const [revealed, setRevealed] = useState(false);
  const shown = (text: string) => (revealed ? text : maskSecrets(text, secrets));
  const facts: { label: string; value: ReactNode }[] = [];
  const line = statusLine(e.status);
  if (line) facts.push({ label: l.status, value: <span className={styles.mono}>{line}</span> });
  const uri = e.requestUri;
  if (uri) {
    const masked = maskSecrets(uri, secrets) !== uri;
    facts.push({
      label: l.requestUrl,
      value: (
        <Stack space="xs">
          <span className={styles.mono}>{shown(uri)}</span>
          <Inline space="sm" alignY="center">
            {masked ? (
              <Button size="sm" variant="soft" aria-pressed={revealed} onClick={() => setRevealed((r) => !r)}>
                {revealed ? l.hideKey : l.showKey}
              </Button>
            ) : null}
            <CopyButton text={uri} labels={{ copy: l.copyRequestUrl, copied: c.copied, failed: c.failed }} size="sm" />
          </Inline>
        </Stack>
      ),
    });
  }
  const requestHeaders: Pairs = e.requestHeaders.map(([k, v]) => [
    k,
    !revealed && /^(authorization|proxy-authorization|x-api-key|api[-_]?key)$/i.test(k) ? maskValue(v) : shown(v),
  ]);
  const block = (title: string, text: string, language: string | null, wrap = false) => (
    <>
      <h6 className={styles.subheading}>{title}</h6>
      <CodeBlock code={text} language={language} labels={{ ...code, region: title }} wrap={wrap} />
    </>
  );
  return (
    <Stack space="sm">
      <h5 className={styles.subheading}>{l.response}</h5>
      {facts.length ? <DescriptionList items={facts} layout="horizontal" /> : null}
      {requestHeaders.length ? block(l.requestHeaders, headerText(requestHeaders), null, true) : null}
      {e.requestBody ? block(l.requestBodySent, e.requestBody, e.requestBodyLanguage) : null}
      {e.responseHeaders.length ? block(l.responseHeaders, headerText(e.responseHeaders), null, true) : null}
      {e.errorMessage && !e.responseBody ? null : e.responseBody ? (
        block(l.responseBody, e.responseBody, e.responseBodyLanguage)
      ) : (
        <Text as="p" tone="muted">
          {l.emptyResponse}
        </Text>
      )}
    </Stack>
  );
}

/**
 * A failed call, for the explanation beside the raw answer: a network failure, the proxy's refusal, or an
 * envelope with an error status or errorMessage; null otherwise.
 */
export function failedCall(sent: Sent, online: boolean): FailedCall | null {
  if (sent.state === 'failed') return online ? { kind: 'network' } : null;
  if (sent.state !== 'done') return null;
  const o = sent.outcome;
  if (o.kind === 'proxyError') return { kind: 'proxy', status: o.status, message: o.message };
  if (!o.apiError && !o.envelope.errorMessage) return null;
  const e = o.envelope;
  return {
    kind: 'answer',
    status: e.status.code,
    statusText: e.status.text,
    headers: e.responseHeaders,
    body: e.responseBody,
    errorMessage: e.errorMessage,
  };
}

/** The problems of an answer, for the alert: a proxy failure, the proxy's errorMessage, an API error status. */
export function outcomeProblems(outcome: CallOutcome, labels: ExpandedLabels): string[] {
  const l = labels.ioDocs;
  if (outcome.kind === 'proxyError') {
    const head = fillTextTemplate(l.proxyError, { status: String(outcome.status) });
    return outcome.message ? [head, outcome.message] : [head, l.requestFailed];
  }
  const out: string[] = [];
  if (outcome.envelope.errorMessage) out.push(outcome.envelope.errorMessage);
  if (outcome.apiError) out.push(fillTextTemplate(l.apiError, { status: statusLine(outcome.envelope.status) }));
  return out;
}
