// The interactive docs console's keys and credentials on screen, as pure functions: the key picker's option
// labels (application and the key's last four characters, never the secret), and values masked for display (`••••` and the last four) — one value, or every credential in a
// text from the proxy's answer (the request URL and headers), as the code samples mask them.
import type { IoDocsKey, TextTemplate } from '../../model/screenModel.ts';
import { fillTextTemplate } from '../textTemplate.ts';

/** The last four characters of a key (the whole key when it is shorter). */
export const lastFour = (key: string): string => key.slice(-4);

/** A key picker option: `application · …1234` (from the label template); the secret is never part of it. */
export function keyOptionLabel(template: TextTemplate<'application' | 'last4'>, key: IoDocsKey): string {
  return fillTextTemplate(template, { application: key.application ?? '', last4: lastFour(key.key) }).replace(/^\s*·\s*/, '');
}

/** A value masked for display: bullets and its last four characters. */
export function maskValue(value: string): string {
  if (!value) return '';
  return value.length <= 4 ? '••••' : `••••${lastFour(value)}`;
}

/** query parameters whose values are credentials, whatever the user typed (`api_key=`, `access_token=` …) */
const SECRET_PARAM =
  /([?&;](?:api_?key|apikey|key|access_token|token|secret|api_?secret|sig|signature|password|passwd)=)([^&#;\s]+)/gi;

/**
 * Text from an answer (the request URL, request headers) with every credential masked like the samples
 * mask them: the values the user sent (as typed and URL-encoded) and the values of credential parameters.
 */
export function maskSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (!secret || secret.length < 4) continue;
    for (const form of new Set([secret, encodeURIComponent(secret)])) out = out.split(form).join(maskValue(secret));
  }
  return out.replace(SECRET_PARAM, (_all, name: string, value: string) =>
    value.startsWith('••••') ? `${name}${value}` : `${name}${maskValue(value)}`,
  );
}
