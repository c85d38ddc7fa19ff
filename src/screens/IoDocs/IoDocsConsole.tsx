// The interactive docs console (a lazy chunk: only the ioDocs screen imports it, so no other page loads
// it). Built from the extracted data — APIs → endpoints → methods, their parameters, the request-body
// schemas parsed as data — never from the server's I/O Docs script, which is not loaded. "Try it" sends the
// method's request through the server's own form action with the runtime's same-origin `request` service
// and shows the answer highlighted (CodeBlock: text only, highlight.js loads lazily). What is sent and how
// the answer is read: ioDocsRequest.ts.
import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Inline, Stack } from '../../components/Box/index.ts';
import { Button } from '../../components/Button/index.ts';
import { CodeBlock } from '../../components/CodeBlock/index.ts';
import { DescriptionList } from '../../components/DescriptionList/index.ts';
import { FormField } from '../../components/FormField/index.ts';
import { Notice } from '../../components/Notice/index.ts';
import { Select } from '../../components/Select/index.ts';
import { Table } from '../../components/Table/index.ts';
import { Text } from '../../components/Text/index.ts';
import { TextInput } from '../../components/TextInput/index.ts';
import { Textarea } from '../../components/Textarea/index.ts';
import { VisuallyHidden } from '../../components/VisuallyHidden/index.ts';
import type { ExpandedLabels, IoDocsApi, IoDocsContent, IoDocsMethod } from '../../model/screenModel.ts';
import { usePortalServices } from '../services.ts';
import { codeLabels } from '../ContentParts/labels.ts';
import {
  encodeFields,
  initialBody,
  methodSchema,
  methodTone,
  parameterField,
  parameterName,
  parseConsoleResponse,
  requestFields,
  schemaFields,
  type ConsoleResponse,
  type Pairs,
} from '../../lib/ioDocsRequest.ts';
import * as styles from './IoDocs.css.ts';
import { ChevronRightIcon } from '../../components/CopyButton/index.ts';

export interface IoDocsConsoleProps {
  data: IoDocsContent;
  labels: ExpandedLabels;
  /** where a method without a form of its own is sent (the interactive docs page, as an empty form action would) */
  fallbackAction: string;
}

type Credentials = Record<string, string>;

const methodKey = (api: number, endpoint: number, method: number) => `${api}-${endpoint}-${method}`;

type Sent = { state: 'idle' } | { state: 'sending' } | { state: 'failed' } | { state: 'done'; response: ConsoleResponse };

function ResponseView({ response, labels, idBase }: { response: ConsoleResponse; labels: ExpandedLabels; idBase: string }) {
  const l = labels.ioDocs;
  const code = codeLabels(labels);
  const facts: { label: string; value: ReactNode }[] = [];
  if (response.status !== null) facts.push({ label: l.status, value: <span className={styles.mono}>{response.status}</span> });
  if (response.call) facts.push({ label: l.requestUrl, value: <span className={styles.mono}>{response.call}</span> });
  return (
    <Stack space="sm">
      <h5 id={`${idBase}-response`} className={styles.subheading}>
        {l.response}
      </h5>
      {facts.length ? <DescriptionList items={facts} layout="horizontal" /> : null}
      {response.headers ? (
        <>
          <h6 className={styles.subheading}>{l.responseHeaders}</h6>
          <CodeBlock
            code={response.headers}
            language={response.headersLanguage}
            labels={{ ...code, region: l.responseHeaders }}
            wrap
          />
        </>
      ) : null}
      <h6 className={styles.subheading}>{l.responseBody}</h6>
      {response.body ? (
        <CodeBlock code={response.body} language={response.bodyLanguage} labels={{ ...code, region: l.responseBody }} />
      ) : (
        <Text as="p" tone="muted">
          {l.emptyResponse}
        </Text>
      )}
    </Stack>
  );
}

interface MethodPanelProps {
  api: IoDocsApi;
  apiId: string | null;
  method: IoDocsMethod;
  schemas: Record<string, unknown>;
  credentials: Credentials;
  labels: ExpandedLabels;
  fallbackAction: string;
  idBase: string;
}

/** One method's parameters, request body, "Try it" and the answer. */
function MethodPanel({ api, apiId, method, schemas, credentials, labels, fallbackAction, idBase }: MethodPanelProps) {
  const l = labels.ioDocs;
  const services = usePortalServices();
  const [sent, setSent] = useState<Sent>({ state: 'idle' });
  const latest = useRef(0);
  const schema = useMemo(
    () => methodSchema(schemas, api.id, method.requestBodySchemaId),
    [schemas, api.id, method.requestBodySchemaId],
  );
  const fields = useMemo(() => schemaFields(schema), [schema]);
  const hasBody = Boolean(method.requestBodySchemaId || method.requestBodyDefault);
  const bodyStart = useMemo(
    () => (hasBody ? initialBody(method.requestBodyDefault, schema) : ''),
    [hasBody, method.requestBodyDefault, schema],
  );
  const required = labels.components.formField.required;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!services) {
      setSent({ state: 'failed' });
      return;
    }
    const data = new FormData(event.currentTarget);
    const values: Record<string, string> = {};
    for (const p of method.parameters) {
      const name = parameterName(method, p);
      const v = data.get(name);
      values[name] = typeof v === 'string' ? v : '';
    }
    const bodyValue = data.get('requestBody');
    const fieldsToSend = requestFields({
      method,
      values,
      credentials: Object.entries(credentials) as Pairs,
      apiId,
      body: hasBody ? (typeof bodyValue === 'string' ? bodyValue : '') : null,
    });
    const seq = ++latest.current;
    setSent({ state: 'sending' });
    try {
      const answer = await services.request(method.form?.action || fallbackAction, {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
          Accept: 'application/json, text/plain, */*',
          'X-Requested-With': 'XMLHttpRequest',
        },
        body: encodeFields(fieldsToSend),
      });
      const text = await answer.text();
      const headers: Pairs = [];
      answer.headers.forEach((value, name) => headers.push([name, value]));
      if (seq === latest.current) setSent({ state: 'done', response: parseConsoleResponse(answer.status, headers, text) });
    } catch {
      if (seq === latest.current) setSent({ state: 'failed' });
    }
  };

  const clear = () => {
    latest.current += 1;
    setSent({ state: 'idle' });
  };

  return (
    <Stack space="md" className={styles.panel}>
      {method.description ? <Text as="p">{method.description}</Text> : null}
      <form onSubmit={submit} noValidate>
        <Stack space="md">
          {method.parameters.length ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{l.parameters}</legend>
              <div className={styles.fieldRow}>
                {method.parameters.map((p, i) => {
                  const name = parameterName(method, p);
                  const field = parameterField(method, p);
                  const id = `${idBase}-p${i}`;
                  const start = field?.value ?? p.defaultValue ?? '';
                  const hint = [p.type, p.location, p.description].filter(Boolean).join(' · ') || undefined;
                  const options = p.options.length ? p.options : (field?.options.map((o) => o.value) ?? []);
                  return (
                    <FormField
                      key={`${name}-${i}`}
                      label={p.name}
                      controlId={id}
                      required={p.required}
                      labels={{ required }}
                      hint={hint}
                    >
                      {options.length ? (
                        <Select
                          name={name}
                          defaultValue={options.includes(start) ? start : options[0]}
                          options={options.map((o) => ({ label: o, value: o }))}
                        />
                      ) : (
                        <TextInput
                          name={name}
                          defaultValue={start}
                          placeholder={field?.placeholder ?? undefined}
                          autoComplete="off"
                          spellCheck={false}
                        />
                      )}
                    </FormField>
                  );
                })}
              </div>
            </fieldset>
          ) : null}
          {hasBody ? (
            <>
              {fields.length ? (
                <Table
                  caption={l.requestBodySchema}
                  head={[l.parameter, l.type, l.required, l.allowedValues]}
                  rows={fields.map((f) => [
                    <span key="n" className={styles.mono}>
                      {f.name}
                    </span>,
                    f.type ?? '',
                    f.required ? l.required : l.optional,
                    f.allowed.join(', '),
                  ])}
                  rowHeader
                  density="compact"
                  responsive="stack"
                />
              ) : null}
              <FormField label={l.requestBody} controlId={`${idBase}-body`}>
                <Textarea
                  name="requestBody"
                  defaultValue={bodyStart}
                  rows={Math.min(16, Math.max(4, bodyStart.split('\n').length + 1))}
                  spellCheck={false}
                  className={styles.mono}
                />
              </FormField>
            </>
          ) : null}
          <Inline space="sm">
            <Button type="submit" tone="brand" loading={sent.state === 'sending'} loadingLabel={l.sending}>
              {sent.state === 'sending' ? l.sending : l.send}
            </Button>
            {sent.state === 'done' || sent.state === 'failed' ? (
              <Button variant="ghost" onClick={clear}>
                {l.clear}
              </Button>
            ) : null}
          </Inline>
        </Stack>
      </form>
      {/* announces the answer's arrival; the status itself is shown in the response below */}
      <VisuallyHidden role="status">
        {sent.state === 'done' && sent.response.status !== null ? `${l.status}: ${sent.response.status}` : null}
      </VisuallyHidden>
      {sent.state === 'failed' ? (
        <Notice tone="critical" role="alert" messages={[services ? l.requestFailed : l.unavailable]} />
      ) : null}
      {sent.state === 'done' ? <ResponseView response={sent.response} labels={labels} idBase={idBase} /> : null}
    </Stack>
  );
}

export function IoDocsConsole({ data, labels, fallbackAction }: IoDocsConsoleProps) {
  const l = labels.ioDocs;
  const base = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const apis = data.apis.filter((a) => a.endpoints.some((e) => e.methods.length));
  const [apiIndex, setApiIndex] = useState(0);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  // methods opened once stay mounted (hidden when closed); the others are not rendered until needed
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set());
  const [credentials, setCredentials] = useState<Credentials>(() =>
    Object.fromEntries(data.credentials.map((f) => [f.name, f.value])),
  );
  const current = apis[Math.min(apiIndex, Math.max(0, apis.length - 1))] ?? null;
  const currentIndex = current ? apis.indexOf(current) : -1;
  const apiValue = (api: IoDocsApi) =>
    data.apiOptions.find((o) => o.label === api.name || api.id === o.value || api.id.endsWith(o.value))?.value ?? null;

  if (!current) return <Notice tone="info" role="none" messages={[l.noEndpoints]} />;

  const keys = current.endpoints.flatMap((e, ei) => e.methods.map((_, mi) => methodKey(currentIndex, ei, mi)));
  const show = (list: readonly string[]) => setSeen((s) => (list.every((k) => s.has(k)) ? s : new Set([...s, ...list])));
  const toggle = (key: string) => {
    show([key]);
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  };

  return (
    <Stack as="section" space="xl" aria-label={l.console} data-iodocs-console="">
      <Inline space="md" align="between" alignY="bottom">
        {apis.length > 1 ? (
          <FormField label={l.selectApi} controlId={`${base}-api`}>
            <Select
              value={String(currentIndex)}
              onChange={(e) => setApiIndex(Number(e.currentTarget.value))}
              options={apis.map((a, i) => ({ label: a.name ?? a.id, value: String(i) }))}
            />
          </FormField>
        ) : null}
        <Inline space="sm">
          <Button
            variant="soft"
            size="sm"
            onClick={() => {
              show(keys);
              setOpen(new Set(keys));
            }}
          >
            {l.expandAll}
          </Button>
          <Button variant="soft" size="sm" onClick={() => setOpen(new Set())}>
            {l.collapseAll}
          </Button>
        </Inline>
      </Inline>

      {data.credentials.length ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{l.credentials}</legend>
          <div className={styles.fieldRow}>
            {data.credentials.map((f) => (
              <FormField
                key={f.name}
                label={f.label ?? f.name}
                controlId={`${base}-cred-${f.name.replace(/[^a-zA-Z0-9_-]/g, '')}`}
              >
                <TextInput
                  name={f.name}
                  value={credentials[f.name] ?? ''}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setCredentials((c) => ({ ...c, [f.name]: value }));
                  }}
                  autoComplete="off"
                  spellCheck={false}
                />
              </FormField>
            ))}
          </div>
        </fieldset>
      ) : null}

      <Stack space="xl">
        <h2 className={styles.apiHeading}>{current.name ?? l.endpoints}</h2>
        {current.endpoints.map((endpoint, ei) =>
          endpoint.methods.length ? (
            <Stack key={ei} space="sm">
              {endpoint.name ? <h3 className={styles.endpointHeading}>{endpoint.name}</h3> : null}
              <Stack as="ul" space="sm">
                {endpoint.methods.map((method, mi) => {
                  const key = methodKey(currentIndex, ei, mi);
                  const idBase = `${base}-m${key}`;
                  const isOpen = open.has(key);
                  const tone = methodTone(method.httpMethod);
                  return (
                    <li key={key} className={styles.method}>
                      <h4 className={styles.methodHeading}>
                        <button
                          type="button"
                          className={styles.methodToggle}
                          aria-expanded={isOpen}
                          aria-controls={`${idBase}-panel`}
                          onClick={() => toggle(key)}
                        >
                          <span className={styles.badge[tone ?? 'other']}>{method.httpMethod || '?'}</span>
                          <span id={`${idBase}-name`} className={styles.methodName}>
                            {method.name ?? method.uri ?? method.httpMethod}
                          </span>
                          {method.uri && method.name ? <span className={styles.uri}>{method.uri}</span> : null}
                          <ChevronRightIcon className={styles.chevron} />
                        </button>
                      </h4>
                      {/* kept mounted while closed, so what was typed and the last answer stay */}
                      <div id={`${idBase}-panel`} hidden={!isOpen}>
                        {isOpen || seen.has(key) ? (
                          <MethodPanel
                            api={current}
                            apiId={apiValue(current)}
                            method={method}
                            schemas={data.schemas}
                            credentials={credentials}
                            labels={labels}
                            fallbackAction={fallbackAction}
                            idBase={idBase}
                          />
                        ) : null}
                      </div>
                    </li>
                  );
                })}
              </Stack>
            </Stack>
          ) : null,
        )}
      </Stack>
    </Stack>
  );
}

export default IoDocsConsole;
