// The quick-search service reads the portal's own search page with the search extractor; its summaries
// reach the dialog without raw Markdown, as on the Search screen (issue 13: the dialog showed "```bash
// curl …```", "`Free`" and "## 2026-10" while the Search page did not).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractPage } from '../extract/index.ts';
import { searchPage } from './quickSearch.ts';

const page = readFileSync(join(process.cwd(), 'fixtures/pages/search.results.html'), 'utf8').replace(
  'Result 51: the <strong>forecast</strong> endpoint returns hourly data.',
  'rst call ```bash curl "https://api.acme.example/weather/v1/<strong>forecast</strong>/daily" ``` ## 2026-11 - Search API: new `Free` plan.',
);
const fetchFn = (url: string) =>
  Promise.resolve(
    Object.defineProperty(new Response(page, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } }), 'url', {
      value: url,
    }),
  );

describe('quick search: searchPage', () => {
  it('returns the search page’s results with summaries as text (no code fences, heading or code marks)', async () => {
    const answer = await searchPage(fetchFn, extractPage, 'http://localhost/search?q=forecast', new AbortController().signal);
    expect(answer.total).toBe(1234);
    expect(answer.hits[0]!.summary).toBe(
      'rst call curl "https://api.acme.example/weather/v1/forecast/daily" 2026-11 - Search API: new Free plan.',
    );
    expect(answer.hits[0]!.matches).toContain('forecast');
    expect(answer.hits[1]!.summary).toBe('Result 52: the forecast endpoint returns hourly data.');
  });
});
