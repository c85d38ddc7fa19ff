// Screen builder of key activity (keys content group): the key details of the other key pages, and the
// report the page describes — its configuration read from the page's initCharts(…) call (../reportConfig.ts,
// with the series a page may embed) and the report's sentences split for the numbers the screen fills in.
// A module of its own (../lazy.ts) so the keys group's other pages do not load the report reading.
import type { KeyActivityScreen } from '../../model/screenModel.ts';
import { textTemplate } from '../labels.ts';
import { readReportConfig } from '../reportConfig.ts';
import { form, type Builders, type ScreenInput } from './helpers.ts';
import { keyFieldLabels, namedKeyDetail } from './keys.ts';

/** The path of a URL ('' when it cannot be read). */
function pathOfPage(pageUrl: string): string {
  try {
    return new URL(pageUrl).pathname;
  } catch {
    return '';
  }
}

function keyActivity(input: ScreenInput<'keyActivity'>): KeyActivityScreen {
  const c = input.content;
  // its key and secret buttons named as on the other key pages ('Copy key for …', 'Copy secret for …'):
  // two buttons both named 'Copy' sat side by side (issue 34, accessible names unique among siblings)
  const detail = namedKeyDetail(input, c.detail);
  const screen = form(input, c);
  const path = pathOfPage(input.url);
  const l = input.labels.keyActivity;
  return {
    ...screen,
    // the report's tab anchors on this page are not actions worth offering
    links: screen.links.filter((link) => !(link.url.includes('#') && link.url.split('#')[0] === path)),
    detail,
    subheading: detail?.api ?? null,
    fieldLabels: keyFieldLabels(input, l),
    dateSelector: c.dateSelector,
    dateSelectorHtml: !c.dateSelector && c.dateSelectorHtml ? { html: c.dateSelectorHtml } : null,
    init: c.init,
    report: readReportConfig(c.init, input.url),
    reportTexts: {
      period: textTemplate(l.period, input.values, ['from', 'to']),
      timezone: textTemplate(l.timezone, input.values, ['timezone']),
      summary: textTemplate(l.summary, input.values, ['total', 'peak', 'peakDate']),
      breakdownSummary: textTemplate(l.breakdownSummary, input.values, ['total', 'peak', 'peakValue']),
      totalsSummary: textTemplate(l.totalsSummary, input.values, ['total']),
      seriesOverTime: textTemplate(l.seriesOverTime, input.values, ['series']),
      seriesSummary: textTemplate(l.seriesSummary, input.values, ['series', 'total', 'peak', 'peakDate']),
    },
    chartIds: c.chartIds,
    reportTabs: c.reportTabs,
  };
}

export const keyActivityBuilders = {
  keyActivity,
} satisfies Partial<Builders>;
