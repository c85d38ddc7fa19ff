// Interactive docs (I/O Docs): heading, intro, and the console built from the endpoint schemas. The
// console is its own lazy chunk (IoDocsConsole.tsx), so its code — and the highlighter it uses for
// answers — loads only on this page; the server's legacy I/O Docs script and styles are not used.
import { Suspense, useCallback } from 'react';
import { Stack } from '../../components/Box/index.ts';
import { LoadingPlaceholder } from '../../components/Skeleton/index.ts';
import { ServerHtml } from '../../components/ServerHtml/index.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import { rememberJourney } from '../AccountParts/journey.ts';
import { usePortalServices } from '../services.ts';
import { lazyComponent } from '../lazyComponent.tsx';

// The app waits for the console's chunk before the first render (`ready`, screens/registry.ts › screenReady,
// at most 500 ms), so the page renders once with its console, not a placeholder first (which React 19 keeps
// up to 300 ms longer than needed; key activity measured 1.6× slower in the React build for that reason).
export const IoDocsConsole = lazyComponent(() => import('./IoDocsConsole.tsx'));

/** The console's chunk, loaded before the first render (screenReady). */
export function ready(): Promise<unknown> {
  return IoDocsConsole.load();
}

export function IoDocs({ model }: ScreenComponentProps<'ioDocs'>) {
  const { screen, layout, labels, paths } = model;
  const services = usePortalServices();
  const onAnswer = useCallback(() => rememberJourney(services?.preference, 'call', layout.username), [services, layout.username]);
  return (
    <Stack space="xl" data-screen="ioDocs">
      <Stack space="md">
        <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} />
        {screen.intro ? <ServerHtml html={screen.intro.html} idPrefix="iodocs-intro-" allowForms={false} /> : null}
      </Stack>
      <Suspense fallback={<LoadingPlaceholder label={labels.layout.loading} layout="list" count={3} />}>
        <IoDocsConsole data={screen.data} labels={labels} onAnswer={onAnswer} paths={paths} />
      </Suspense>
    </Stack>
  );
}

export default IoDocs;
