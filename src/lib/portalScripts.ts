// Script URLs of the hosted portal that the theme may load on demand (server-markup.md §1.4, spec §7).
// Pure data: the runtime's allow-list (runtime/scriptAllowList.ts) and the features that load them read it.

/** The legacy scripts the hosted portal offers for its report (server-markup §1.4, spec §7), in load order. */
export const LEGACY_REPORT_SCRIPTS = [
  'https://www.google.com/jsapi',
  '/public/Mashery/scripts/Mashery/source/underscore.js',
  '/public/Mashery/scripts/MasheryAdmin/Reports/config/defaults.js',
  '/public/Mashery/scripts/MasheryAdmin/Reports/config/packages/developer_drillin.js',
  '/public/Mashery/scripts/MasheryDeveloperReports.js',
] as const;

/** Google reCAPTCHA's API: reloaded on in-place pages that carry a reCAPTCHA element (spec §7) */
export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';

/** the vendor's I/O Docs helpers that exist on portal hosts (server-markup.md §1.4) */
export const IO_DOCS_HELPER_SCRIPTS = [
  '/public/Mashery/scripts/vendor/alpaca.min.js',
  '/public/Mashery/scripts/Mashery/ace/ace.js',
  '/public/Mashery/scripts/Mashery/beautify.js',
] as const;
