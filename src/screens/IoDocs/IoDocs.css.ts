// The interactive docs console's styles: the API, endpoint and method headings, the method toggles with their
// themed method badges, the opened panels and the parameter fieldsets.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars, media } from '../../theme/index.ts';
import { focusRing } from '../../theme/focus.css.ts';

/** the fields of a fieldset: as many columns as fit, each at least 80 % of the sidebar width */
export const fieldRow = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, calc(${vars.size.sidebar} * 0.8)), 1fr))`,
  minWidth: 0,
});

/** a fieldset may shrink below its content's width (browsers give it min-content by default) */
export const fieldset = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const legend = style({
  paddingInline: vars.space.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const apiHeading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const endpointHeading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const method = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  minWidth: 0,
});

export const methodHeading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

/** the disclosure button that opens a method: badge, name, URI */
export const methodToggle = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  ':hover': { backgroundColor: vars.color.surfaceSunken },
  ':focus-visible': focusRing,
});

export const chevron = style({
  marginInlineStart: 'auto',
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

const badgeBase = style({
  display: 'inline-block',
  minWidth: `calc(${vars.font.size.md} * 4)`,
  paddingBlock: vars.space['2xs'],
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  textAlign: 'center',
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.method.onMethod,
});

/** method colours come from the theme (vars.method.*) */
export const badge = styleVariants({
  get: [badgeBase, { backgroundColor: vars.method.get }],
  post: [badgeBase, { backgroundColor: vars.method.post }],
  put: [badgeBase, { backgroundColor: vars.method.put }],
  patch: [badgeBase, { backgroundColor: vars.method.patch }],
  delete: [badgeBase, { backgroundColor: vars.method.delete }],
  options: [badgeBase, { backgroundColor: vars.method.options }],
  head: [badgeBase, { backgroundColor: vars.method.head }],
  other: [badgeBase, { backgroundColor: vars.tone.neutral.solid, color: vars.tone.neutral.onSolid }],
});

export const methodName = style({ fontWeight: vars.font.weight.semibold });

export const uri = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

/** an opened method, ruled off from its toggle */
export const panel = style({
  padding: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const subheading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const mono = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

/**
 * a method's request form and its answer side by side when there is room (each column at least 1.2 × the
 * sidebar width: two fit beside the method list at 1280 px), stacked otherwise; the samples follow at full
 * width
 */
export const methodGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, calc(${vars.size.sidebar} * 1.2)), 1fr))`,
  alignItems: 'start',
  minWidth: 0,
});

/** the answer column */
export const answer = style({ minWidth: 0 });

/** "Try it to see the response here": a quiet placeholder in the answer column */
export const answerIdle = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** the code samples, full width */
export const samples = style({ minWidth: 0 });

/** the endpoint list beside the methods on wide screens; above them (its filter only) on phones */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  minWidth: 0,
  '@media': { [media.lg]: { gridTemplateColumns: `minmax(0, ${vars.size.sidebar}) minmax(0, 1fr)` } },
});

export const sidebar = style({
  minWidth: 0,
  '@media': {
    [media.lg]: {
      position: 'sticky',
      insetBlockStart: vars.space.md,
      maxHeight: `calc(100vh - ${vars.space.md} * 2)`,
      overflowY: 'auto',
      paddingInlineEnd: vars.space.xs,
    },
  },
});

/** the list of methods: on wide screens only (phones have the methods themselves right below the filter) */
export const sidebarList = style({
  display: 'none',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.lg]: { display: 'block' } },
});

export const sidebarGroup = style({
  margin: 0,
  paddingBlock: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
});

export const sidebarMethods = style({ margin: 0, padding: 0, listStyle: 'none' });

/** one method in the sidebar: a link to it (the URL names it), the chosen one marked */
export const sidebarLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  ':hover': { backgroundColor: vars.color.surfaceSunken },
  ':focus-visible': focusRing,
  selectors: { '&[aria-current="true"]': { backgroundColor: vars.color.surfaceSunken, fontWeight: vars.font.weight.semibold } },
});

/** the method badge in the sidebar: the method's colour, narrower */
export const sidebarBadge = style({ minWidth: `calc(${vars.font.size.sm} * 3.5)`, fontSize: vars.font.size.xs });

/** the native file picker, sized like the other controls (targets at least 24 px) */
export const fileInput = style({
  minHeight: vars.size.control,
  maxWidth: '100%',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  color: vars.color.text,
});
