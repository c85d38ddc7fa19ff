import { Heading } from '../../components/Heading/index.ts';
import { VisuallyHidden } from '../../components/VisuallyHidden/index.ts';
import type { LayoutModel } from '../../model/screenModel.ts';

export interface PageHeadingProps {
  layout: Pick<LayoutModel, 'headingId' | 'title' | 'fallbackHeading'>;
  /** the screen heading; null → the page's own title (not the whole browser title), visually hidden (every page keeps one h1) */
  heading: string | null;
  /** the page set `noHeading`: keep the h1 for screen readers and focus, hide it visually */
  hidden?: boolean;
}

/**
 * The page's one h1. It carries `layout.headingId` and `tabIndex={-1}`, so the runtime can move focus
 * to it after an in-place load. Screens render it first in their content.
 */
export function PageHeading({ layout, heading, hidden = false }: PageHeadingProps) {
  const text = heading?.trim() || layout.fallbackHeading?.trim() || layout.title;
  if (hidden || !heading?.trim()) {
    return (
      <VisuallyHidden as="h1" id={layout.headingId} tabIndex={-1}>
        {text}
      </VisuallyHidden>
    );
  }
  return (
    <Heading level={1} id={layout.headingId} tabIndex={-1}>
      {text}
    </Heading>
  );
}
