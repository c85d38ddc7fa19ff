// The class a screen puts on an anchored body at its first render (HeadingAnchors itself is loaded lazily):
// it keeps the room for the buttons, so their arrival moves nothing. A file of its own so that the screen
// importing it does not import the component.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.ts';

/** the copy-link button's box: at least 24 × 24 px (WCAG 2.5.8) */
export const anchorSize = `calc(${vars.size.control} * 0.75)`;

/** h2–h4 inside: as wide as their text plus room for the button at their end; scrolled to with a little air above */
export const anchoredBody = style({});
globalStyle(`${anchoredBody} :is(h2, h3, h4)`, {
  position: 'relative',
  width: 'fit-content',
  maxWidth: '100%',
  boxSizing: 'border-box',
  paddingInlineEnd: `calc(${anchorSize} + ${vars.space.xs})`,
  // clear of the sticky header (size.header)
  scrollMarginTop: `calc(${vars.size.header} + ${vars.space.xl})`,
});
