// What the console's parts share (the composition, IoDocsConsole.tsx, and its panels beside this file): the
// preferences it remembers (the samples' language; each API's base URL, learned from an answer's
// requestUri), each method's key and its name in the URL (?method=<slug>), and the password inputs' labels.
import type { ExpandedLabels, IoDocsApi } from '../../../model/screenModel.ts';
import { SAMPLE_LANGUAGES, type SampleLanguage } from '../../../lib/ioDocs/samples.ts';

export const SAMPLE_PREFERENCE = 'iodocs.sampleLanguage';
/** + API id: the API's base URL learned from an answer's requestUri */
export const BASE_PREFERENCE = 'iodocs.baseUrl.';
export const isHttpBase = (b: string | null): b is string => !!b && /^https?:\/\/[^/?#\s]+/i.test(b);

export const asLanguage = (v: string | null | undefined): SampleLanguage | null =>
  (SAMPLE_LANGUAGES as readonly string[]).includes(v ?? '') ? (v as SampleLanguage) : null;

export const methodKey = (api: string, endpoint: number, method: number) => `${api}-${endpoint}-${method}`;

/**
 * Each method's name in the URL (?method=<slug>): its HTTP method and URI, e.g. `get-forecast-daily`
 * (`-2`, `-3` … when two methods would share one), by method key.
 */
export function methodSlugs(api: IoDocsApi, apiId: string): Map<string, string> {
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

/** the show and hide labels of the console's password inputs (the credentials, an access_token parameter) */
export function passwordLabels(labels: ExpandedLabels) {
  const p = labels.components.passwordInput;
  return { show: p.show, hide: p.hide };
}
