// PageShell's public surface (with SkipLink): outside src/components/ they are imported only through this file.
export { PageShell, type PageShellProps, type PageShellLabels } from './PageShell.tsx';
export { SkipLink, type SkipLinkProps } from './SkipLink.tsx';
