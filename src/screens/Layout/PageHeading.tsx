// PageHeading: the page's one h1 (the focus target after an in-place load) — visually hidden when the screen has
// no heading (the page's title stands in) or the page sets noHeading — with an optional subtitle above it in an
// `hgroup`.
import { Heading } from '../../components/Heading/index.ts';
import { Text } from '../../components/Text/index.ts';
import { VisuallyHidden } from '../../components/VisuallyHidden/index.ts';
import type { LayoutModel } from '../../model/screenModel.ts';

export interface PageHeadingProps {
  layout: Pick<LayoutModel, 'headingId' | 'title' | 'fallbackHeading'>;
  /** the screen heading; null → the page's own title (not the whole browser title), visually hidden (every page keeps one h1) */
  heading: string | null;
  /** the page set `noHeading`: keep the h1 for screen readers and focus, hide it visually */
  hidden?: boolean;
  /** the server's own heading where the h1 says more (account pages: 'My Account' above 'My API Keys') */
  subtitle?: string | null;
}

/**
 * The page's one h1. It carries `layout.headingId` and `tabIndex={-1}`, so the runtime can move focus
 * to it after an in-place load. Screens render it first in their content. A subtitle is shown small above
 * it, grouped with it (`hgroup`), and never as a heading of its own.
 */
export function PageHeading({ layout, heading, hidden = false, subtitle }: PageHeadingProps) {
  const text = heading?.trim() || layout.fallbackHeading?.trim() || layout.title;
  if (hidden || !heading?.trim()) {
    return (
      <VisuallyHidden as="h1" id={layout.headingId} tabIndex={-1}>
        {text}
      </VisuallyHidden>
    );
  }
  const h1 = (
    <Heading level={1} id={layout.headingId} tabIndex={-1}>
      {text}
    </Heading>
  );
  const sub = subtitle?.trim();
  if (!sub) return h1;
  return (
    <hgroup>
      <Text as="p" size="sm" tone="muted" weight="semibold">
        {sub}
      </Text>
      {h1}
    </hgroup>
  );
}
