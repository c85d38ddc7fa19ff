// Not found (fourOhFour): 'Unable to find this page' and the spec's message (labels.fourOhFour; a label
// `main` of '' shows the server's own body instead). The message links to the contact page. Then a way on
// (issue 35): a search field, pages from the docs navigation and a link home.
import { Stack } from '../../components/Box/index.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import { ServerHtml } from '../../components/ServerHtml/index.ts';
import { WayOn } from '../ContentParts/WayOn.tsx';

export function NotFound({ model }: ScreenComponentProps<'fourOhFour'>) {
  const { screen, layout, labels } = model;
  return (
    <Stack space="lg" data-screen="fourOhFour">
      <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} />
      {/* the label message (or, with main '', the server's body): HTML, never Markdown on this page */}
      {screen.body ? <ServerHtml html={screen.body.html} idPrefix="notfound-" allowForms={false} /> : null}
      <WayOn layout={layout} labels={labels} search />
    </Stack>
  );
}

export default NotFound;
