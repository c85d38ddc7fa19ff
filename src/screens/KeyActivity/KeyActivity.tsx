// Key activity: the key's application, key, secret, status, created date and limits, then
// the activity report — a date selector and visx charts (calls over time, a breakdown), each with a
// table alternative and a text summary. The data comes through the ReportSource (src/lib/reportSource.ts);
// when it cannot be had, the portal's own report scripts draw into a container instead.
import { Suspense, useEffect } from 'react';
import { Inline, Stack } from '../../components/Box/index.ts';
import { Heading } from '../../components/Heading/index.ts';
import { KeyDetails } from '../../components/KeyCard/index.ts';
import { Link } from '../../components/Link/index.ts';
import { LoadingPlaceholder } from '../../components/Skeleton/index.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import { ScreenShareArea } from '../AccountParts/ScreenShareArea.tsx';
import { ServerNotices } from '../AccountParts/ServerNotices.tsx';
import { keyDetailsProps } from '../AccountParts/modelProps.ts';
import { rememberJourney } from '../AccountParts/journey.ts';
import { usePortalServices } from '../services.ts';
import { lazyComponent } from '../lazyComponent.tsx';
import { useUniqueId } from '../../components/UniqueId/index.ts';

// The report (date selector, data source, charts, tables: most of this screen's code) is its own chunk.
// The app waits for it before the first render (`ready`, screens/registry.ts › screenReady, at most 500 ms),
// so the screen renders once with its report instead of a placeholder first: React 19 holds back the reveal
// of a suspended boundary's content for up to 300 ms, which made key activity's `complete` 1.6× slower in the
// React build than in the Preact one (696 vs 448 ms, measured side by side). The placeholder still shows when
// the chunk is slower than that.
export const ActivityReport = lazyComponent(() => import('./ActivityReport.tsx').then((m) => ({ default: m.ActivityReport })));

/** The report's chunk, loaded before the first render (screenReady). */
export function ready(): Promise<unknown> {
  return ActivityReport.load();
}

export function KeyActivity({ model }: ScreenComponentProps<'keyActivity'>) {
  const { screen, labels, layout } = model;
  const keyHeadingId = useUniqueId();
  const preference = usePortalServices()?.preference;
  // the getting-started checklist's last step: the user has seen a key's report
  useEffect(() => rememberJourney(preference, 'report', layout.username), [preference, layout.username]);
  const detail = screen.detail;
  // the server's links worth offering here (the adapter left out the report's tab anchors on this page)
  const links = screen.links;
  return (
    <Stack space="xl" data-screen="keyActivity">
      <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} />
      <ServerNotices errors={screen.errors} messages={screen.messages} />
      {detail ? (
        <Stack as="section" space="md" aria-labelledby={keyHeadingId}>
          <Heading level={2} size="xl" id={keyHeadingId}>
            {screen.subheading ?? detail.application ?? screen.fieldLabels.key}
          </Heading>
          <ScreenShareArea labels={labels}>
            <KeyDetails {...keyDetailsProps(detail, screen.fieldLabels, labels)} />
          </ScreenShareArea>
          {links.length ? (
            <Inline space="sm">
              {links.map((l) => (
                <Link key={`${l.url} ${l.label}`} href={l.url} aria-label={l.ariaLabel}>
                  {l.label}
                </Link>
              ))}
            </Inline>
          ) : null}
        </Stack>
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
