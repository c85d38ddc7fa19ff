// Trusted Types: the kit's one policy.
//
// Under a CSP with `require-trusted-types-for 'script'` the browser refuses plain strings at the
// injection sinks: `innerHTML` (ServerHtml), `DOMParser.parseFromString` (inert copies of pages, the
// sanitiser's own parse, highlighting) and `script.src` (assets on demand). Every such string passes
// through this policy, and the policy is created once, under one name, so a CSP can name it:
//
//   require-trusted-types-for 'script'; trusted-types portal-theme
//
// What each function may be given is narrow on purpose:
//   - trustedHtml: HTML that the sanitiser produced, or markup parsed into an inert DOMParser document
//     (never inserted as is; DOMParser documents run no scripts and load nothing);
//   - trustedScriptUrl: a URL on the script allow-list (the runtime installs its list at boot; until
//     then the policy accepts no script URL; the assets service checks the same list itself, with or
//     without Trusted Types).
// Without Trusted Types (most browsers today, or no such CSP) the strings pass through unchanged.

export const TRUSTED_TYPES_POLICY_NAME = 'portal-theme';

/** the subset of the TrustedTypePolicy interface the kit uses (lib.dom has no Trusted Types types yet) */
export interface ThemePolicy {
  createHTML(input: string): unknown;
  createScriptURL(input: string): unknown;
}

interface PolicyFactory {
  createPolicy(name: string, rules: { createHTML(input: string): string; createScriptURL(input: string): string }): ThemePolicy;
}

let policy: ThemePolicy | null | undefined;
let scriptUrlAllowed: (url: string) => boolean = () => false;

/** Installs the script-URL allow-list the policy enforces (the runtime does, at boot). */
export function setScriptUrlCheck(check: (url: string) => boolean): void {
  scriptUrlAllowed = check;
}

/** The policy, created on first use; null where the browser has no Trusted Types or refused the name. */
export function themePolicy(): ThemePolicy | null {
  if (policy !== undefined) return policy;
  policy = null;
  const factory = (globalThis as { trustedTypes?: Partial<PolicyFactory> }).trustedTypes;
  if (!factory || typeof factory.createPolicy !== 'function') return policy;
  try {
    policy = factory.createPolicy(TRUSTED_TYPES_POLICY_NAME, {
      createHTML: (input) => input,
      createScriptURL: (input) => {
        if (!scriptUrlAllowed(input)) throw new TypeError(`Script URL not on the theme's allow-list: ${input}`);
        return input;
      },
    });
  } catch (error) {
    // the CSP does not list the name: every sink then refuses plain strings, and says so in the console
    console.warn(`Trusted Types policy "${TRUSTED_TYPES_POLICY_NAME}" could not be created.`, error);
  }
  return policy;
}

/** HTML for a sink: the sanitiser's output, or markup parsed into an inert document (see above). */
export function trustedHtml(html: string): string {
  const current = themePolicy();
  return current ? (current.createHTML(html) as string) : html;
}

/**
 * A script URL for `script.src`, from a caller that has checked it (the assets service checks its
 * allow-list before it creates an element). Under Trusted Types the policy checks it again against the
 * installed list and throws when it is not there.
 */
export function trustedScriptUrl(url: string): string {
  const current = themePolicy();
  return current ? (current.createScriptURL(url) as string) : url;
}
