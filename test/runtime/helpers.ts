// Shared fakes for runtime tests: server pages, fetch responses, an event log.

export interface PageOptions {
  title?: string;
  bodyClass?: string;
  main?: string;
  /** omit the #page wrapper (not a portal page) */
  noPage?: boolean;
  head?: string;
}

export function serverPage(options: PageOptions = {}): string {
  const {
    title = 'Acme Developer Portal - Blog',
    bodyClass = 'page-blog',
    main = '<h1 class="first">Blog</h1>',
    noPage = false,
    head = '',
  } = options;
  const content = `<div id="header"><div id="branding-logo">Acme Developer Portal</div></div><div id="content"><div id="main" class="main">${main}</div></div>`;
  return `<!DOCTYPE html><html><head><title>${title}</title>${head}</head><body class="${bodyClass}">${noPage ? content : `<div id="page" class="page">${content}</div>`}</body></html>`;
}

export interface FakeResponseInit {
  status?: number;
  /** final URL after redirects */
  url?: string;
  contentType?: string;
}

export function fakeResponse(body: string, init: FakeResponseInit = {}): Response {
  const status = init.status ?? 200;
  const response = new Response(status === 204 ? null : body, {
    status,
    headers: { 'content-type': init.contentType ?? 'text/html; charset=utf-8' },
  });
  if (init.url) Object.defineProperty(response, 'url', { value: init.url });
  return response;
}

export function abortError(): Error {
  const error = new Error('The operation was aborted.');
  error.name = 'AbortError';
  return error;
}

/** A fetch that waits until `release` is called or the request is aborted. */
export function deferredFetch() {
  const pending: { url: string; init?: RequestInit; resolve(r: Response): void; reject(e: unknown): void }[] = [];
  const fetch = (url: string, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      pending.push({ url, init, resolve, reject });
      init?.signal?.addEventListener('abort', () => reject(abortError()));
    });
  return { fetch, pending };
}

/** Lets pending promise callbacks run. */
export async function flush(times = 5): Promise<void> {
  for (let i = 0; i < times; i++) await new Promise<void>((r) => setTimeout(r, 0));
}
