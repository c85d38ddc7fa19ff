// One method of the console, opened: its parameters and request body (checked before sending: required
// values, JSON, file sizes), "Try it" — POST /io-docs/call-api with the anti-forgery token through the
// runtime's same-origin `request` service (docs/io-docs.md) — and its answer beside the form (Envelope.tsx;
// why a failed call failed: FailureExplanation.tsx, a lazy chunk of `later`), the code samples below
// (Samples.tsx). What is sent and how the answer is read: src/lib/ioDocs/request.ts and answer.ts.
import { Suspense, useMemo, useRef, useState, type FormEvent } from 'react';
import { Inline, Stack } from '../../../components/Box/index.ts';
import { Button } from '../../../components/Button/index.ts';
import { FormField } from '../../../components/FormField/index.ts';
import { Notice } from '../../../components/Notice/index.ts';
import { PasswordInput } from '../../../components/PasswordInput/index.ts';
import { Select } from '../../../components/Select/index.ts';
import { Table } from '../../../components/Table/index.ts';
import { Text } from '../../../components/Text/index.ts';
import { TextInput } from '../../../components/TextInput/index.ts';
import { Textarea } from '../../../components/Textarea/index.ts';
import { VisuallyHidden } from '../../../components/VisuallyHidden/index.ts';
import type { ExpandedLabels, IoDocsApi, IoDocsMethod, IoDocsParameter, NamedPaths } from '../../../model/screenModel.ts';
import { usePortalServices, type PortalServices } from '../../services.ts';
import { readCallAnswer, statusLine } from '../../../lib/ioDocs/answer.ts';
import { initialBody, methodSchema, missingRequired, schemaFields } from '../../../lib/ioDocs/bodySchema.ts';
import { fillTextTemplate } from '../../../lib/textTemplate.ts';
import {
  CALL_API_URL,
  FILE_LIMIT,
  callHeaders,
  encodeCall,
  fileControls,
  jsonProblem,
  oversizeFiles,
  parameterField,
  parameterName,
  requestFields,
  type CallCredentials,
} from '../../../lib/ioDocs/request.ts';
import { baseFromRequestUri, type SampleLanguage } from '../../../lib/ioDocs/samples.ts';
import * as styles from '../IoDocs.css.ts';
import { lazyComponent } from '../../lazyComponent.tsx';
import { EnvelopeView, failedCall, outcomeProblems, type Sent } from './Envelope.tsx';
import { Samples } from './Samples.tsx';
import { passwordLabels } from './shared.ts';

/** why a call failed: its own chunk (with `later`), loaded when a call fails */
const FailureExplanation = lazyComponent(() => import('./FailureExplanation.tsx'));

export interface MethodPanelProps {
  api: IoDocsApi;
  apiId: string;
  method: IoDocsMethod;
  schemas: Record<string, unknown>;
  credentials: CallCredentials;
  accessToken: string;
  token: string | null;
  /** the API's base URL for samples; null while unknown */
  base: string | null;
  onBase: (base: string) => void;
  language: SampleLanguage;
  onLanguage: (language: SampleLanguage) => void;
  labels: ExpandedLabels;
  idBase: string;
  onAnswer?: (() => void) | undefined;
  /** the portal's pages a failed call's explanation links (My Keys, Contact) */
  paths: Pick<NamedPaths, 'keys' | 'contact'> | undefined;
}

const isAccessTokenParam = (name: string) => name === 'access_token';

/** a parameter's allowed values: its own, else its server control's options */
const optionsOf = (method: IoDocsMethod, p: IoDocsParameter): string[] =>
  p.options.length ? p.options : (parameterField(method, p)?.options.map((o) => o.value) ?? []);

/** what the user sent that is secret: masked in the answer as in the samples */
const secretsOf = (c: CallCredentials, values: Record<string, string>): string[] => [
  c.apiKey,
  c.apiSecret,
  c.basicAuthPass,
  c.soapBasicAuthPass,
  c.soapWssBinarySecurityTokenAuthToken,
  ...Object.entries(values)
    .filter(([k]) => /access_token\]?$/.test(k))
    .map(([, v]) => v),
];

/** One method's parameters, request body, "Try it", the answer, and the code samples beside them. */
export function MethodPanel(props: MethodPanelProps) {
  const { api, apiId, method, schemas, credentials, accessToken, token, base, onBase, labels, idBase } = props;
  const l = labels.ioDocs;
  const services = usePortalServices();
  const [sent, setSent] = useState<Sent>({ state: 'idle' });
  const latest = useRef(0);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const schema = useMemo(
    () => methodSchema(schemas, api.id, method.requestBodySchemaId),
    [schemas, api.id, method.requestBodySchemaId],
  );
  const fields = useMemo(() => schemaFields(schema), [schema]);
  const hasBody = Boolean(method.requestBodySchemaId || method.requestBodyDefault);
  const fileNames = useMemo(() => new Set(fileControls(method)), [method]);
  const [values, setValues] = useState<Record<string, string>>(() => {
    const out: Record<string, string> = {};
    for (const p of method.parameters) {
      const name = parameterName(method, p);
      if (p.file) continue;
      const value = parameterField(method, p)?.value ?? p.defaultValue ?? '';
      // a select with nothing chosen sends its first option, as a browser would
      out[name] = value || (optionsOf(method, p)[0] ?? '');
    }
    return out;
  });
  /** required values left empty at the last "Try it", by control name (parameters) */
  const [missing, setMissing] = useState<Record<string, string>>({});
  const controls = useRef(new Map<string, HTMLElement | null>());
  const [files, setFiles] = useState<Record<string, File | null>>({});
  const [body, setBody] = useState(() => (hasBody ? initialBody(method.requestBodyDefault, schema) : ''));
  const [bodyError, setBodyError] = useState<string | null>(null);
  const required = labels.components.formField.required;

  // the access token fills an empty access_token parameter (OAuth 2 APIs)
  const sentValues = useMemo(() => {
    const out = { ...values };
    for (const p of method.parameters) {
      const name = parameterName(method, p);
      if (isAccessTokenParam(p.name) && !out[name] && accessToken) out[name] = accessToken;
    }
    return out;
  }, [values, method, accessToken]);

  const send = async (s: PortalServices) => {
    const fieldsToSend = requestFields({
      method,
      values: sentValues,
      apiId,
      credentials,
      wssFields: api.auth?.wssFields ?? [],
      body: hasBody ? body : null,
    });
    const encoded = encodeCall(method, fieldsToSend);
    let payload: string | FormData;
    let contentType: string | undefined;
    if (encoded.kind === 'urlencoded') {
      payload = encoded.body;
      contentType = encoded.contentType;
    } else {
      payload = new FormData();
      for (const [name, value] of encoded.entries) {
        if (typeof value === 'string') payload.append(name, value);
        else payload.append(name, files[value.file] ?? new File([], ''), files[value.file]?.name ?? '');
      }
    }
    const seq = ++latest.current;
    setSent({ state: 'sending' });
    try {
      const answer = await s.request(CALL_API_URL, {
        method: 'POST',
        credentials: 'same-origin',
        headers: callHeaders(token, contentType),
        body: payload,
      });
      const outcome = readCallAnswer(answer.status, await answer.text());
      if (seq !== latest.current) return;
      setSent({ state: 'done', outcome });
      if (outcome.kind === 'answer' && !outcome.apiError) props.onAnswer?.();
      if (outcome.kind === 'answer' && outcome.envelope.requestUri) {
        const learned = baseFromRequestUri(outcome.envelope.requestUri, method.uri);
        if (learned) onBase(learned);
      }
    } catch {
      if (seq === latest.current) setSent({ state: 'failed' });
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!services) {
      setSent({ state: 'failed' });
      return;
    }
    const problems: string[] = [];
    const absent = missingRequired({
      method,
      values: sentValues,
      pickedFiles: new Set(Object.keys(files).filter((k) => files[k])),
      body: hasBody ? body : null,
      schema,
    });
    const missingParams: Record<string, string> = {};
    for (const m of absent) {
      const message =
        m.kind === 'parameter'
          ? fillTextTemplate(l.requiredMissing, { name: m.name })
          : fillTextTemplate(l.requiredBodyField, { name: m.name });
      if (m.kind === 'parameter') missingParams[m.control] = message;
      problems.push(message);
    }
    setMissing(missingParams);
    const bodyMissing = absent
      .filter((m) => m.kind === 'body')
      .map((m) => fillTextTemplate(l.requiredBodyField, { name: m.name }));
    const jsonError = hasBody ? jsonProblem(body) : null;
    setBodyError(
      jsonError ? fillTextTemplate(l.invalidJson, { message: jsonError }) : bodyMissing.length ? bodyMissing.join(' ') : null,
    );
    if (jsonError) problems.push(fillTextTemplate(l.invalidJson, { message: jsonError }));
    for (const { file } of oversizeFiles(files)) {
      problems.push(
        fillTextTemplate(l.fileTooLarge, {
          file: file.name,
          size: file.size.toLocaleString('en'),
          limit: FILE_LIMIT.toLocaleString('en'),
        }),
      );
    }
    if (problems.length) {
      latest.current += 1;
      setSent({ state: 'invalid', messages: problems });
      // the first field to fix takes the focus: a required parameter, else the body
      const first = method.parameters.map((p) => parameterName(method, p)).find((n) => missingParams[n]);
      if (first) controls.current.get(first)?.focus();
      else if (jsonError || bodyMissing.length) bodyRef.current?.focus();
      return;
    }
    void send(services);
  };

  const clear = () => {
    latest.current += 1;
    setSent({ state: 'idle' });
  };

  const problems =
    sent.state === 'done'
      ? outcomeProblems(sent.outcome, labels)
      : sent.state === 'invalid'
        ? sent.messages
        : sent.state === 'failed'
          ? [services ? l.requestFailed : l.unavailable]
          : [];
  // a failed call, for the explanation beside the raw answer (a network failure, the proxy's refusal, or an
  // envelope with an error status or errorMessage)
  const failed = failedCall(sent, !!services);
  const pickedFileNames = Object.fromEntries(
    Object.entries(files)
      .filter((e): e is [string, File] => !!e[1])
      .map(([k, f]) => [k, f.name]),
  );

  return (
    <Stack space="lg" className={styles.panel}>
      {/* the request form and its answer: side by side on wide screens, stacked on phones */}
      <div className={styles.methodGrid}>
        <Stack space="md">
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
                      const hint = [p.type, p.location, p.description].filter(Boolean).join(' · ') || undefined;
                      const options = optionsOf(method, p);
                      const value = values[name] ?? '';
                      const set = (v: string) => {
                        setValues((old) => ({ ...old, [name]: v }));
                        if (missing[name] && v.trim()) setMissing(({ [name]: _fixed, ...rest }) => rest);
                      };
                      const ref = (el: HTMLElement | null) => void controls.current.set(name, el);
                      return (
                        <FormField
                          key={`${name}-${i}`}
                          label={p.name}
                          controlId={id}
                          required={p.required}
                          labels={{ required }}
                          hint={hint}
                          errors={missing[name] ? [missing[name]] : undefined}
                        >
                          {fileNames.has(name) ? (
                            <TextInput
                              ref={ref}
                              type="file"
                              className={styles.fileInput}
                              onChange={(e) => {
                                const file = e.currentTarget.files?.[0] ?? null;
                                setFiles((old) => ({ ...old, [name]: file }));
                                if (file && missing[name]) setMissing(({ [name]: _fixed, ...rest }) => rest);
                              }}
                            />
                          ) : options.length ? (
                            <Select
                              ref={ref}
                              value={options.includes(value) ? value : options[0]}
                              onChange={(e) => set(e.currentTarget.value)}
                              options={options.map((o) => ({ label: o, value: o }))}
                            />
                          ) : isAccessTokenParam(p.name) ? (
                            <PasswordInput
                              ref={ref}
                              value={value}
                              placeholder={accessToken ? l.accessToken : (field?.placeholder ?? undefined)}
                              onChange={(e) => set(e.currentTarget.value)}
                              autoComplete="off"
                              spellCheck={false}
                              labels={passwordLabels(labels)}
                            />
                          ) : (
                            <TextInput
                              ref={ref}
                              value={value}
                              onChange={(e) => set(e.currentTarget.value)}
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
                  <FormField label={l.requestBody} controlId={`${idBase}-body`} errors={bodyError ? [bodyError] : undefined}>
                    <Textarea
                      ref={bodyRef}
                      value={body}
                      onChange={(e) => {
                        setBody(e.currentTarget.value);
                        if (bodyError) setBodyError(null);
                      }}
                      rows={Math.min(16, Math.max(4, body.split('\n').length + 1))}
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
                {sent.state === 'done' || sent.state === 'failed' || sent.state === 'invalid' ? (
                  <Button variant="ghost" onClick={clear}>
                    {l.clear}
                  </Button>
                ) : null}
              </Inline>
            </Stack>
          </form>
        </Stack>
        <Stack space="md" className={styles.answer}>
          {/* announces the answer's arrival; the status itself is shown in the response below */}
          <VisuallyHidden role="status">
            {sent.state === 'done' && sent.outcome.kind === 'answer' && statusLine(sent.outcome.envelope.status)
              ? `${l.status}: ${statusLine(sent.outcome.envelope.status)}`
              : null}
          </VisuallyHidden>
          <div role="alert" data-iodocs-error="">
            {problems.length ? <Notice tone="critical" role="none" messages={problems} /> : null}
          </div>
          {failed ? (
            <Suspense fallback={null}>
              <FailureExplanation
                call={failed}
                context={{ authType: api.auth?.type ?? null, flows: api.auth?.flows ?? [] }}
                apiName={api.name ?? apiId}
                labels={labels}
                paths={props.paths ?? { keys: null, contact: null }}
              />
            </Suspense>
          ) : null}
          {sent.state === 'done' && sent.outcome.kind === 'answer' ? (
            <EnvelopeView outcome={sent.outcome} secrets={secretsOf(credentials, sentValues)} labels={labels} />
          ) : sent.state === 'idle' || sent.state === 'sending' ? (
            <Text as="p" tone="muted" className={styles.answerIdle}>
              {l.responseIdle}
            </Text>
          ) : null}
        </Stack>
      </div>
      {/* the samples span the panel's width (long lines wrap) */}
      <Samples
        method={method}
        values={sentValues}
        fileNames={pickedFileNames}
        body={hasBody ? body : null}
        base={base}
        credentials={credentials}
        language={props.language}
        onLanguage={props.onLanguage}
        labels={labels}
      />
    </Stack>
  );
}
