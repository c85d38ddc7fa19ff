// Key activity (src/adapter/builders/keyActivity.ts): the key's details as on the other key pages, the links
// without the report's own tab anchors, the date selector, the report configuration and its texts.
import { describe, expect, it } from 'vitest';
import type { KeyActivityContent } from '../../model/pageData.ts';
import type { Settings } from '../../model/settings.ts';
import { adapt } from '../index.ts';
import { readReportConfig } from '../reportConfig.ts';
import { keyActivityBuilders } from './keyActivity.ts';
import { env, formModel, ORIGIN, pageData, settings, signedIn, screenInput } from '../../../test/adapter/factories.ts';

const PATH = '/key/key-activity/k1';

const activity = (content: Partial<KeyActivityContent> = {}, s: Partial<Settings> = {}, path = PATH) => {
  const m = adapt(pageData('keyActivity', { context: signedIn(), content }), settings(s), env(path));
  expect(m.degraded).toBe(false);
  return m.screen;
};

const detail = {
  api: 'Weather API',
  application: 'Storm Tracker',
  key: 'k1',
  secret: null,
  status: 'active',
  created: null,
  limits: [],
};

describe('keyActivity', () => {
  it('the key with its buttons named, its API as subheading, its field labels (keyActivity)', () => {
    const s = activity({ detail }, { labels: { keyActivity: { application: 'App', limits: 'Quotas' } } });
    expect(s.detail).toMatchObject({ key: 'k1', names: { copyKey: 'Copy key for Storm Tracker' } });
    expect(s.subheading).toBe('Weather API');
    expect(s.fieldLabels).toEqual({
      api: 'API',
      application: 'App',
      key: 'Key',
      secret: 'Secret',
      status: 'Status',
      created: 'Created',
      limits: 'Quotas',
    });
    const none = activity();
    expect([none.detail, none.subheading]).toEqual([null, null]);
  });

  it("drops the links to this page's own anchors (the report tabs), keeps the others", () => {
    const s = activity({
      links: [
        { label: 'Calls', url: `${PATH}#calls` },
        { label: 'Methods', url: `${ORIGIN}${PATH}#methods` },
        { label: 'Other key', url: '/key/key-activity/k2#calls' },
        { label: 'My Keys', url: '/apps/mykeys' },
        { label: 'This page', url: PATH },
      ],
    });
    expect(s.links).toEqual([
      { label: 'Methods', url: `${ORIGIN}${PATH}#methods` },
      { label: 'Other key', url: '/key/key-activity/k2#calls' },
      { label: 'My Keys', url: '/apps/mykeys' },
      { label: 'This page', url: PATH },
    ]);
  });

  it('a page URL that cannot be read has no path: only bare anchors are dropped', () => {
    const input = screenInput(
      pageData('keyActivity', {
        context: signedIn(),
        content: {
          links: [
            { label: 'Calls', url: '#calls' },
            { label: 'Report', url: `${PATH}#calls` },
          ],
        },
      }),
      settings(),
      env(PATH),
    );
    expect(keyActivityBuilders.keyActivity({ ...input, url: PATH }).links).toEqual([{ label: 'Report', url: `${PATH}#calls` }]);
  });

  it("the date selector: the server's form, else its markup (only without a form)", () => {
    const form = formModel({ action: PATH, method: 'get' });
    expect(activity({ dateSelector: form, dateSelectorHtml: '<form>x</form>' })).toMatchObject({
      dateSelector: form,
      dateSelectorHtml: null,
    });
    expect(activity({ dateSelector: null, dateSelectorHtml: '<div>from … to …</div>' })).toMatchObject({
      dateSelector: null,
      dateSelectorHtml: { html: '<div>from … to …</div>' },
    });
    expect(activity({ dateSelector: null, dateSelectorHtml: '' }).dateSelectorHtml).toBeNull();
  });

  it('the report read from the initCharts call, the chart ids and report tabs as the page has them', () => {
    const init = { call: "initCharts('k1', '2026-03-01', '2026-03-14')", args: ['k1', '2026-03-01', '2026-03-14'] };
    const tabs = [{ label: 'Calls', url: `${ORIGIN}${PATH}#calls`, fragment: '#calls', active: true, option: false }];
    const s = activity({ init, chartIds: ['chart1'], reportTabs: tabs });
    expect(s.init).toEqual(init);
    expect(s.report).toEqual(readReportConfig(init, `${ORIGIN}${PATH}`));
    expect(s.report).toMatchObject({ key: 'k1', from: '2026-03-01', to: '2026-03-14' });
    expect([s.chartIds, s.reportTabs]).toEqual([['chart1'], tabs]);
    expect(activity().report).toMatchObject({ key: null, from: null, to: null, legacyArgs: null });
  });

  it('the report sentences, split at the numbers the screen fills in', () => {
    expect(activity().reportTexts).toEqual({
      period: ['From ', { slot: 'from' }, ' to ', { slot: 'to' }, '.'],
      timezone: ['Times are in ', { slot: 'timezone' }, '.'],
      summary: [
        { slot: 'total' },
        ' calls in total; the busiest day was ',
        { slot: 'peakDate' },
        ' with ',
        { slot: 'peak' },
        ' calls.',
      ],
      breakdownSummary: [
        { slot: 'total' },
        ' calls in total; the most were ',
        { slot: 'peak' },
        ' (',
        { slot: 'peakValue' },
        ').',
      ],
      totalsSummary: [{ slot: 'total' }, ' calls in the period.'],
      seriesOverTime: [{ slot: 'series' }, ' over time'],
      seriesSummary: [
        { slot: 'series' },
        ': ',
        { slot: 'total' },
        ' in total, at most ',
        { slot: 'peak' },
        ' on ',
        { slot: 'peakDate' },
        '.',
      ],
    });
  });
});
