// Script URLs of the hosted portal that the theme may load on demand (docs/runtime.md › Scripts and CSP).
// Pure data: the runtime's allow-list (runtime/scriptAllowList.ts) and the features that load them read it.

/**
 * The legacy scripts the hosted portal offers for its report, in load order
 * (docs/reporting.md › The portal's report scripts).
 */
export const LEGACY_REPORT_SCRIPTS = [
  'https://www.google.com/jsapi',
  '/public/Mashery/scripts/Mashery/source/underscore.js',
  '/public/Mashery/scripts/MasheryAdmin/Reports/config/defaults.js',
  '/public/Mashery/scripts/MasheryAdmin/Reports/config/packages/developer_drillin.js',
  '/public/Mashery/scripts/MasheryDeveloperReports.js',
] as const;

/** the charts loader (first of LEGACY_REPORT_SCRIPTS): an external host, blocked by a strict CSP or offline */
export const CHARTS_LOADER = LEGACY_REPORT_SCRIPTS[0];

/**
 * The reports script a key-activity page uses: "Key activity uses a path containing /key/key-activity/; other
 * key-activity pages use a different reports script" (docs/reporting.md › The portal's report scripts). The
 * reference names the developer reports (LEGACY_REPORT_SCRIPTS) for /key/key-activity/ paths and NO script for the
 * others, so for those there is none to load (null): the theme does not guess a URL.
 */
export function reportScriptsFor(pageUrl: string): readonly string[] | null {
  let path: string;
  try {
    path = new URL(pageUrl, 'https://portal.invalid/').pathname;
  } catch {
    return null;
  }
  return path.includes('/key/key-activity/') ? LEGACY_REPORT_SCRIPTS : null;
}

/** Google reCAPTCHA's API: reloaded on in-place pages with a reCAPTCHA element (docs/runtime.md › Enhancements) */
export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';

/** the vendor's I/O Docs helpers that exist on portal hosts */
export const IO_DOCS_HELPER_SCRIPTS = [
  '/public/Mashery/scripts/vendor/alpaca.min.js',
  '/public/Mashery/scripts/Mashery/ace/ace.js',
  '/public/Mashery/scripts/Mashery/beautify.js',
] as const;
