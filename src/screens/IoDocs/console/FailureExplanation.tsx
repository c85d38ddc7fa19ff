// Why an I/O Docs call failed, in plain words, and what to do next — shown beside the raw answer. The
// reasoning is src/lib/gatewayErrors.ts (the proxy's status, X-Mashery-Error-Code, the Mashery message
// text; network failures; the portal proxy's own refusals; OAuth 2 and basic-auth 401s); this file words
// it from labels and links the portal's pages (My Keys: the key, its status, plan and limits). A lazy
// chunk of its own group (vite.portal.config.ts: `later`), so it is not on the I/O Docs critical path:
// the console loads it when a call fails.
import { Inline, Stack } from '../../../components/Box/index.ts';
import { Link } from '../../../components/Link/index.ts';
import { Notice } from '../../../components/Notice/index.ts';
import { Text } from '../../../components/Text/index.ts';
import { explainFailure, type FailedCall, type FailureContext, type FailureReason } from '../../../lib/gatewayErrors.ts';
import { fillTextTemplate } from '../../../lib/textTemplate.ts';
import type { ExpandedLabels, NamedPaths } from '../../../model/screenModel.ts';

export interface FailureExplanationProps {
  call: FailedCall;
  context: FailureContext;
  /** the API's name, for "a plan that includes {{api}}" */
  apiName: string;
  labels: ExpandedLabels;
  paths: Pick<NamedPaths, 'keys' | 'contact'>;
}

type WordKey = Exclude<Extract<keyof ExpandedLabels['ioDocs'], `why${string}` | `next${string}`>, 'whyTitle'>;
type Words = { why: WordKey; next: WordKey };

const WORDS: Record<FailureReason, Words> = {
  inactive: { why: 'whyInactive', next: 'nextInactive' },
  notAuthorized: { why: 'whyNotAuthorized', next: 'nextNotAuthorized' },
  forbidden: { why: 'whyForbidden', next: 'nextForbidden' },
  overQps: { why: 'whyOverQps', next: 'nextOverQps' },
  overRate: { why: 'whyOverRate', next: 'nextOverRate' },
  serviceBusy: { why: 'whyServiceBusy', next: 'nextServiceBusy' },
  serviceNotFound: { why: 'whyServiceNotFound', next: 'nextServiceNotFound' },
  oauth: { why: 'whyOAuth', next: 'nextOAuth' },
  oauthClient: { why: 'whyOAuthClient', next: 'nextOAuthClient' },
  basicAuth: { why: 'whyBasicAuth', next: 'nextBasicAuth' },
  proxyRefused: { why: 'whyProxyRefused', next: 'nextProxyRefused' },
  unreachable: { why: 'whyUnreachable', next: 'nextUnreachable' },
  network: { why: 'whyNetwork', next: 'nextNetwork' },
  serverError: { why: 'whyServerError', next: 'nextServerError' },
  apiError: { why: 'whyApiError', next: 'nextApiError' },
};

/** The flow names of the OAuth 2 flows, as the credentials' flow picker words them. */
function flowNames(flows: readonly string[], l: ExpandedLabels['ioDocs']): string {
  const names: Record<string, string> = {
    client_cred: l.flowClientCred,
    password_cred: l.flowPasswordCred,
    auth_code: l.flowAuthCode,
    implicit: l.flowImplicit,
  };
  return flows.map((f) => names[f] ?? f).join(', ');
}

export function FailureExplanation({ call, context, apiName, labels, paths }: FailureExplanationProps) {
  const l = labels.ioDocs;
  const e = explainFailure(call, context);
  if (!e) return null;
  const slots = {
    status: e.status === null ? '' : String(e.status),
    api: apiName,
    flows: flowNames(e.flows, l) || l.accessToken,
  };
  const words = WORDS[e.reason];
  const links = e.links
    .map((link) => (link === 'keys' ? { href: paths.keys, text: l.linkKeys } : { href: paths.contact, text: l.linkContact }))
    .filter((link): link is { href: string; text: string } => !!link.href);
  return (
    <Notice tone="caution" role="none" title={l.whyTitle} titleLevel={4} data-iodocs-why={e.reason}>
      <Stack space="xs">
        <Text as="p">{fillTextTemplate(l[words.why], slots)}</Text>
        <Text as="p">{fillTextTemplate(l[words.next], slots)}</Text>
        {e.retryAfter !== null ? <Text as="p">{fillTextTemplate(l.retryIn, { seconds: String(e.retryAfter) })}</Text> : null}
        {e.code ? (
          // the notice's own text colour (a muted grey or the link blue fails contrast on its tinted fill in dark)
          <Text as="p" size="sm">
            {fillTextTemplate(l.gatewayCode, { code: e.code })}
          </Text>
        ) : null}
        {links.length ? (
          <Inline space="md">
            {links.map((link) => (
              <Link key={link.href} href={link.href} tone="inherit">
                {link.text}
              </Link>
            ))}
          </Inline>
        ) : null}
      </Stack>
    </Notice>
  );
}

export default FailureExplanation;
