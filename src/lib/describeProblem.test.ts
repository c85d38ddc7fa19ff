// describeProblem (src/lib/describeProblem.ts): every problem kind as the English line developers read in
// the console and the inspect CLI (the same wording extraction used when problems were strings).
import { describe, expect, it } from 'vitest';
import { describeProblem, GLOBALS_FUNCTION_MESSAGE } from './describeProblem.ts';
import { problemSchema, type Problem } from '../model/pageData.ts';

const lines: [Problem, string][] = [
  [
    { kind: 'page-url-invalid', value: 'not a url', fallback: 'https://portal.invalid/' },
    'page URL "not a url" is not an absolute http(s) URL; using https://portal.invalid/',
  ],
  [{ kind: 'not-a-portal-page' }, 'no #page: not a portal page'],
  [{ kind: 'missing', what: '#main h1.first' }, 'no #main h1.first'],
  [{ kind: 'url-dropped', what: 'website link', scheme: 'data:' }, 'website link: data: URL dropped'],
  [{ kind: 'url-malformed', what: 'nav link' }, 'nav link: malformed URL dropped'],
  [{ kind: 'read-failed', what: 'key 2', message: 'boom' }, 'key 2: boom'],
  [{ kind: 'content-failed', contentType: 'accountKeys', message: 'flaky DOM' }, 'content (accountKeys): flaky DOM'],
  [{ kind: 'area-from-title', logo: 'missing' }, 'no #branding-logo; area taken from the title'],
  [{ kind: 'area-from-title', logo: 'empty' }, '#branding-logo is empty; area taken from the title'],
  [{ kind: 'username-ignored' }, 'mashery_info names a user but the page is signed out; username ignored'],
  [
    { kind: 'mashery-info-not-literal' },
    'mashery_info: value is not a literal object; signed-in state taken from the page markup',
  ],
  [
    { kind: 'global-not-literal', name: 'onReady' },
    'mashery.globals does not support functions. globals: "onReady" is not a boolean, number or string literal; skipped',
  ],
  [{ kind: 'page-info-unreadable' }, 'page-info text is not ENABLED-PAGES-CURRENT-SEARCH; pagination off'],
  [{ kind: 'key-detail-count', key: 2, count: 3 }, 'key 2: 3 dd values (expected 4 or 5); roles taken from the dt texts'],
  [{ kind: 'init-charts-not-literal' }, 'initCharts: arguments are not all literals'],
  [{ kind: 'application-unnamed', application: 1 }, 'application 1: no name (h3)'],
  [{ kind: 'search-counts-unknown', count: 3 }, 'search: 3 b elements in .result-info (expected 4); counts unknown'],
  [{ kind: 'iodocs-schema-unnamed' }, 'ioDocs: a schema script names no endpoint list; skipped'],
  [{ kind: 'iodocs-schema-invalid', list: 'apiId714' }, 'ioDocs: schema of "apiId714" is not valid JSON; skipped'],
  [{ kind: 'iodocs-list-unnamed', list: 2 }, 'ioDocs: endpoint list 2 has no id'],
  [
    { kind: 'iodocs-keys-invalid', api: '713' },
    'ioDocs: data-available-keys of API "713" is not a JSON array; keys entered by hand',
  ],
  [
    { kind: 'content-capped', reasons: ['elements', 'depth'] },
    'the main region was cut (elements, depth): too large to read and render in time',
  ],
  [{ kind: 'adapter-failed', contentType: 'keyDelete', message: 'no detail' }, 'adapter: keyDelete: no detail'],
];

describe('describeProblem', () => {
  it.each(lines)('%j', (problem, line) => {
    expect(problemSchema.safeParse(problem).success).toBe(true);
    expect(describeProblem(problem)).toBe(line);
  });

  it('covers every kind of the schema', () => {
    const kinds = problemSchema.def.options.map((option) => option.shape.kind.def.values[0]);
    expect(new Set(lines.map(([problem]) => problem.kind))).toEqual(new Set(kinds));
  });

  it('keeps the spec text the runtime logs for a non-literal global', () => {
    expect(GLOBALS_FUNCTION_MESSAGE).toBe('mashery.globals does not support functions.');
  });
});
