// Terms of service (apps area), rendered as a page: the heading and the body through the same
// ContentBody the custom pages use — Markdown (GitHub flavour) unless the markdown setting or the
// page's noMarkdown global turns it off, legacy `brush:` code blocks highlighted, server HTML sanitised.
// Without a heading on the page, the browser title names it (visually hidden h1).
import { Stack } from '../../components/Box/index.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { ContentBody } from '../ContentParts/ContentBody.tsx';
import { PageHeading } from '../Layout/PageHeading.tsx';

/** what the first render needs besides this chunk (screens/registry.ts › screenReady) */
export { contentPartsReady as ready } from '../ContentParts/partChunks.ts';

export function Terms({ model }: ScreenComponentProps<'tos'>) {
  const { screen, layout, labels } = model;
  return (
    <Stack space="lg" data-screen="tos">
      <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} />
      <ContentBody segments={screen.bodySegments} markdown={screen.markdown} labels={labels} idPrefix="tos-" />
    </Stack>
  );
}

export default Terms;
