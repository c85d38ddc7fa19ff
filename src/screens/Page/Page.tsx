// Custom page: heading (visually hidden under noHeading) and body — Markdown unless the markdown setting
// or the page's noMarkdown global turns it off; legacy `brush:` code blocks highlighted (ContentBody).
import { Stack } from '../../components/Box/index.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import { ContentBody } from '../ContentParts/ContentBody.tsx';

/** what the first render needs besides this chunk (screens/registry.ts › screenReady) */
export { contentPartsReady as ready } from '../ContentParts/partChunks.ts';

export function Page({ model }: ScreenComponentProps<'page'>) {
  const { screen, layout, labels } = model;
  return (
    <Stack space="lg" data-screen="page">
      <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} />
      <ContentBody segments={screen.bodySegments} markdown={screen.markdown} labels={labels} idPrefix="page-" />
    </Stack>
  );
}

export default Page;
