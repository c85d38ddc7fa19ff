// SidebarLayout: main content with a sidebar beside it from `md` (below it, or folded above it, on small
// screens) and an optional aside column from `lg`.
import { createElement, forwardRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import type { Space } from '../../theme/atoms.ts';
import { Box, Stack } from '../Box/index.ts';
import { cx } from '../private/cx.ts';
import { ChevronDownIcon } from '../private/icons.tsx';
import * as css from './SidebarLayout.css.ts';
import { useUniqueId } from '../UniqueId/index.ts';

export interface SidebarLayoutProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /** the main content */
  children?: ReactNode;
  /** the side content: a navigation, related links, a summary */
  sidebar: ReactNode;
  /** a heading above the side content; it names the `aside` */
  sidebarHeading?: ReactNode;
  /** outline level of the sidebar heading (default 2) */
  sidebarHeadingLevel?: 2 | 3 | 4;
  /** id of the sidebar heading (default: a generated one), e.g. for links to it */
  sidebarHeadingId?: string;
  /**
   * `aside` (default): the side content is a complementary landmark, named by its heading; `div` when the
   * side content is a landmark of its own (a named `nav`) and a second one would only repeat its name
   */
  sidebarAs?: 'aside' | 'div';
  /**
   * `end` (default): the sidebar after the main content (below it on small screens); `start`: before it,
   * in the source order too (a docs navigation)
   */
  sidebarPosition?: 'start' | 'end';
  /** keep the sidebar in view while the page scrolls (from `md` on; it scrolls on its own when taller) */
  sticky?: boolean;
  /**
   * below `md`, fold the sidebar behind a disclosure button with this text (e.g. the navigation's
   * heading); from `md` on it is always shown. Best with `sidebarPosition="start"`.
   */
  collapseLabel?: string;
  /** a third column after the main content, shown from `lg` on only (e.g. "On this page") */
  aside?: ReactNode;
  /** gap between main content and sidebar, beside each other or stacked (default `xl`) */
  space?: Space;
}

/**
 * Main content with a sidebar: the sidebar sits beside the main content from the `md` breakpoint on (at the
 * theme's sidebar width) and below it on small screens (or above it, folded, with `collapseLabel`), in
 * source order for every reader; an optional `aside` column joins from `lg` on.
 */
export const SidebarLayout = forwardRef<HTMLElement, SidebarLayoutProps>(function SidebarLayout(
  {
    children,
    sidebar,
    sidebarHeading,
    sidebarHeadingLevel = 2,
    sidebarHeadingId,
    sidebarAs = 'aside',
    sidebarPosition = 'end',
    sticky = false,
    collapseLabel,
    aside,
    space = 'xl',
    className,
    ...rest
  },
  ref,
) {
  const generatedId = useUniqueId();
  const panelId = useUniqueId();
  const [open, setOpen] = useState(false);
  const headingId = sidebarHeadingId ?? generatedId;
  const hasHeading = sidebarHeading != null && sidebarHeading !== '';
  const collapsible = !!collapseLabel;
  const side = (
    <div className={cx(css.column, sticky && css.sticky)}>
      {collapsible ? (
        <button
          type="button"
          className={css.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {collapseLabel}
          <ChevronDownIcon className={css.chevron} />
        </button>
      ) : null}
      <Stack
        as={sidebarAs}
        id={panelId}
        space="sm"
        className={cx(collapsible && !open && css.closed)}
        aria-labelledby={sidebarAs === 'aside' && hasHeading ? headingId : undefined}
      >
        {hasHeading
          ? createElement(
              `h${sidebarHeadingLevel}`,
              { id: headingId, className: cx(css.sidebarHeading, collapsible && css.headingWide) },
              sidebarHeading,
            )
          : null}
        {sidebar}
      </Stack>
    </div>
  );
  const main = <div className={css.column}>{children}</div>;
  return (
    <Box
      ref={ref}
      display="grid"
      gap={space}
      className={cx(css.layout, sidebarPosition === 'start' && css.layoutStart, aside != null && css.layoutWithAside, className)}
      {...rest}
    >
      {sidebarPosition === 'start' ? side : main}
      {sidebarPosition === 'start' ? main : side}
      {aside != null ? <div className={css.aside}>{aside}</div> : null}
    </Box>
  );
});
