// The interactive docs console (a lazy chunk: only the ioDocs screen imports it, so no other page loads
// it). Built from the extracted data — APIs → endpoints → methods, their parameters, the request-body
// schemas parsed as data, each API's credential settings from its `#api<ID>` attributes — never from the
// server's I/O Docs script, which is not loaded. "Try it" speaks the portal's own protocol (docs/io-docs.md):
// POST /io-docs/call-api with the anti-forgery token header through the runtime's same-origin `request`
// service, and the answer envelope shown highlighted (CodeBlock: text only, highlight.js loads lazily).
// Secrets are typed and shown in password inputs (show toggle) and never appear in the key picker or in a
// displayed code sample; they are sent as the protocol asks. What is sent and how the answer is read:
// src/lib/ioDocs/request.ts and answer.ts (the OAuth 2 helpers, key labels, samples and body schemas beside
// them).
import { Suspense, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Inline, Stack } from '../../components/Box/index.ts';
import { useAbsoluteUrl } from '../../components/Link/index.ts';
import { Button } from '../../components/Button/index.ts';
import { CodeBlock } from '../../components/CodeBlock/index.ts';
import { CopyButton } from '../../components/CopyButton/index.ts';
import { DescriptionList } from '../../components/DescriptionList/index.ts';
import { FormField } from '../../components/FormField/index.ts';
import { Notice } from '../../components/Notice/index.ts';
import { PasswordInput } from '../../components/PasswordInput/index.ts';
import { Select } from '../../components/Select/index.ts';
import { ServerHtml } from '../../components/ServerHtml/index.ts';
import { Table } from '../../components/Table/index.ts';
import { Text } from '../../components/Text/index.ts';
import { TextInput } from '../../components/TextInput/index.ts';
import { Textarea } from '../../components/Textarea/index.ts';
import { VisuallyHidden } from '../../components/VisuallyHidden/index.ts';
import type {
  ExpandedLabels,
  IoDocsApi,
  IoDocsAuth,
  IoDocsContent,
  IoDocsMethod,
  IoDocsParameter,
  NamedPaths,
} from '../../model/screenModel.ts';
import { usePortalServices, type PortalServices } from '../services.ts';
import { codeLabels } from '../ContentParts/labels.ts';
import {
  CALL_API_URL,
  FILE_LIMIT,
  OAUTH_AUTHORIZE_URL,
  OAUTH_TOKEN_URL,
  callHeaders,
  emptyCredentials,
  encodeCall,
  encodeFields,
  fileControls,
  jsonProblem,
  methodTone,
  oversizeFiles,
  parameterField,
  parameterName,
  requestFields,
  type CallCredentials,
  type Pairs,
} from '../../lib/ioDocs/request.ts';
import { readCallAnswer, statusLine, type CallOutcome } from '../../lib/ioDocs/answer.ts';
import { fillSlots, keyOptionLabel, maskSecrets, maskValue } from '../../lib/ioDocs/keys.ts';
import {
  accessTokenQuery,
  authorizeUriFields,
  isOAuthFlow,
  readOAuthAnswer,
  safeHttpUrl,
  type OAuthFlow,
  type OAuthInput,
} from '../../lib/ioDocs/oauth.ts';
import {
  SAMPLE_GRAMMAR,
  SAMPLE_LANGUAGES,
  baseFromRequestUri,
  sampleTexts,
  type SampleLanguage,
} from '../../lib/ioDocs/samples.ts';
import { initialBody, methodSchema, missingRequired, schemaFields } from '../../lib/ioDocs/bodySchema.ts';
import type { OAuthHandOver } from '../../lib/oauthReturn.ts';
import * as styles from './IoDocs.css.ts';
import { lazyComponent } from '../lazyComponent.tsx';
import type { FailedCall } from '../../lib/gatewayErrors.ts';

/** why a call failed: its own chunk (with `later`), loaded when a call fails */
const FailureExplanation = lazyComponent(() => import('./console/FailureExplanation.tsx'));
import { ChevronRightIcon } from '../../components/CopyButton/index.ts';
import { useUniqueId } from '../../components/UniqueId/index.ts';

export interface IoDocsConsoleProps {
  data: IoDocsContent;
  labels: ExpandedLabels;
  /** called when a call got the API's answer (not an API error): the getting-started checklist's 'try a call' */
  onAnswer?: () => void;
  /** the portal's pages a failed call's explanation links (My Keys, Contact) */
  paths?: Pick<NamedPaths, 'keys' | 'contact'>;
}

/** What the user entered for one API's credentials. */
interface CredState {
  /** the picked key (key picker) */
  picked: string;
  apiKey: string;
  apiSecret: string;
  basicAuthName: string;
  basicAuthPass: string;
  soapUser: string;
  soapPass: string;
  wssUser: string;
  wssToken: string;
  wss: Record<string, string>;
  accessToken: string;
  flow: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  authCode: string;
}

const emptyState = (auth: IoDocsAuth | null): CredState => ({
  picked: auth?.keys[0]?.key ?? '',
  apiKey: '',
  apiSecret: '',
  basicAuthName: '',
  basicAuthPass: '',
  soapUser: '',
  soapPass: '',
  wssUser: '',
  wssToken: '',
  wss: {},
  accessToken: '',
  flow: auth?.flows.find(isOAuthFlow) ?? '',
  clientId: auth?.keys[0]?.key ?? '',
  clientSecret: auth?.keys[0]?.secret ?? '',
  username: '',
  password: '',
  authCode: '',
});

const isOAuth = (auth: IoDocsAuth | null) => auth?.type === 'oauth2';
/** the authorization-code exchange needs only the API and the code */
const emptyOAuthInput: OAuthInput = {
  apiId: '',
  flow: 'auth_code',
  clientId: '',
  clientSecret: '',
  username: '',
  password: '',
  authorizationCode: '',
};
const usesPicker = (auth: IoDocsAuth | null) => !!auth && !isOAuth(auth) && auth.keys.length > 0;

/** The credentials of a call, as the protocol asks (§2: the picked key's secret unless high-security is on). */
function callCredentials(auth: IoDocsAuth | null, s: CredState, highSecurity: boolean): CallCredentials {
  const c = emptyCredentials();
  if (!isOAuth(auth)) {
    if (usesPicker(auth)) {
      const key = auth!.keys.find((k) => k.key === s.picked) ?? auth!.keys[0]!;
      c.apiKey = key.key;
      c.apiSecret = highSecurity ? s.apiSecret : (key.secret ?? '');
    } else {
      c.apiKey = s.apiKey.trim();
      c.apiSecret = s.apiSecret;
    }
  }
  if (auth?.basicAuth) {
    c.basicAuthName = s.basicAuthName;
    c.basicAuthPass = s.basicAuthPass;
  }
  if (auth?.type === 'soapBasic') {
    c.soapBasicAuthName = s.soapUser;
    c.soapBasicAuthPass = s.soapPass;
  }
  if (auth?.type === 'soapWssSecurityAuth') {
    c.soapWssUserNameTokenAuthName = s.wssUser;
    c.soapWssBinarySecurityTokenAuthToken = s.wssToken;
    c.wss = { ...s.wss };
  }
  return c;
}

const SAMPLE_PREFERENCE = 'iodocs.sampleLanguage';
/** + API id: the API's base URL learned from an answer's requestUri */
const BASE_PREFERENCE = 'iodocs.baseUrl.';
const isHttpBase = (b: string | null): b is string => !!b && /^https?:\/\/[^/?#\s]+/i.test(b);

const asLanguage = (v: string | null | undefined): SampleLanguage | null =>
  (SAMPLE_LANGUAGES as readonly string[]).includes(v ?? '') ? (v as SampleLanguage) : null;

const methodKey = (api: string, endpoint: number, method: number) => `${api}-${endpoint}-${method}`;

/**
 * Each method's name in the URL (?method=<slug>): its HTTP method and URI, e.g. `get-forecast-daily`
 * (`-2`, `-3` … when two methods would share one), by method key.
 */
function methodSlugs(api: IoDocsApi, apiId: string): Map<string, string> {
  const out = new Map<string, string>();
  const used = new Set<string>();
  api.endpoints.forEach((e, ei) =>
    e.methods.forEach((m, mi) => {
      const stem =
        `${m.httpMethod}-${m.uri ?? m.name ?? ''}`
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-+|-+$/g, '') || 'method';
      let slug = stem;
      for (let n = 2; used.has(slug); n += 1) slug = `${stem}-${n}`;
      used.add(slug);
      out.set(methodKey(apiId, ei, mi), slug);
    }),
  );
  return out;
}

type Sent =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'failed' }
  | { state: 'invalid'; messages: string[] }
  | { state: 'done'; outcome: CallOutcome };

const headerText = (headers: Pairs) => headers.map(([k, v]) => `${k}: ${v}`).join('\n');

interface EnvelopeViewProps {
  outcome: CallOutcome & { kind: 'answer' };
  /** what the user sent that is secret (key, secret, passwords, tokens): masked in the answer like the samples */
  secrets: readonly string[];
  labels: ExpandedLabels;
}

function EnvelopeView({ outcome, secrets, labels }: EnvelopeViewProps) {
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
function failedCall(sent: Sent, online: boolean): FailedCall | null {
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
function outcomeProblems(outcome: CallOutcome, labels: ExpandedLabels): string[] {
  const l = labels.ioDocs;
  if (outcome.kind === 'proxyError') {
    const head = fillSlots(l.proxyError, { status: String(outcome.status) });
    return outcome.message ? [head, outcome.message] : [head, l.requestFailed];
  }
  const out: string[] = [];
  if (outcome.envelope.errorMessage) out.push(outcome.envelope.errorMessage);
  if (outcome.apiError) out.push(fillSlots(l.apiError, { status: statusLine(outcome.envelope.status) }));
  return out;
}

interface SamplesProps {
  method: IoDocsMethod;
  values: Record<string, string>;
  fileNames: Record<string, string>;
  body: string | null;
  /** the API's base URL; null while unknown */
  base: string | null;
  credentials: CallCredentials;
  language: SampleLanguage;
  onLanguage: (language: SampleLanguage) => void;
  labels: ExpandedLabels;
}

/**
 * curl / fetch / requests samples of the API request (sampleTexts): secrets masked on screen (never
 * URL-encoded), copied in full when the user asks; wrapped, so a long URL is never clipped. While the host
 * is unknown the sample names a visible placeholder and says what to fill in.
 */
function Samples({ method, values, fileNames, body, base, credentials, language, onLanguage, labels }: SamplesProps) {
  const l = labels.ioDocs;
  const c = labels.components.codeBlock;
  const names: Record<SampleLanguage, string> = { curl: l.sampleCurl, javascript: l.sampleJavascript, python: l.samplePython };
  const basic = credentials.basicAuthName || credentials.basicAuthPass;
  const fillInNote = fillSlots(l.sampleFillIn, { placeholder: l.sampleHostPlaceholder });
  const sample = sampleTexts(language, {
    method,
    values,
    fileNames,
    body,
    base,
    apiKey: credentials.apiKey,
    basicAuth: basic ? { user: credentials.basicAuthName, password: credentials.basicAuthPass } : null,
    hostPlaceholder: l.sampleHostPlaceholder,
    fillInNote,
  });
  return (
    <Stack space="sm" className={styles.samples}>
      <h5 className={styles.subheading}>{l.samples}</h5>
      <Inline space="xs" role="group" aria-label={l.sampleLanguage}>
        {SAMPLE_LANGUAGES.map((lang) => (
          <Button
            key={lang}
            size="sm"
            variant={lang === language ? 'solid' : 'soft'}
            aria-pressed={lang === language}
            onClick={() => onLanguage(lang)}
          >
            {names[lang]}
          </Button>
        ))}
      </Inline>
      <CodeBlock
        code={sample.shown}
        language={SAMPLE_GRAMMAR[language]}
        languageLabel={names[language]}
        labels={{ ...codeLabels(labels), region: `${l.samples}: ${names[language]}` }}
        copyable={false}
        wrap
      />
      <Inline space="sm" alignY="center">
        <CopyButton text={() => sample.copied} labels={{ copy: l.copySample, copied: c.copied, failed: c.failed }} size="sm" />
        {sample.masked ? (
          <Text as="span" size="sm" tone="muted">
            {l.sampleMasked}
          </Text>
        ) : null}
        {sample.placeholderHost ? (
          <Text as="span" size="sm" tone="muted" data-iodocs-fill-in="">
            {fillInNote}
          </Text>
        ) : null}
      </Inline>
    </Stack>
  );
}

interface MethodPanelProps {
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
  paths: IoDocsConsoleProps['paths'];
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
function MethodPanel(props: MethodPanelProps) {
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
          ? fillSlots(l.requiredMissing, { name: m.name })
          : fillSlots(l.requiredBodyField, { name: m.name });
      if (m.kind === 'parameter') missingParams[m.control] = message;
      problems.push(message);
    }
    setMissing(missingParams);
    const bodyMissing = absent.filter((m) => m.kind === 'body').map((m) => fillSlots(l.requiredBodyField, { name: m.name }));
    const jsonError = hasBody ? jsonProblem(body) : null;
    setBodyError(
      jsonError ? fillSlots(l.invalidJson, { message: jsonError }) : bodyMissing.length ? bodyMissing.join(' ') : null,
    );
    if (jsonError) problems.push(fillSlots(l.invalidJson, { message: jsonError }));
    for (const { file } of oversizeFiles(files)) {
      problems.push(
        fillSlots(l.fileTooLarge, {
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

function passwordLabels(labels: ExpandedLabels) {
  const p = labels.components.passwordInput;
  return { show: p.show, hide: p.hide };
}

/** The OAuth 2 line under the credentials (announced: role="status"). */
type OAuthNote = { tone: 'positive' | 'critical' | 'info'; text: string } | null;

/** GET getoauth2accesstoken: the token, and the note to show. */
async function fetchToken(
  services: PortalServices,
  token: string | null,
  input: OAuthInput,
  l: ExpandedLabels['ioDocs'],
): Promise<{ accessToken: string | null; note: OAuthNote }> {
  try {
    const answer = await services.request(`${OAUTH_TOKEN_URL}?${accessTokenQuery(input)}`, {
      method: 'GET',
      credentials: 'same-origin',
      headers: callHeaders(token),
    });
    const r = readOAuthAnswer(answer.status, await answer.text());
    if (r.accessToken) return { accessToken: r.accessToken, note: { tone: 'positive', text: l.tokenReceived } };
    return { accessToken: null, note: { tone: 'critical', text: [l.tokenFailed, r.message].filter(Boolean).join(' ') } };
  } catch {
    return { accessToken: null, note: { tone: 'critical', text: l.tokenFailed } };
  }
}

interface CredentialsProps {
  api: IoDocsApi;
  auth: IoDocsAuth | null;
  state: CredState;
  onChange: (patch: Partial<CredState>) => void;
  highSecurity: boolean;
  token: string | null;
  apiId: string;
  labels: ExpandedLabels;
  idBase: string;
  note: OAuthNote;
  onNote: (note: OAuthNote) => void;
  /** changes when "Exchange code for a token" should take the focus (a code came back) */
  focusExchange: number;
  /** an authorization started here: its state (results with other states are not ours) */
  onPending: (state: string) => void;
}

/** The credentials of the picked API, as its `#api<ID>` settings ask; secrets in password inputs. */
function CredentialsPanel(props: CredentialsProps) {
  const { auth, state, onChange, highSecurity, token, apiId, labels, idBase, onPending, focusExchange } = props;
  const { note: oauthNote, onNote: setOauthNote } = props;
  const l = labels.ioDocs;
  const services = usePortalServices();
  const exchangeRef = useRef<HTMLButtonElement>(null);
  const text = (label: string, key: keyof CredState, id: string) => (
    <FormField label={label} controlId={`${idBase}-${id}`}>
      <TextInput
        value={String(state[key] ?? '')}
        onChange={(e) => onChange({ [key]: e.currentTarget.value })}
        autoComplete="off"
        spellCheck={false}
      />
    </FormField>
  );
  const secret = (label: string, key: keyof CredState, id: string, hint?: string) => (
    <FormField label={label} controlId={`${idBase}-${id}`} hint={hint}>
      <PasswordInput
        value={String(state[key] ?? '')}
        onChange={(e) => onChange({ [key]: e.currentTarget.value })}
        autoComplete="off"
        spellCheck={false}
        labels={passwordLabels(labels)}
      />
    </FormField>
  );
  const keys = auth?.keys ?? [];
  const fieldsOut: ReactNode[] = [];

  if (!isOAuth(auth)) {
    if (usesPicker(auth)) {
      fieldsOut.push(
        <FormField key="picker" label={l.key} controlId={`${idBase}-key`}>
          <Select
            value={state.picked}
            onChange={(e) => onChange({ picked: e.currentTarget.value })}
            options={keys.map((k) => ({ value: k.key, label: keyOptionLabel(l.keyOption, k) }))}
          />
        </FormField>,
      );
      if (highSecurity) fieldsOut.push(<span key="hs">{secret(l.secret, 'apiSecret', 'secret', l.secretHint)}</span>);
    } else {
      fieldsOut.push(<span key="key">{text(l.key, 'apiKey', 'key')}</span>);
      if (auth?.secret || !auth) fieldsOut.push(<span key="secret">{secret(l.secret, 'apiSecret', 'secret')}</span>);
    }
  }
  if (auth?.basicAuth) {
    fieldsOut.push(<span key="bu">{text(l.basicAuthUser, 'basicAuthName', 'basic-user')}</span>);
    fieldsOut.push(<span key="bp">{secret(l.basicAuthPassword, 'basicAuthPass', 'basic-pass')}</span>);
  }
  if (auth?.type === 'soapBasic') {
    fieldsOut.push(<span key="su">{text(l.soapUser, 'soapUser', 'soap-user')}</span>);
    fieldsOut.push(<span key="sp">{secret(l.soapPassword, 'soapPass', 'soap-pass')}</span>);
  }
  if (auth?.type === 'soapWssSecurityAuth') {
    fieldsOut.push(<span key="wu">{text(l.wssUser, 'wssUser', 'wss-user')}</span>);
    fieldsOut.push(<span key="wt">{secret(l.wssToken, 'wssToken', 'wss-token')}</span>);
    for (const f of auth.wssFields) {
      fieldsOut.push(
        <FormField key={`wss-${f}`} label={f} controlId={`${idBase}-wss-${f.replace(/[^a-zA-Z0-9_-]/g, '')}`}>
          <TextInput
            value={state.wss[f] ?? ''}
            onChange={(e) => onChange({ wss: { ...state.wss, [f]: e.currentTarget.value } })}
            autoComplete="off"
          />
        </FormField>,
      );
    }
  }

  const flows = (auth?.flows ?? []).filter(isOAuthFlow);
  const flow: OAuthFlow | null = isOAuthFlow(state.flow) ? state.flow : (flows[0] ?? null);
  const flowNames: Record<OAuthFlow, string> = {
    client_cred: l.flowClientCred,
    password_cred: l.flowPasswordCred,
    auth_code: l.flowAuthCode,
    implicit: l.flowImplicit,
  };
  const oauthInput = () => ({
    apiId,
    flow: flow!,
    clientId: state.clientId,
    clientSecret: state.clientSecret,
    username: state.username,
    password: state.password,
    authorizationCode: state.authCode,
  });
  const getToken = async () => {
    if (!services || !flow) return;
    setOauthNote(null);
    const r = await fetchToken(services, token, oauthInput(), l);
    if (r.accessToken) onChange({ accessToken: r.accessToken });
    setOauthNote(r.note);
  };
  const authorize = async () => {
    if (!services || !flow) return;
    setOauthNote(null);
    // opened now, inside the click, so a pop-up blocker lets it through; pointed at the authorize URI later
    const popup = services.openPopup?.() ?? null;
    try {
      const answer = await services.request(OAUTH_AUTHORIZE_URL, {
        method: 'POST',
        credentials: 'same-origin',
        headers: callHeaders(token, 'application/x-www-form-urlencoded; charset=UTF-8'),
        body: encodeFields(authorizeUriFields(oauthInput())),
      });
      const r = readOAuthAnswer(answer.status, await answer.text());
      const uri = r.authorizeUri ? safeHttpUrl(r.authorizeUri, 'http://portal.invalid/') && r.authorizeUri : null;
      if (!uri) {
        popup?.close();
        setOauthNote({ tone: 'critical', text: [l.tokenFailed, r.message].filter(Boolean).join(' ') });
        return;
      }
      if (!popup) {
        setOauthNote({ tone: 'critical', text: l.popupBlocked });
        return;
      }
      // bound to a state remembered for the pop-up's return (without storage the user pastes the result)
      const begun = (await services.oauthReturn?.begin({ uri, apiId, flow, token }).catch(() => null)) ?? null;
      if (begun) onPending(begun.state);
      popup.go(begun?.uri ?? uri);
      setOauthNote({ tone: 'info', text: begun ? l.popupOpened : l.popupPaste });
    } catch {
      popup?.close();
      setOauthNote({ tone: 'critical', text: l.tokenFailed });
    }
  };

  useEffect(() => {
    if (focusExchange) exchangeRef.current?.focus();
  }, [focusExchange]);

  const oauth = isOAuth(auth) ? (
    <Stack space="md">
      {flows.length ? (
        <div className={styles.fieldRow}>
          <FormField label={l.oauthFlow} controlId={`${idBase}-flow`}>
            <Select
              value={flow ?? ''}
              onChange={(e) => onChange({ flow: e.currentTarget.value })}
              options={flows.map((f) => ({ value: f, label: flowNames[f] }))}
            />
          </FormField>
          {flow !== null ? text(l.clientId, 'clientId', 'client-id') : null}
          {flow === 'client_cred' || flow === 'password_cred' || flow === 'auth_code'
            ? secret(l.clientSecret, 'clientSecret', 'client-secret')
            : null}
          {flow === 'password_cred' ? text(l.username, 'username', 'username') : null}
          {flow === 'password_cred' ? secret(l.password, 'password', 'password') : null}
          {flow === 'auth_code' ? text(l.authorizationCode, 'authCode', 'auth-code') : null}
        </div>
      ) : null}
      {flows.length ? (
        <Inline space="sm">
          {flow === 'client_cred' || flow === 'password_cred' ? (
            <Button variant="soft" onClick={() => void getToken()}>
              {l.getToken}
            </Button>
          ) : null}
          {flow === 'auth_code' || flow === 'implicit' ? (
            <Button variant="soft" onClick={() => void authorize()}>
              {l.authorize}
            </Button>
          ) : null}
          {flow === 'auth_code' ? (
            <Button ref={exchangeRef} variant="soft" onClick={() => void getToken()}>
              {l.exchangeCode}
            </Button>
          ) : null}
        </Inline>
      ) : null}
      <div className={styles.fieldRow}>{secret(l.accessToken, 'accessToken', 'access-token')}</div>
      <div role="status">{oauthNote ? <Notice tone={oauthNote.tone} role="none" messages={[oauthNote.text]} /> : null}</div>
    </Stack>
  ) : null;

  if (!fieldsOut.length && !oauth) return null;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{l.credentials}</legend>
      <Stack space="md">
        {fieldsOut.length ? <div className={styles.fieldRow}>{fieldsOut}</div> : null}
        {oauth}
      </Stack>
    </fieldset>
  );
}

export function IoDocsConsole({ data, labels, onAnswer, paths }: IoDocsConsoleProps) {
  const l = labels.ioDocs;
  const base = useUniqueId().replace(/[^a-zA-Z0-9_-]/g, '');
  const apis = data.apis.filter((a) => a.endpoints.some((e) => e.methods.length));
  const apiValue = (api: IoDocsApi) =>
    api.apiId ??
    data.apiOptions.find((o) => o.label === api.name || api.id === o.value || api.id.endsWith(o.value))?.value ??
    api.id;
  const services = usePortalServices();
  const [picked, setPicked] = useState<string | null>(() => {
    const wanted = [services?.pageQuery?.get('apiId') ?? null, data.selectedApiId];
    for (const w of wanted) if (w && apis.some((a) => apiValue(a) === w)) return w;
    return null;
  });
  // the method named in the URL (?method=<slug>) starts open and chosen: a reload or a shared link shows it
  const [chosen, setChosen] = useState<string | null>(() => {
    const wanted = services?.pageQuery?.get('method') ?? null;
    const api = apis.find((a) => apiValue(a) === picked) ?? apis[0];
    if (!wanted || !api) return null;
    return [...methodSlugs(api, apiValue(api))].find(([, slug]) => slug === wanted)?.[0] ?? null;
  });
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(chosen ? [chosen] : []));
  // methods opened once stay mounted (hidden when closed); the others are not rendered until needed
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set(chosen ? [chosen] : []));
  const [filter, setFilter] = useState('');
  const absolute = useAbsoluteUrl();
  const toggles = useRef(new Map<string, HTMLButtonElement | null>());
  /** the method whose toggle takes the focus (or, on load, scrolls into view) after the next render */
  const [focusMethod, setFocusMethod] = useState<{ key: string; focus: boolean } | null>(() =>
    chosen ? { key: chosen, focus: false } : null,
  );
  useEffect(() => {
    if (!focusMethod) return;
    const el = toggles.current.get(focusMethod.key);
    if (focusMethod.focus) el?.focus();
    else el?.scrollIntoView?.({ block: 'start' });
  }, [focusMethod]);
  const [creds, setCreds] = useState<Record<string, CredState>>({});
  const [bases, setBases] = useState<Record<string, string>>({});
  // authorizations started here (state → API) and the results their pop-ups handed back, per API
  const pendingStates = useRef(new Map<string, string>());
  const [notes, setNotes] = useState<Record<string, OAuthNote>>({});
  const [focusExchange, setFocusExchange] = useState<Record<string, number>>({});
  const onReturn = useRef<(m: OAuthHandOver) => void>(() => undefined);
  const [language, setLanguage] = useState<SampleLanguage>(
    () => asLanguage(services?.preference?.get(SAMPLE_PREFERENCE)) ?? 'curl',
  );
  const current = apis.find((a) => apiValue(a) === picked) ?? apis[0] ?? null;
  const currentId = current ? apiValue(current) : '';

  useEffect(() => {
    if (picked) services?.pageQuery?.set('apiId', picked);
  }, [picked, services]);

  // a pop-up's result: a token fills the access-token field; a code the code field, exchanged at once when
  // the API asks for it (data-auto-exchange-auth-code), else "Exchange code for a token" takes the focus;
  // an error is shown as one. Only results of authorizations started here are taken.
  useEffect(() => {
    onReturn.current = (m) => {
      const auth = apis.find((a) => apiValue(a) === m.apiId)?.auth ?? null;
      const setNote = (note: OAuthNote) => setNotes((old) => ({ ...old, [m.apiId]: note }));
      const patch = (p: Partial<CredState>) =>
        setCreds((c) => ({ ...c, [m.apiId]: { ...(c[m.apiId] ?? emptyState(auth)), ...p } }));
      const r = m.result;
      if (r.kind === 'error') {
        const error = [r.error, r.description].filter(Boolean).join(' — ');
        setNote({ tone: 'critical', text: fillSlots(l.authorizeFailed, { error }) });
      } else if (r.kind === 'token') {
        patch({ accessToken: r.accessToken });
        setNote({ tone: 'positive', text: m.recorded === false ? `${l.tokenReceived} ${l.tokenNotRecorded}` : l.tokenReceived });
      } else {
        patch({ authCode: r.code, flow: 'auth_code' });
        if (auth?.autoExchangeAuthCode && services) {
          setNote(null);
          const input = { ...emptyOAuthInput, apiId: m.apiId, authorizationCode: r.code };
          void fetchToken(services, data.token, input, l).then((t) => {
            if (t.accessToken) patch({ accessToken: t.accessToken });
            setNote(t.note);
          });
        } else {
          setNote({ tone: 'info', text: l.codeReceived });
          setFocusExchange((old) => ({ ...old, [m.apiId]: (old[m.apiId] ?? 0) + 1 }));
        }
      }
    };
  });
  useEffect(() => {
    let stop: (() => void) | null = null;
    let stopped = false;
    services?.oauthReturn
      ?.listen((m) => {
        if (pendingStates.current.get(m.state) !== m.apiId) return;
        pendingStates.current.delete(m.state);
        onReturn.current(m);
      })
      .then(
        (s) => (stopped ? s() : (stop = s)),
        () => undefined,
      );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [services]);

  if (!current) return <Notice tone="info" role="none" messages={[l.noEndpoints]} />;

  const auth = current.auth;
  const state = creds[currentId] ?? emptyState(auth);
  const callCreds = callCredentials(auth, state, data.highSecurity);
  const keys = current.endpoints.flatMap((e, ei) => e.methods.map((_, mi) => methodKey(currentId, ei, mi)));
  const show = (list: readonly string[]) => setSeen((s) => (list.every((k) => s.has(k)) ? s : new Set([...s, ...list])));
  const slugs = methodSlugs(current, currentId);
  /** the chosen method goes into the URL (?method=<slug>, replaced in place) */
  const choose = (key: string) => {
    setChosen(key);
    const slug = slugs.get(key);
    if (slug) services?.pageQuery?.set('method', slug);
  };
  const toggle = (key: string) => {
    show([key]);
    if (!open.has(key)) choose(key);
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  };
  /** a method picked in the sidebar: opened, chosen, its toggle focused (which scrolls it into view) */
  const pick = (key: string) => {
    show([key]);
    choose(key);
    setOpen((s) => (s.has(key) ? s : new Set([...s, key])));
    setFocusMethod({ key, focus: true });
  };
  const query = filter.trim().toLowerCase();
  const matches = (endpoint: IoDocsApi['endpoints'][number], method: IoDocsMethod) =>
    !query || [method.httpMethod, method.name, method.uri, endpoint.name].filter(Boolean).join(' ').toLowerCase().includes(query);
  const anyMatch = current.endpoints.some((e) => e.methods.some((m) => matches(e, m)));
  // the API's base URL for samples: learned from an answer's requestUri (remembered per API, so the next
  // visit's samples name the real host), else the admin's label, else unknown (a visible placeholder)
  const remembered = services?.preference?.get(`${BASE_PREFERENCE}${currentId}`) ?? null;
  const sampleBase = bases[currentId] ?? (isHttpBase(remembered) ? remembered : null) ?? (l.sampleBaseUrl.trim() || null);
  const learnBase = (b: string) => {
    if (!isHttpBase(b)) return;
    setBases((old) => (old[currentId] === b ? old : { ...old, [currentId]: b }));
    services?.preference?.set(`${BASE_PREFERENCE}${currentId}`, b);
  };
  const pickLanguage = (lang: SampleLanguage) => {
    setLanguage(lang);
    services?.preference?.set(SAMPLE_PREFERENCE, lang);
  };

  return (
    <Stack as="section" space="xl" aria-label={l.console} data-iodocs-console="">
      <Inline space="md" align="between" alignY="bottom">
        {apis.length > 1 ? (
          <FormField label={l.selectApi} controlId={`${base}-api`}>
            <Select
              value={currentId}
              onChange={(e) => setPicked(e.currentTarget.value)}
              options={apis.map((a) => ({ label: a.name ?? a.id, value: apiValue(a) }))}
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

      <Stack space="md">
        <h2 className={styles.apiHeading}>{current.name ?? l.endpoints}</h2>
        {current.descriptionHtml ? (
          <ServerHtml html={current.descriptionHtml} idPrefix={`iodocs-${currentId}-`} allowForms={false} />
        ) : null}
      </Stack>

      <CredentialsPanel
        key={currentId}
        api={current}
        auth={auth}
        state={state}
        onChange={(patch) => setCreds((c) => ({ ...c, [currentId]: { ...(c[currentId] ?? emptyState(auth)), ...patch } }))}
        highSecurity={data.highSecurity}
        token={data.token}
        apiId={currentId}
        labels={labels}
        idBase={`${base}-cred`}
        note={notes[currentId] ?? null}
        onNote={(note) => setNotes((old) => ({ ...old, [currentId]: note }))}
        focusExchange={focusExchange[currentId] ?? 0}
        onPending={(state) => pendingStates.current.set(state, currentId)}
      />

      <div className={styles.layout}>
        <nav aria-label={l.methodsNav} className={styles.sidebar}>
          <Stack space="sm">
            <FormField label={l.filterMethods} controlId={`${base}-filter`}>
              <TextInput type="search" value={filter} onChange={(e) => setFilter(e.currentTarget.value)} autoComplete="off" />
            </FormField>
            <div role="status">
              {anyMatch ? null : (
                <Text as="p" size="sm" tone="muted">
                  {fillSlots(l.noMatches, { query: filter.trim() })}
                </Text>
              )}
            </div>
            <ul className={styles.sidebarList}>
              {current.endpoints.map((endpoint, ei) =>
                endpoint.methods.some((m) => matches(endpoint, m)) ? (
                  <li key={`${currentId}-${ei}`}>
                    {endpoint.name ? <p className={styles.sidebarGroup}>{endpoint.name}</p> : null}
                    <ul className={styles.sidebarMethods}>
                      {endpoint.methods.map((method, mi) => {
                        const key = methodKey(currentId, ei, mi);
                        if (!matches(endpoint, method)) return null;
                        const tone = methodTone(method.httpMethod);
                        return (
                          <li key={key}>
                            <a
                              className={styles.sidebarLink}
                              href={absolute(`?${new URLSearchParams({ apiId: currentId, method: slugs.get(key) ?? '' })}`)}
                              aria-current={chosen === key ? 'true' : undefined}
                              onClick={(e) => {
                                e.preventDefault();
                                pick(key);
                              }}
                            >
                              <span className={`${styles.badge[tone ?? 'other']} ${styles.sidebarBadge}`}>
                                {method.httpMethod || '?'}
                              </span>
                              <span>{method.name ?? method.uri ?? method.httpMethod}</span>
                            </a>
                          </li>
                        );
                      })}
                    </ul>
                  </li>
                ) : null,
              )}
            </ul>
          </Stack>
        </nav>
        <Stack space="xl">
          {current.endpoints.map((endpoint, ei) =>
            endpoint.methods.length ? (
              <Stack key={`${currentId}-${ei}`} space="sm" hidden={!endpoint.methods.some((m) => matches(endpoint, m))}>
                {endpoint.name ? <h3 className={styles.endpointHeading}>{endpoint.name}</h3> : null}
                <Stack as="ul" space="sm">
                  {endpoint.methods.map((method, mi) => {
                    const key = methodKey(currentId, ei, mi);
                    const idBase = `${base}-m${key.replace(/[^a-zA-Z0-9_-]/g, '')}`;
                    const isOpen = open.has(key);
                    const tone = methodTone(method.httpMethod);
                    return (
                      <li key={key} className={styles.method} hidden={!matches(endpoint, method)}>
                        <h4 className={styles.methodHeading}>
                          <button
                            ref={(el) => void toggles.current.set(key, el)}
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
                              apiId={currentId}
                              method={method}
                              schemas={data.schemas}
                              credentials={callCreds}
                              accessToken={state.accessToken}
                              token={data.token}
                              base={sampleBase}
                              onBase={learnBase}
                              language={language}
                              onLanguage={pickLanguage}
                              labels={labels}
                              idBase={idBase}
                              onAnswer={onAnswer}
                              paths={paths}
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
      </div>
    </Stack>
  );
}

export default IoDocsConsole;
