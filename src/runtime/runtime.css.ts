// Styles of the runtime's own pieces: the first-load skeleton (html.loading), the app root, the live
// region, the in-place loading placeholder, the form-failure notice and the mashtip tooltips.
// Everything reads theme variables, so the skeleton takes the brand's colours.
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '../theme/index.ts';

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.55 },
  '100%': { opacity: 1 },
});

const slide = keyframes({
  '0%': { backgroundPosition: '100% 0' },
  '100%': { backgroundPosition: '-100% 0' },
});

// --- First-load skeleton -------------------------------------------------------------------------
// portal-head.js adds html.loading before first paint and hides #page; the skeleton is drawn by two
// pseudo-elements in the layout's shape — the same geometry as the rendered page, so nothing jumps when the
// screen replaces it: a header bar as tall as PageShell's header row (a control and its padding), then, in
// the container with its gutter, a title bar where the h1's first line will be (its size × tight line
// height, the page's top gap above it) and text lines on the body text's rhythm.
const skeletonHeader = `calc(${vars.size.control} + ${vars.space.sm} * 2)`;
const skeletonTitle = `calc(${vars.font.size['3xl']} * ${vars.font.lineHeight.tight})`;
const skeletonLine = `calc(${vars.font.size.md} * ${vars.font.lineHeight.normal})`;
/** top of text line n (0-based): below the title and the gap under it, one body line apart */
const skeletonLineTop = (n: number) =>
  `calc(${skeletonTitle} + ${vars.space.lg} + ${skeletonLine} * ${n} + (${skeletonLine} - ${vars.space.md}) / 2)`;
// The skeleton is the first load's: until the first page is complete (`portal-shown` on <html>, set with
// it: pageState.ts › setPhase) the skeleton shows and the app root is laid out but not painted — out of the
// flow, under the skeleton, invisible — so the first frame that shows the screen shows it whole, in its
// final layout (lazy parts, the sanitiser's HTML and "On this page" included: the renderer waits for them,
// renderer.tsx › whenSettled). No layout shift from the first themed frame on (issue 38). In-place loads
// (html.loading again, `portal-shown` stays) keep the page on screen under its busy root.
const firstLoad = 'html:not(.portal-shown):is(.loading, .rendering)';
globalStyle('html.loading #page', { display: 'none' });
globalStyle('html.loading body', { minHeight: '100vh', background: vars.color.surface });
// The themed page is full-bleed: no browser margin around the header and footer, from the skeleton to the
// rendered page (the adapter's html classes logged-in/logged-out are on <html> exactly while a themed
// screen is shown). When the theme gives up, they go, and the server page gets its own margins back.
globalStyle('html.loading body, html.rendering body, html.logged-in body, html.logged-out body', { margin: 0 });
globalStyle(`${firstLoad} body::before`, {
  content: '""',
  display: 'block',
  height: skeletonHeader,
  background: vars.color.header,
});
globalStyle(`${firstLoad} body::after`, {
  content: '""',
  display: 'block',
  boxSizing: 'border-box',
  maxWidth: vars.size.container,
  height: `calc(${vars.space['3xl']} * 8)`,
  margin: `${vars.space.xl} auto 0`,
  // Container's gutter
  paddingInline: vars.space.lg,
  '@media': { [media.md]: { paddingInline: vars.space.xl } },
  backgroundColor: 'transparent',
  backgroundRepeat: 'no-repeat',
  backgroundOrigin: 'content-box',
  backgroundClip: 'content-box',
  backgroundImage: [
    `linear-gradient(${vars.color.surfaceSunken}, ${vars.color.surfaceSunken})`,
    `linear-gradient(${vars.color.surfaceSunken}, ${vars.color.surfaceSunken})`,
    `linear-gradient(${vars.color.surfaceSunken}, ${vars.color.surfaceSunken})`,
    `linear-gradient(${vars.color.surfaceSunken}, ${vars.color.surfaceSunken})`,
    `linear-gradient(${vars.color.surfaceSunken}, ${vars.color.surfaceSunken})`,
  ].join(', '),
  backgroundSize: [
    `45% ${skeletonTitle}`,
    `100% ${vars.space.md}`,
    `92% ${vars.space.md}`,
    `96% ${vars.space.md}`,
    `60% ${vars.space.md}`,
  ].join(', '),
  backgroundPosition: [
    '0 0',
    `0 ${skeletonLineTop(0)}`,
    `0 ${skeletonLineTop(1)}`,
    `0 ${skeletonLineTop(2)}`,
    `0 ${skeletonLineTop(3)}`,
  ].join(', '),
  animation: `${pulse} 1.6s ease-in-out infinite`,
});
globalStyle(`${firstLoad} body > *:not(#page)`, { visibility: 'hidden' });
// the app root while the first screen renders: the width it will have, out of the flow (the skeleton keeps
// its place), not painted, not in the accessibility tree
globalStyle(`${firstLoad} body > #portal-app`, { position: 'absolute', insetInline: 0, top: 0 });
globalStyle(`${firstLoad} body::after`, {
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

// --- App root ------------------------------------------------------------------------------------
export const appRoot = style({
  position: 'relative',
  minHeight: '100vh',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  // a word longer than its line (a URL or code in server text) breaks instead of widening the page past
  // the viewport; it does not change min-content sizes (tables, flex items keep theirs)
  overflowWrap: 'break-word',
});

// `hidden` always wins inside the app root: a component class that sets `display` (flex, grid, block …)
// would otherwise override the browser's `[hidden] { display: none }` and show a closed menu, panel or
// bubble over the page.
globalStyle(`${appRoot} [hidden]`, { display: 'none !important' });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const announcer = visuallyHidden;

// --- In-place loading placeholder (after 2.5 s): a progress bar along the top and a "Loading..." chip ---
export const placeholder = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: 1000,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
  selectors: {
    '&[hidden]': { display: 'none' },
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      top: 0,
      height: vars.space['2xs'],
      background: `linear-gradient(90deg, ${vars.tone.brand.soft}, ${vars.tone.brand.solid}, ${vars.tone.brand.soft})`,
      backgroundSize: '200% 100%',
      animation: `${slide} 1.2s ${vars.motion.easing.standard} infinite`,
    },
  },
  '@media': { [media.reducedMotion]: { selectors: { '&::before': { animation: 'none' } } } },
});

export const placeholderText = style({
  marginTop: vars.space.sm,
  padding: `${vars.space['2xs']} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  fontSize: vars.font.size.sm,
});

globalStyle(`${appRoot}[aria-busy="true"] [data-portal-part="view"]`, {
  transition: `opacity ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
});
globalStyle(`${appRoot}[data-portal-placeholder] [data-portal-part="view"]`, {
  opacity: 0.6,
  pointerEvents: 'none',
});

// --- The OAuth 2 pop-up that could not close itself (runtime/oauthLanding.ts) ---------------------------
export const popupNotice = style({
  position: 'sticky',
  top: 0,
  zIndex: 1000,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.tone.positive.soft,
  color: vars.tone.positive.onSoft,
  textAlign: 'center',
  fontSize: vars.font.size.sm,
});

// --- Form failure notice ----------------------------------------------------------------------------
export const submitNotice = style({
  margin: `0 0 ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.tone.critical.border}`,
  borderRadius: vars.radius.md,
  background: vars.tone.critical.soft,
  color: vars.tone.critical.onSoft,
  fontSize: vars.font.size.sm,
});

// --- mashtip tooltips ----------------------------------------------------------------------------------
export const mashtipTrigger = style({
  cursor: 'help',
  textDecorationLine: 'underline',
  textDecorationStyle: 'dotted',
  textUnderlineOffset: '0.2em',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
});

export const mashtipBubble = style({
  position: 'absolute',
  zIndex: 1001,
  maxWidth: `calc(${vars.size.measure} / 2)`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.chart.tooltipBackground,
  color: vars.chart.tooltipText,
  boxShadow: vars.shadow.md,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  selectors: { '&[hidden]': { display: 'none' } },
});
