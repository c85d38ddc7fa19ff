// The heading anchors and the "On this page" list of docs load with the Markdown file (docs pages preload
// it), not with the content screens: they are docs-only work, and the body is readable without them. The
// body keeps their room from the first render (anchoredBody; the layout's aside column), so nothing moves
// when they arrive. Until they are in, a hidden marker tells the renderer the screen is still loading
// (renderer.tsx › whenSettled): the first load shows the page once, with them (issue 38: no layout shift
// from the first themed frame).
import { lazy, Suspense } from 'react';
import type { HeadingAnchorsProps } from '../../components/HeadingAnchors/HeadingAnchors.tsx';
import type { TableOfContentsProps } from '../../components/TableOfContents/TableOfContents.tsx';

const HeadingAnchors = lazy(() => import('../../components/HeadingAnchors/HeadingAnchors.tsx'));
const TableOfContents = lazy(() => import('../../components/TableOfContents/TableOfContents.tsx'));

const pending = <span hidden data-screen-loading="" />;

export function LazyHeadingAnchors(props: HeadingAnchorsProps) {
  return (
    <Suspense fallback={pending}>
      <HeadingAnchors {...props} />
    </Suspense>
  );
}

export function LazyTableOfContents(props: TableOfContentsProps) {
  if (props.headings.length < 2) return null;
  return (
    <Suspense fallback={pending}>
      <TableOfContents {...props} />
    </Suspense>
  );
}
