// Terms of service (apps area), rendered as a page: the heading and the body — Markdown (GitHub
// flavour) unless the markdown setting or the page's noMarkdown global turns it off, else the server's
// HTML. Without a heading on the page, the browser title names it (visually hidden h1).
import { Stack } from '../../components/Box/index.ts';
import { Markdown } from '../../components/Markdown/index.ts';
import { ServerHtml } from '../../components/ServerHtml/index.ts';
import type { ScreenComponentProps } from '../../adapter/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';

export function Terms({ model }: ScreenComponentProps<'tos'>) {
  const { screen, layout, labels } = model;
  const cb = labels.components.codeBlock;
  return (
    <Stack space="lg" data-screen="tos">
      <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} />
      {screen.body && screen.markdown ? (
        <Markdown
          markdown={screen.body.html}
          escaped
          codeLabels={{ region: cb.region, copy: cb.copy, copied: cb.copied, selected: cb.selected, failed: cb.failed }}
          taskLabels={{ done: labels.tos.taskDone, open: labels.tos.taskOpen }}
          idPrefix="tos-"
        />
      ) : null}
      {screen.body && !screen.markdown ? <ServerHtml html={screen.body.html} idPrefix="tos-" /> : null}
    </Stack>
  );
}

export default Terms;
