// The interactive docs console (a lazy chunk: only the ioDocs screen imports it, so no other page loads
// it). Built from the extracted data — APIs → endpoints → methods, their parameters, the request-body
// schemas parsed as data, each API's credential settings from its `#api<ID>` attributes — never from the
// server's I/O Docs script, which is not loaded. This file is the composition: the API picker, the
// credentials (console/CredentialsPanel.tsx), the methods' sidebar and filter, and each method's toggle and
// panel (console/MethodPanel.tsx: the form, "Try it", the answer, the code samples); it keeps what outlives
// one panel — what was typed per API, the method in the URL (?method=<slug>), the samples' language and
// base URL, the OAuth 2 pop-ups' results. "Try it" speaks the portal's own protocol (docs/io-docs.md):
// POST /io-docs/call-api with the anti-forgery token header through the runtime's same-origin `request`
// service, and the answer envelope shown highlighted (CodeBlock: text only, highlight.js loads lazily).
// Secrets are typed and shown in password inputs (show toggle) and never appear in the key picker or in a
// displayed code sample; they are sent as the protocol asks. What is sent and how the answer is read:
// src/lib/ioDocs/ (request.ts and answer.ts; the OAuth 2 helpers, key labels, samples and body schemas beside them).
import { useEffect, useRef, useState } from 'react';
import { Inline, Stack } from '../../components/Box/index.ts';
import { useAbsoluteUrl } from '../../components/Link/index.ts';
import { Button } from '../../components/Button/index.ts';
import { FormField } from '../../components/FormField/index.ts';
import { Notice } from '../../components/Notice/index.ts';
import { Select } from '../../components/Select/index.ts';
import { ServerHtml } from '../../components/ServerHtml/index.ts';
import { Text } from '../../components/Text/index.ts';
import { TextInput } from '../../components/TextInput/index.ts';
import type { ExpandedLabels, IoDocsApi, IoDocsContent, IoDocsMethod, NamedPaths } from '../../model/screenModel.ts';
import { usePortalServices } from '../services.ts';
import { fillTextTemplate } from '../../lib/textTemplate.ts';
import { methodTone } from '../../lib/ioDocs/request.ts';
import type { SampleLanguage } from '../../lib/ioDocs/samples.ts';
import type { OAuthHandOver } from '../../lib/oauthReturn.ts';
import * as styles from './IoDocs.css.ts';
import { ChevronRightIcon } from '../../components/CopyButton/index.ts';
import { useUniqueId } from '../../components/UniqueId/index.ts';
import {
  CredentialsPanel,
  callCredentials,
  emptyOAuthInput,
  emptyState,
  fetchToken,
  type CredState,
  type OAuthNote,
} from './console/CredentialsPanel.tsx';
import { MethodPanel } from './console/MethodPanel.tsx';
import { BASE_PREFERENCE, SAMPLE_PREFERENCE, asLanguage, isHttpBase, methodKey, methodSlugs } from './console/shared.ts';

export interface IoDocsConsoleProps {
  data: IoDocsContent;
  labels: ExpandedLabels;
  /** called when a call got the API's answer (not an API error): the getting-started checklist's 'try a call' */
  onAnswer?: () => void;
  /** the portal's pages a failed call's explanation links (My Keys, Contact) */
  paths?: Pick<NamedPaths, 'keys' | 'contact'>;
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
        setNote({ tone: 'critical', text: fillTextTemplate(l.authorizeFailed, { error }) });
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
                  {fillTextTemplate(l.noMatches, { query: filter.trim() })}
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
