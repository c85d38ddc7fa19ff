// VisuallyHidden's public surface (with its class): outside src/components/ they are imported only through this
// file.
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden.tsx';
export { visuallyHidden } from './VisuallyHidden.css.ts';
