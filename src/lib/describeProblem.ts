// A problem (PageData.problems, ScreenModel.problems) as one English line for developers: the console and
// the inspect CLI print these. Problems stay data everywhere else, so code decides on kinds, not on text.
import type { Problem } from '../model/pageData.ts';

/**
 * The spec's exact console message (docs/extraction.md › Problems) when a page assigns mashery.globals something
 * that is not a literal.
 */
export const GLOBALS_FUNCTION_MESSAGE = 'mashery.globals does not support functions.';

export function describeProblem(problem: Problem): string {
  switch (problem.kind) {
    case 'page-url-invalid':
      return `page URL "${problem.value}" is not an absolute http(s) URL; using ${problem.fallback}`;
    case 'not-a-portal-page':
      return 'no #page: not a portal page';
    case 'missing':
      return `no ${problem.what}`;
    case 'url-dropped':
      return `${problem.what}: ${problem.scheme} URL dropped`;
    case 'url-malformed':
      return `${problem.what}: malformed URL dropped`;
    case 'read-failed':
      return `${problem.what}: ${problem.message}`;
    case 'content-failed':
      return `content (${problem.contentType}): ${problem.message}`;
    case 'area-from-title':
      return problem.logo === 'empty'
        ? '#branding-logo is empty; area taken from the title'
        : 'no #branding-logo; area taken from the title';
    case 'username-ignored':
      return 'mashery_info names a user but the page is signed out; username ignored';
    case 'mashery-info-not-literal':
      return 'mashery_info: value is not a literal object; signed-in state taken from the page markup';
    case 'global-not-literal':
      return `${GLOBALS_FUNCTION_MESSAGE} globals: "${problem.name}" is not a boolean, number or string literal; skipped`;
    case 'page-info-unreadable':
      return 'page-info text is not ENABLED-PAGES-CURRENT-SEARCH; pagination off';
    case 'key-detail-count':
      return `key ${problem.key}: ${problem.count} dd values (expected 4 or 5); roles taken from the dt texts`;
    case 'init-charts-not-literal':
      return 'initCharts: arguments are not all literals';
    case 'application-unnamed':
      return `application ${problem.application}: no name (h3)`;
    case 'search-counts-unknown':
      return `search: ${problem.count} b elements in .result-info (expected 4); counts unknown`;
    case 'iodocs-schema-unnamed':
      return 'ioDocs: a schema script names no endpoint list; skipped';
    case 'iodocs-schema-invalid':
      return `ioDocs: schema of "${problem.list}" is not valid JSON; skipped`;
    case 'iodocs-list-unnamed':
      return `ioDocs: endpoint list ${problem.list} has no id`;
    case 'iodocs-keys-invalid':
      return `ioDocs: data-available-keys of API "${problem.api}" is not a JSON array; keys entered by hand`;
    case 'content-capped':
      return `the main region was cut (${problem.reasons.join(', ')}): too large to read and render in time`;
    case 'adapter-failed':
      return `adapter: ${problem.contentType}: ${problem.message}`;
  }
}
