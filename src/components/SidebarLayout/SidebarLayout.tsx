import { createElement, forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import type { Space } from '../../theme/atoms.ts';
import { Box, Stack } from '../Box/index.ts';
import { cx } from '../private/cx.ts';
import * as css from './SidebarLayout.css.ts';

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
  /** gap between main content and sidebar, beside each other or stacked (default `xl`) */
  space?: Space;
}

/**
 * Main content with a sidebar: the sidebar sits beside the main content from the `md` breakpoint on (at the
 * theme's sidebar width, after it) and below it on small screens, in source order for every reader.
 */
export const SidebarLayout = forwardRef<HTMLElement, SidebarLayoutProps>(function SidebarLayout(
  {
    children,
    sidebar,
    sidebarHeading,
    sidebarHeadingLevel = 2,
    sidebarHeadingId,
    sidebarAs = 'aside',
    space = 'xl',
    className,
    ...rest
  },
  ref,
) {
  const generatedId = useId();
  const headingId = sidebarHeadingId ?? generatedId;
  const hasHeading = sidebarHeading != null && sidebarHeading !== '';
  return (
    <Box ref={ref} display="grid" gap={space} className={cx(css.layout, className)} {...rest}>
      <div className={css.column}>{children}</div>
      <Stack
        as={sidebarAs}
        space="sm"
        className={css.column}
        aria-labelledby={sidebarAs === 'aside' && hasHeading ? headingId : undefined}
      >
        {hasHeading
          ? createElement(`h${sidebarHeadingLevel}`, { id: headingId, className: css.sidebarHeading }, sidebarHeading)
          : null}
        {sidebar}
      </Stack>
    </Box>
  );
});
