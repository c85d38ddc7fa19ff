// Issue 13, break 7 ("half-styled plan table"): the register / edit application page's plans table comes
// from the server without header cells — its first row ("API | Plan | Limits") looked like a row of data.
// The extractor turns such a row into a <thead> of <th scope="col">; tables whose first row is data keep it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractPage } from '../index.ts';
import { promoteHeaderRows } from './common.ts';
import { parseHtml } from '../../../test/extract/parse.ts';

const PLANS =
  '<table><tbody><tr><td>API</td><td>Plan</td><td>Limits</td></tr>' +
  '<tr><td>Weather API</td><td>Basic</td><td>2 calls per second, 5,000 calls per day</td></tr>' +
  '<tr><td>Maps API</td><td>Standard</td><td>5 calls per second, 10,000 calls per day</td></tr></tbody></table>';

function promoted(tableHtml: string): string {
  const doc = parseHtml(`<div id="root">${tableHtml}</div>`);
  const root = doc.getElementById('root')!;
  promoteHeaderRows(root);
  return root.innerHTML;
}

describe('promoteHeaderRows', () => {
  it('a first row of column names becomes the header row', () => {
    const html = promoted(PLANS);
    expect(html).toContain(
      '<thead><tr><th scope="col">API</th><th scope="col">Plan</th><th scope="col">Limits</th></tr></thead>',
    );
    expect(html).not.toContain('<td>API</td>');
    expect(html).toContain('<td>Weather API</td>');
  });

  it.each([
    [
      'a limits table (the first row is data: it has a figure)',
      '<table><tr><td>Calls per second</td><td>2</td></tr><tr><td>Calls per day</td><td>5,000</td></tr></table>',
    ],
    ['a table with header cells', '<table><tr><th>API</th><th>Plan</th></tr><tr><td>Weather API</td><td>Basic</td></tr></table>'],
    ['one row only', '<table><tr><td>API</td><td>Plan</td></tr></table>'],
    ['rows of different widths', '<table><tr><td>API</td><td>Plan</td></tr><tr><td>Weather API</td></tr></table>'],
    [
      'markup in the first row',
      '<table><tr><td><a href="/x">API</a></td><td>Plan</td></tr><tr><td>a</td><td>b</td></tr></table>',
    ],
  ])('leaves %s as it is', (_, html) => {
    expect(promoted(html)).not.toContain('<th scope="col">');
  });
});

describe('register an application: the plans table has a header row', () => {
  it("the simulated portal's page", () => {
    const fixture = readFileSync(join(import.meta.dirname, '../../../fixtures/pages/appRegister.html'), 'utf8');
    // the simulated portal writes the plans table after the form (fixtures/portal)
    const at = fixture.indexOf('</form>', fixture.indexOf('id="application-edit"'));
    const page = `${fixture.slice(0, at)}</form>${PLANS}${fixture.slice(at + '</form>'.length)}`;
    const data = extractPage(parseHtml(page), 'https://portal.invalid/apps/register');
    expect(data.contentType).toBe('appRegister');
    const mainHtml = (data.content as { mainHtml: string | null }).mainHtml ?? '';
    expect(mainHtml).toContain('<th scope="col">Limits</th>');
    // the server's own table in the fixture starts with data and stays as it is
    expect(mainHtml).toContain('<td>Weather API — Basic</td>');
  });
});
