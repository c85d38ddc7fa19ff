// Key activity (spec §2): the key's application, key, secret, status, created date and limits, then
// the activity report — a date selector and visx charts (calls over time, a breakdown), each with a
// table alternative and a text summary. The data comes through the ReportSource (reportSource.ts);
// when it cannot be had, the portal's own report scripts draw into a container instead.
import { lazy, Suspense, useId } from 'react';
import { Stack } from '../../components/Box/index.ts';
import { Heading } from '../../components/Heading/index.ts';
import { Link } from '../../components/Link/index.ts';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder/index.ts';
import type { ScreenComponentProps } from '../../adapter/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import { KeyDetails, ServerNotices, accountStyles } from '../AccountParts/index.ts';

// The report (date selector, data source, charts, tables: most of this screen's code) is its own chunk,
// fetched while the key details render: its data is loaded after the first render anyway.
const ActivityReport = lazy(() => import('./ActivityReport.tsx').then((m) => ({ default: m.ActivityReport })));

/** Server links worth offering here: not the report's own tab anchors on this page. */
function actionLinks(links: { label: string; url: string; ariaLabel?: string }[], pageUrl: string) {
  let path = '';
  try {
    path = new URL(pageUrl).pathname;
  } catch {
    /* keep all */
  }
  return links.filter((l) => !(l.url.includes('#') && l.url.split('#')[0] === path));
}

export function KeyActivity({ model }: ScreenComponentProps<'keyActivity'>) {
  const { screen, labels, layout } = model;
  const keyHeadingId = useId();
  const detail = screen.detail;
  const links = actionLinks(screen.links, model.url);
  return (
    <Stack space="xl" data-screen="keyActivity">
      <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} />
      <ServerNotices errors={screen.errors} messages={screen.messages} />
      {detail ? (
        <section className={accountStyles.section} aria-labelledby={keyHeadingId}>
          <Heading level={2} size="xl" id={keyHeadingId}>{screen.subheading ?? detail.application ?? screen.fieldLabels.key}</Heading>
          <KeyDetails detail={detail} fieldLabels={screen.fieldLabels} labels={labels} />
          {links.length ? (
            <div className={accountStyles.actions}>
              {links.map((l) => <Link key={`${l.url} ${l.label}`} href={l.url} aria-label={l.ariaLabel}>{l.label}</Link>)}
            </div>
          ) : null}
        </section>
      ) : null}
      <Suspense fallback={<LoadingPlaceholder label={labels.keyActivity.loading} layout="card" />}>
        <ActivityReport
          screen={screen}
          url={model.url}
          labels={labels.keyActivity}
          chartLabels={labels.components.chart}
          requiredLabel={labels.components.formField.required}
        />
      </Suspense>
    </Stack>
  );
}

export default KeyActivity;
