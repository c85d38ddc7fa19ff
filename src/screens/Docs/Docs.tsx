// Docs: heading, body (as Page) and the side navigation headed 'In the Docs', the current page marked by
// the adapter (cleaned-URL comparison: case, trailing slash, hash, /docs = /docs/Home = /docs/read/Home).
import { Stack } from '../../components/Box/index.ts';
import { NavList } from '../../components/NavList/index.ts';
import { SidebarLayout } from '../../components/SidebarLayout/index.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import { ContentBody } from '../ContentParts/ContentBody.tsx';

const NAV_HEADING_ID = 'docs-nav-heading';

export function Docs({ model }: ScreenComponentProps<'docs'>) {
  const { screen, layout, labels } = model;
  const nav = screen.nav.items.length ? screen.nav : null;
  const content = (
    <Stack space="lg">
      <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} />
      <ContentBody segments={screen.bodySegments} markdown={screen.markdown} labels={labels} idPrefix="docs-" />
    </Stack>
  );
  if (!nav) return <div data-screen="docs">{content}</div>;
  return (
    <SidebarLayout
      data-screen="docs"
      // not an <aside>: the nav landmark inside already carries the name, a second landmark would repeat it
      sidebarAs="div"
      sidebarHeading={nav.heading}
      sidebarHeadingId={NAV_HEADING_ID}
      sidebar={
        <NavList items={nav.items} label={nav.label || nav.heading || undefined} currentClassName={nav.currentClassName} />
      }
    >
      {content}
    </SidebarLayout>
  );
}

export default Docs;
