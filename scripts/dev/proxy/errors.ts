// Clear answers for what goes wrong between the local proxy and the portal (issue 32 › 3): the startup check
// of `npm start -- --portal` and the proxy's error page use the same words.

const TLS_CODES = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'CERT_UNTRUSTED',
  'CERT_REJECTED',
  'EPROTO',
  'ERR_SSL_WRONG_VERSION_NUMBER',
]);

export type ProblemKind = 'unreachable' | 'tls' | 'not-mashery' | 'redirect-loop' | 'server-error' | 'sign-in';

export interface Problem {
  kind: ProblemKind;
  message: string;
}

/** A network or TLS error from a request to the portal, in words a brand team or admin can act on. */
export function describeRequestError(error: unknown, portal: string): Problem {
  const e = error as { code?: string; message?: string; cause?: { code?: string; message?: string } };
  const code = e.code ?? e.cause?.code ?? '';
  const detail = e.message ?? e.cause?.message ?? String(error);
  const host = safeHost(portal);
  if (TLS_CODES.has(code) || /certificate|ssl|tls/i.test(detail))
    return {
      kind: 'tls',
      message:
        `TLS error talking to ${portal}: ${code || detail} (${detail}). The portal's certificate is not trusted ` +
        `by this machine. If it is a test portal with a self-signed certificate and you trust it, add --insecure ` +
        `(the certificate is then not checked); otherwise fix the certificate or the URL.`,
    };
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return {
      kind: 'unreachable',
      message: `Cannot reach ${portal}: the host name ${host} does not resolve (${code}). Check the URL and your network or VPN.`,
    };
  return {
    kind: 'unreachable',
    message: `Cannot reach ${portal}: ${code || 'network error'} (${detail}). Check the URL, the port, and that the portal is up (VPN?).`,
  };
}

function safeHost(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

export function notMasheryMessage(url: string, missing: readonly string[], looked: readonly string[]): Problem {
  return {
    kind: 'not-mashery',
    message:
      `${url} does not look like a Mashery developer portal page: the theme detects pages by ${looked.join(', ')}; ` +
      `missing here: ${missing.join(', ')}. Check the URL (the portal's own address, not a landing page or the admin console).`,
  };
}

export function redirectLoopMessage(chain: readonly string[]): Problem {
  return {
    kind: 'redirect-loop',
    message: `The portal redirects in a loop: ${chain.join(' → ')}. Open it in a browser to check; a sign-in or domain setting usually causes this.`,
  };
}

export function serverErrorMessage(url: string, status: number): Problem {
  return {
    kind: 'server-error',
    message: `${url} answered HTTP ${status}: the page is shown as the portal sent it (the theme is not the cause).`,
  };
}

/** The page the proxy answers with when the portal cannot be reached (text as text, no scripts). */
export function errorPage(problem: Problem, status = 502): { status: number; html: string } {
  const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return {
    status,
    html: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Portal proxy: ${esc(problem.kind)}</title></head><body><h1>The local proxy could not get this page</h1><p id="proxy-problem" data-kind="${esc(problem.kind)}">${esc(problem.message)}</p></body></html>`,
  };
}
