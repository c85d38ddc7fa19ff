// The credentials of the picked API, as its `#api<ID>` settings ask: the key picker or a typed key and
// secret, basic-auth and SOAP (WSS) fields, and OAuth 2 — the flow, its fields, "Get token", "Authorize"
// (a pop-up; its result comes back through the runtime's oauthReturn service, taken by IoDocsConsole.tsx)
// and "Exchange code for a token". Secrets are typed in password inputs (show toggle). Also what a call
// sends of them (callCredentials, docs/io-docs.md › "Try it") and the token request (fetchToken), which the console uses
// for an auto-exchanged code.
import { useEffect, useRef, type ReactNode } from 'react';
import { Inline, Stack } from '../../../components/Box/index.ts';
import { Button } from '../../../components/Button/index.ts';
import { FormField } from '../../../components/FormField/index.ts';
import { Notice } from '../../../components/Notice/index.ts';
import { PasswordInput } from '../../../components/PasswordInput/index.ts';
import { Select } from '../../../components/Select/index.ts';
import { TextInput } from '../../../components/TextInput/index.ts';
import type { ExpandedLabels, IoDocsApi, IoDocsAuth } from '../../../model/screenModel.ts';
import { usePortalServices, type PortalServices } from '../../services.ts';
import { keyOptionLabel } from '../../../lib/ioDocs/keys.ts';
import {
  accessTokenQuery,
  authorizeUriFields,
  isOAuthFlow,
  readOAuthAnswer,
  safeHttpUrl,
  type OAuthFlow,
  type OAuthInput,
} from '../../../lib/ioDocs/oauth.ts';
import {
  OAUTH_AUTHORIZE_URL,
  OAUTH_TOKEN_URL,
  callHeaders,
  emptyCredentials,
  encodeFields,
  type CallCredentials,
} from '../../../lib/ioDocs/request.ts';
import * as styles from '../IoDocs.css.ts';
import { passwordLabels } from './shared.ts';

/** What the user entered for one API's credentials. */
export interface CredState {
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

export const emptyState = (auth: IoDocsAuth | null): CredState => ({
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
export const emptyOAuthInput: OAuthInput = {
  apiId: '',
  flow: 'auth_code',
  clientId: '',
  clientSecret: '',
  username: '',
  password: '',
  authorizationCode: '',
};
const usesPicker = (auth: IoDocsAuth | null) => !!auth && !isOAuth(auth) && auth.keys.length > 0;

/** The credentials of a call, as the protocol asks (docs/io-docs.md › "Try it": the picked key's secret unless high-security is on). */
export function callCredentials(auth: IoDocsAuth | null, s: CredState, highSecurity: boolean): CallCredentials {
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

/** The OAuth 2 line under the credentials (announced: role="status"). */
export type OAuthNote = { tone: 'positive' | 'critical' | 'info'; text: string } | null;

/** GET getoauth2accesstoken: the token, and the note to show. */
export async function fetchToken(
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

export interface CredentialsProps {
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
export function CredentialsPanel(props: CredentialsProps) {
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
