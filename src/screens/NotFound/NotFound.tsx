// Not found (fourOhFour): 'Unable to find this page' and the spec's message (labels.fourOhFour; a label
// `main` of '' shows the server's own body instead). The message links to the contact page.
import { Stack } from '../../components/Box/index.ts';
import type { ScreenComponentProps } from '../../adapter/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import { ContentBody } from '../ContentParts/ContentBody.tsx';

export function NotFound({ model }: ScreenComponentProps<'fourOhFour'>) {
  const { screen, layout, labels } = model;
  return (
    <Stack space="lg" data-screen="fourOhFour">
      <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} />
      <ContentBody body={screen.body} markdown={screen.markdown} labels={labels} idPrefix="notfound-" />
    </Stack>
  );
}

export default NotFound;
