// Docs: the docs navigation at the start (sticky from md, folded behind a toggle on small screens), the
// heading and body at a readable width with heading anchors (copy-link buttons), previous/next pages from
// the navigation's order, and "On this page" from the body's h2/h3 headings on wide screens (lg). The
// anchors and the list are built from the rendered, sanitised body (HeadingAnchors), loaded lazily; the
// current page is marked by the adapter (cleaned-URL comparison: case, trailing slash, hash, /docs =
// /docs/Home = /docs/read/Home).
import { useMemo, useRef, useState } from 'react';
import { Stack } from '../../components/Box/index.ts';
import { anchoredBody } from '../../components/HeadingAnchors/anchoredBody.css.ts';
import { NavList } from '../../components/NavList/index.ts';
import { SidebarLayout } from '../../components/SidebarLayout/index.ts';
import type { AnchoredHeading } from '../../lib/headingIds.ts';
import { fillTextTemplate } from '../../lib/textTemplate.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import { ContentBody } from '../ContentParts/ContentBody.tsx';
import { DocsPager } from '../ContentParts/DocsPager.tsx';
import { LazyHeadingAnchors, LazyTableOfContents } from '../ContentParts/LazyHeadings.tsx';
import * as styles from '../ContentParts/ContentParts.css.ts';

/** what the first render needs besides this chunk (screens/registry.ts › screenReady) */
export { contentPartsReady as ready } from '../ContentParts/partChunks.ts';

const NAV_HEADING_ID = 'docs-nav-heading';
const ID_PREFIX = 'docs-';

export function Docs({ model }: ScreenComponentProps<'docs'>) {
  const { screen, layout, labels } = model;
  const nav = screen.nav.items.length ? screen.nav : null;
  const bodyRef = useRef<HTMLDivElement>(null);
  const [headings, setHeadings] = useState<AnchoredHeading[]>([]);
  const h = screen.headings;
  const anchorLabels = useMemo(
    () => ({ copyLink: (heading: string) => fillTextTemplate(h.copyLink, { heading }), copied: h.copied, failed: h.failed }),
    [h],
  );
  const content = (
    <Stack space="2xl">
      <Stack space="lg" className={styles.article}>
        <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} />
        <div ref={bodyRef} className={anchoredBody}>
          <ContentBody segments={screen.bodySegments} markdown={screen.markdown} labels={labels} idPrefix={ID_PREFIX} />
        </div>
      </Stack>
      <DocsPager pager={screen.pager} />
      {screen.bodySegments.length ? (
        <LazyHeadingAnchors container={bodyRef} idPrefix={ID_PREFIX} labels={anchorLabels} onChange={setHeadings} />
      ) : null}
    </Stack>
  );
  const toc = <LazyTableOfContents headings={headings} label={h.toc} />;
  // no docs navigation (an editor's view): the body alone, its anchors still there
  if (!nav) return <div data-screen="docs">{content}</div>;
  return (
    <SidebarLayout
      data-screen="docs"
      // not an <aside>: the nav landmark inside already carries the name, a second landmark would repeat it
      sidebarAs="div"
      sidebarPosition="start"
      sticky
      collapseLabel={nav.heading ?? nav.label}
      sidebarHeading={nav.heading}
      sidebarHeadingId={NAV_HEADING_ID}
      aside={toc}
      sidebar={
        <NavList items={nav.items} label={nav.label || nav.heading || undefined} currentClassName={nav.currentClassName} />
      }
    >
      {content}
    </SidebarLayout>
  );
}

export default Docs;
