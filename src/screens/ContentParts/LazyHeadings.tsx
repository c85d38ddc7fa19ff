// The heading anchors and the "On this page" list of docs load with the Markdown file (docs pages preload
// it), not with the content screens: they are docs-only work, and the body is readable without them. The
// body keeps their room from the first render (anchoredBody; the layout's aside column), so nothing moves
// when they arrive.
import { lazy, Suspense } from 'react';
import type { HeadingAnchorsProps } from '../../components/HeadingAnchors/HeadingAnchors.tsx';
import type { TableOfContentsProps } from '../../components/TableOfContents/TableOfContents.tsx';

const HeadingAnchors = lazy(() => import('../../components/HeadingAnchors/HeadingAnchors.tsx'));
const TableOfContents = lazy(() => import('../../components/TableOfContents/TableOfContents.tsx'));

export function LazyHeadingAnchors(props: HeadingAnchorsProps) {
  return (
    <Suspense fallback={null}>
      <HeadingAnchors {...props} />
    </Suspense>
  );
}

export function LazyTableOfContents(props: TableOfContentsProps) {
  if (props.headings.length < 2) return null;
  return (
    <Suspense fallback={null}>
      <TableOfContents {...props} />
    </Suspense>
  );
}
