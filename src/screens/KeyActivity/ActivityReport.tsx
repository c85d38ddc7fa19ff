// The report part of the key-activity screen: the date selector, the period, and the charts (calls
// over time; breakdowns by method / response, or the series totals) — each chart with its text summary
// and a table alternative — or the legacy container the portal's own scripts draw into.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Stack, Inline } from '../../components/Box/index.ts';
import { Button } from '../../components/Button/index.ts';
import { BarChart, type CategoryDatum } from '../../components/BarChart/index.ts';
import { TimeSeriesChart, type TimeSeries } from '../../components/TimeSeriesChart/index.ts';
import { FormField } from '../../components/FormField/index.ts';
import { Heading } from '../../components/Heading/index.ts';
import { Notice } from '../../components/Notice/index.ts';
import { Select } from '../../components/Select/index.ts';
import { Skeleton } from '../../components/Skeleton/index.ts';
import { Text } from '../../components/Text/index.ts';
import { TextInput } from '../../components/TextInput/index.ts';
import { VisuallyHidden } from '../../components/VisuallyHidden/index.ts';
import { groupSeriesByScale, isEmptyReport } from '../../lib/reportData.ts';
import { LEGACY_DETAIL_IDS, selectionOf } from '../../lib/reportSource.ts';
import { fillTextTemplate } from '../../lib/textTemplate.ts';
import type {
  ExpandedLabels,
  FormModel,
  KeyActivityScreen,
  ReportData,
  ReportTab,
  ReportTexts,
} from '../../model/screenModel.ts';
import { usePortalServices } from '../services.ts';
import { useActivityReport } from './useActivityReport.ts';
import * as styles from './KeyActivity.css.ts';
import { useUniqueId } from '../../components/UniqueId/index.ts';
import { useAbsoluteUrl } from '../../components/Link/index.ts';

type ReportLabels = ExpandedLabels['keyActivity'];

export interface ActivityReportProps {
  screen: Pick<KeyActivityScreen, 'init' | 'report' | 'reportTexts' | 'dateSelector' | 'chartIds' | 'reportTabs'>;
  /** the page URL (model.url) */
  url: string;
  labels: ReportLabels;
  chartLabels: ExpandedLabels['components']['chart'];
  requiredLabel: string;
  /** BCP 47 locale for dates and numbers (default: the browser's) */
  locale?: string;
}

/** A date formatter for report dates (yyyy-mm-dd are days in the report's zone, not the browser's). */
function useFormatters(locale: string | undefined, timezone: string | null) {
  return useMemo(() => {
    const make = (options: Intl.DateTimeFormatOptions) => {
      try {
        return new Intl.DateTimeFormat(locale, { ...options, timeZone: timezone ?? 'UTC' });
      } catch {
        return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
      }
    };
    const day = make({ dateStyle: 'medium' });
    const shortDay = make({ month: 'short', day: 'numeric' });
    const number = new Intl.NumberFormat(locale);
    return {
      date: (d: Date) => day.format(d),
      /** without the year, for charts whose dates all fall in one year (the period line names it) */
      shortDate: (d: Date) => shortDay.format(d),
      dateText: (s: string | null) => {
        if (!s) return null;
        const t = Date.parse(s);
        return Number.isNaN(t) ? null : day.format(new Date(t));
      },
      number: (n: number) => number.format(n),
    };
  }, [locale, timezone]);
}

/** Joins names as the locale does ("A, B and C"). */
function listFormat(locale: string | undefined): (items: string[]) => string {
  try {
    const f = new Intl.ListFormat(locale, { type: 'conjunction' });
    return (items) => f.format(items);
  } catch {
    const f = new Intl.ListFormat(undefined, { type: 'conjunction' });
    return (items) => f.format(items);
  }
}

const KNOWN_SERIES = ['calls', 'blocked', 'errors'] as const;

function seriesLabel(id: string, own: string | null, labels: ReportLabels): string {
  return (KNOWN_SERIES as readonly string[]).includes(id) ? labels[id as (typeof KNOWN_SERIES)[number]] : (own ?? id);
}

function breakdownTitle(id: string, own: string | null, labels: ReportLabels): string {
  if (id === 'method') return labels.callsByMethod;
  if (id === 'response' || id === 'status' || id === 'code') return labels.callsByResponse;
  return own ?? id;
}

function categoryColumn(id: string, labels: ReportLabels): string {
  if (id === 'method') return labels.method;
  if (id === 'response' || id === 'status' || id === 'code') return labels.response;
  return labels.category;
}

/** The date selector: the server's GET form re-rendered; submitting it loads the selected period. */
function DateSelector({
  form,
  labels,
  requiredLabel,
  onSelect,
}: {
  form: FormModel;
  labels: ReportLabels;
  requiredLabel: string;
  /** returns true when it handled the selection (else the form submits natively) */
  onSelect: (selection: Record<string, string>) => boolean;
}) {
  const absolute = useAbsoluteUrl();
  const prefix = useUniqueId().replace(/:/g, '');
  const [values, setValues] = useState<Record<string, string>>(() => selectionOf(form));
  const submitLabel = form.submit?.label?.trim() || labels.apply;
  const fields = form.fields.filter((f) => f.name && f.type !== 'checkbox' && f.type !== 'radio' && f.type !== 'file');

  // a change only edits the selection; the form's button applies it (one load per Update, and no change of
  // context on input: WCAG 3.2.2)
  const change = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (onSelect(values)) event.preventDefault();
  };

  return (
    <form
      className={styles.dateForm}
      method={form.method}
      action={absolute(form.action)}
      aria-label={labels.dateRange}
      onSubmit={submit}
    >
      <Inline space="sm" alignY="bottom">
        {form.hidden.map((h) => (
          <input key={h.name} type="hidden" name={h.name} value={h.value} />
        ))}
        {fields.map((f) => (
          <FormField
            key={f.name}
            controlId={`${prefix}-${f.name.replace(/[^\w-]/g, '_')}`}
            label={f.label?.trim() || labels.dateRange}
            required={f.required}
            labels={{ required: requiredLabel }}
          >
            {f.type === 'select' ? (
              <Select
                name={f.name}
                value={values[f.name] ?? ''}
                options={f.options.map((o) => ({ label: o.label, value: o.value }))}
                onChange={(e) => change(f.name, e.currentTarget.value)}
              />
            ) : (
              <TextInput
                name={f.name}
                type={f.type === 'date' ? 'date' : 'text'}
                value={values[f.name] ?? ''}
                onChange={(e) => change(f.name, e.currentTarget.value)}
              />
            )}
          </FormField>
        ))}
        <Button type="submit" variant="soft" tone="neutral">
          {submitLabel}
        </Button>
      </Inline>
    </form>
  );
}

function Charts({
  data,
  labels,
  texts,
  chartLabels,
  locale,
}: {
  data: ReportData;
  labels: ReportLabels;
  texts: ReportTexts;
  chartLabels: ActivityReportProps['chartLabels'];
  locale?: string;
}) {
  const fmt = useFormatters(locale, data.timezone);
  const series: TimeSeries[] = useMemo(
    () =>
      data.series.map((s) => ({
        id: s.id,
        label: seriesLabel(s.id, s.label, labels),
        points: s.points.map((p) => ({ x: p.date, y: p.value })),
      })),
    [data, labels],
  );
  // the period line names the year: within one year the axis and table dates leave it out
  const years = new Set(data.series.flatMap((s) => s.points.map((p) => p.date.slice(0, 4))));
  const chartDate = years.size === 1 && data.from && data.to ? fmt.shortDate : fmt.date;
  const frameLabels = {
    showTable: labels.showTable || chartLabels.showTable,
    showChart: labels.showChart || chartLabels.showChart,
    empty: labels.noData || chartLabels.noData,
  };

  const totals: CategoryDatum[] = data.series.map((s) => ({
    label: seriesLabel(s.id, s.label, labels),
    value: s.points.reduce((a, p) => a + p.value, 0),
  }));
  const callsTotal = totals[data.series.findIndex((s) => s.id === 'calls')]?.value ?? totals.reduce((a, d) => a + d.value, 0);

  // series too small to read on the calls axis get a chart (and scale) of their own
  const groups = groupSeriesByScale(data.series).map((g) => g.map((s) => series[data.series.indexOf(s)]!));
  const list = listFormat(locale);

  return (
    <Stack space="xl">
      {groups.map((group, gi) => {
        const hasCalls = group.some((s) => s.id === 'calls');
        const main = gi === 0 || hasCalls;
        return (
          <TimeSeriesChart
            key={group.map((s) => s.id).join(' ')}
            title={
              main ? labels.callsOverTime : fillTextTemplate(texts.seriesOverTime, { series: list(group.map((s) => s.label)) })
            }
            titleAs="h3"
            series={group}
            variant="line"
            formatDate={chartDate}
            formatValue={fmt.number}
            locale={locale}
            labels={{ ...frameLabels, dateColumn: labels.date, loading: labels.loading, keyboardHint: labels.keyboardHint }}
            summary={(info) => {
              if (!main)
                return info.series
                  .map((s) =>
                    fillTextTemplate(texts.seriesSummary, {
                      series: s.label,
                      total: fmt.number(s.total),
                      peak: fmt.number(s.peak?.y ?? 0),
                      peakDate: s.peak ? fmt.date(s.peak.x) : '',
                    }),
                  )
                  .join(' ');
              const first = info.series.find((s) => s.id === 'calls') ?? info.series[0];
              return fillTextTemplate(texts.summary, {
                total: fmt.number(first?.total ?? info.total),
                peak: first?.peak ? fmt.number(first.peak.y) : fmt.number(0),
                peakDate: first?.peak ? fmt.date(first.peak.x) : '',
              });
            }}
          />
        );
      })}
      {data.breakdowns.map((b) => (
        <BarChart
          key={b.id}
          title={breakdownTitle(b.id, b.label, labels)}
          titleAs="h3"
          data={b.items}
          multicolor
          formatValue={fmt.number}
          locale={locale}
          labels={{
            ...frameLabels,
            categoryColumn: categoryColumn(b.id, labels),
            valueColumn: labels.calls,
            loading: labels.loading,
            keyboardHint: labels.keyboardHint,
          }}
          summary={(info) =>
            fillTextTemplate(texts.breakdownSummary, {
              total: fmt.number(info.total),
              peak: info.peak?.label ?? '',
              peakValue: info.peak ? fmt.number(info.peak.value) : '',
            })
          }
        />
      ))}
      {data.breakdowns.length === 0 && totals.length > 1 ? (
        <BarChart
          title={labels.totals}
          titleAs="h3"
          data={totals}
          multicolor
          formatValue={fmt.number}
          locale={locale}
          labels={{
            ...frameLabels,
            categoryColumn: labels.category,
            valueColumn: labels.calls,
            loading: labels.loading,
            keyboardHint: labels.keyboardHint,
          }}
          summary={() => fillTextTemplate(texts.totalsSummary, { total: fmt.number(callsTotal) })}
        />
      ) : null}
    </Stack>
  );
}

/**
 * The report's tab list as the portal printed it (`ul.nav`, `li.active`, `li.options`), themed: links the
 * portal's scripts handle (same-page fragments such as `#calls`) or that load another page. The active view
 * is marked with aria-current; a click on a fragment tab makes it the active one.
 */
function ReportTabs({ tabs, labels }: { tabs: ReportTab[]; labels: ReportLabels }) {
  const absolute = useAbsoluteUrl();
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      tabs.findIndex((t) => t.active && !t.option),
    ),
  );
  return (
    <nav aria-label={labels.reportViews}>
      <ul className={`nav ${styles.tabs}`}>
        {tabs.map((t, i) => {
          const current = !t.option && i === active;
          return (
            <li
              key={`${t.url} ${t.label}`}
              className={[current ? 'active' : '', t.option ? 'options' : ''].join(' ').trim() || undefined}
            >
              <a
                // a same-page tab keeps its fragment as printed: the portal's report scripts find it by
                // `ul.nav a[href="#<name>"]` (docs/reporting.md); every other tab is absolute
                href={t.fragment ?? absolute(t.url)}
                className={t.option ? styles.option : styles.tab}
                aria-current={current ? 'true' : undefined}
                onClick={t.fragment && !t.option ? () => setActive(i) : undefined}
              >
                {t.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The themed frame the portal's report scripts draw into: the report tabs, the chart ids the server printed
 * and the detail-table ids its scripts fill, so `initCharts(…)` finds its targets. Keyed by the page's call:
 * every report gets fresh elements.
 */
function LegacyContainer({
  chartIds,
  tabs,
  labels,
  drawn,
  onMounted,
}: {
  chartIds: string[];
  tabs: ReportTab[];
  labels: ReportLabels;
  drawn: boolean;
  /** runs the portal's report once the frame's elements are in the document */
  onMounted: () => Promise<void>;
}) {
  const ids = chartIds.length ? chartIds : ['chart_calls'];
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void onMounted();
  }, [onMounted]);
  return (
    <Stack
      space="md"
      className={`main ${styles.legacy}`}
      data-legacy-report={drawn ? 'drawn' : 'loading'}
      aria-busy={drawn ? undefined : true}
    >
      <Text as="p" tone="muted" size="sm">
        {labels.legacy}
      </Text>
      {tabs.length ? <ReportTabs tabs={tabs} labels={labels} /> : null}
      <div className={`reports ${styles.legacyCharts}`}>
        {ids.map((id) => (
          <div key={id} className="report">
            <div id={id} className={`chart ${styles.legacyChart}`} />
          </div>
        ))}
      </div>
      <div id="detailTables_container" className={styles.legacyTables}>
        {LEGACY_DETAIL_IDS.map((id) => (
          <div key={id} id={id} />
        ))}
      </div>
    </Stack>
  );
}

export function ActivityReport({ screen, url, labels, chartLabels, requiredLabel, locale }: ActivityReportProps) {
  const services = usePortalServices();
  const report = useActivityReport({
    init: screen.init,
    report: screen.report,
    url,
    dateSelector: screen.dateSelector,
    services,
  });
  const { view } = report;
  const headingId = useUniqueId();
  const data = view.kind === 'ready' ? view.data : null;
  const fmt = useFormatters(locale, data?.timezone ?? report.config.timezone);
  const from = fmt.dateText(data ? data.from : report.config.from);
  const to = fmt.dateText(data ? data.to : report.config.to);
  const timezone = data?.timezone ?? report.config.timezone;

  const status =
    view.kind === 'loading'
      ? labels.loading
      : view.kind === 'ready' && view.updating
        ? labels.updating
        : view.kind === 'legacy' && view.phase === 'loading'
          ? labels.loading
          : '';

  return (
    <Stack as="section" space="lg" aria-labelledby={headingId} aria-busy={status ? true : undefined}>
      <Heading level={2} size="xl" id={headingId}>
        {labels.report}
      </Heading>
      {screen.dateSelector ? (
        <DateSelector form={screen.dateSelector} labels={labels} requiredLabel={requiredLabel} onSelect={report.select} />
      ) : null}
      {from && to && view.kind !== 'legacy' ? (
        <Text as="p" tone="muted" data-testid="report-period">
          {fillTextTemplate(screen.reportTexts.period, { from, to })}
          {timezone ? ` ${fillTextTemplate(screen.reportTexts.timezone, { timezone })}` : ''}
        </Text>
      ) : null}
      <VisuallyHidden role="status" aria-live="polite">
        {status}
      </VisuallyHidden>
      {view.kind === 'loading' ? (
        <Stack space="md" aria-hidden="true">
          <Skeleton shape="block" className={styles.chartSkeleton} />
          <Skeleton shape="block" className={styles.barSkeleton} />
        </Stack>
      ) : null}
      {view.kind === 'ready' && isEmptyReport(view.data) ? <Notice tone="info" messages={[labels.noData]} /> : null}
      {view.kind === 'ready' && !isEmptyReport(view.data) ? (
        <div className={view.updating ? styles.updating : undefined}>
          <Charts data={view.data} labels={labels} texts={screen.reportTexts} chartLabels={chartLabels} locale={locale} />
        </div>
      ) : null}
      {view.kind === 'legacy' ? (
        <LegacyContainer
          key={screen.init?.call ?? url}
          chartIds={screen.chartIds}
          tabs={screen.reportTabs}
          labels={labels}
          drawn={view.phase === 'drawn'}
          onMounted={report.drawLegacy}
        />
      ) : null}
      {view.kind === 'unavailable' ? (
        <Notice
          tone="caution"
          messages={[report.config.legacyArgs && !report.config.legacyScripts ? labels.otherReport : labels.unavailable]}
        />
      ) : null}
    </Stack>
  );
}
