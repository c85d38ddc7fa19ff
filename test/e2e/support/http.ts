// A tiny cookie-keeping HTTP client for the simulated portal (server-side checks, benchmarks).
export class PortalClient {
  private cookies = new Map<string, string>();

  constructor(readonly base: string) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(
    path: string,
    init: { method?: string; form?: Record<string, string | string[]>; redirect?: 'follow' | 'manual' } = {},
  ): Promise<{ status: number; url: string; text: string; headers: Headers }> {
    let url = new URL(path, this.base).toString();
    let method = init.method ?? (init.form ? 'POST' : 'GET');
    let body: FormData | undefined;
    if (init.form) {
      body = new FormData();
      for (const [k, v] of Object.entries(init.form)) for (const one of Array.isArray(v) ? v : [v]) body.append(k, one);
    }
    for (let hop = 0; hop < 10; hop += 1) {
      const res = await fetch(url, {
        method,
        body,
        redirect: 'manual',
        headers: { cookie: this.cookieHeader(), 'sec-fetch-dest': 'document' },
      });
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const i = pair?.indexOf('=') ?? -1;
        if (pair && i > 0) this.cookies.set(pair.slice(0, i), pair.slice(i + 1));
      }
      const location = res.headers.get('location');
      if (location && res.status >= 300 && res.status < 400 && init.redirect !== 'manual') {
        url = new URL(location, url).toString();
        method = 'GET';
        body = undefined;
        continue;
      }
      return { status: res.status, url, text: await res.text(), headers: res.headers };
    }
    throw new Error(`too many redirects from ${path}`);
  }

  async signIn(handle: string, password: string): Promise<void> {
    const r = await this.request('/login/login', { form: { handle, passwd: password, r: '/' } });
    if (r.text.includes('class="failure"')) throw new Error(`sign-in of ${handle} failed`);
  }
}
