// Docs: heading, body (as Page) and the side navigation headed 'In the Docs', the current page marked by
// the adapter (cleaned-URL comparison: case, trailing slash, hash, /docs = /docs/Home = /docs/read/Home).
import { Stack } from '../../components/Box/index.ts';
import { NavList } from '../../components/NavList/index.ts';
import type { ScreenComponentProps } from '../../adapter/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import { ContentBody } from '../ContentParts/ContentBody.tsx';
import * as styles from '../ContentParts/ContentParts.css.ts';

const NAV_HEADING_ID = 'docs-nav-heading';

export function Docs({ model }: ScreenComponentProps<'docs'>) {
  const { screen, layout, labels } = model;
  const nav = screen.nav.items.length ? screen.nav : null;
  const content = (
    <Stack space="lg">
      <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} />
      <ContentBody body={screen.body} markdown={screen.markdown} labels={labels} idPrefix="docs-" pageHeading={screen.headingHidden ? null : screen.heading} />
    </Stack>
  );
  if (!nav) return <div data-screen="docs">{content}</div>;
  return (
    <div data-screen="docs" className={styles.withSidebar}>
      <div className={styles.mainColumn}>{content}</div>
      {/* not an <aside>: the nav landmark inside already carries the name, a second landmark would repeat it */}
      <div className={styles.sidebar}>
        {nav.heading ? <h2 id={NAV_HEADING_ID} className={styles.sidebarHeading}>{nav.heading}</h2> : null}
        <NavList items={nav.items} label={nav.label || nav.heading || undefined} currentClassName={nav.currentClassName} />
      </div>
    </div>
  );
}

export default Docs;
