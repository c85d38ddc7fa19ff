export { PageShell, type PageShellProps, type PageShellLabels } from './PageShell.tsx';
export { SkipLink, type SkipLinkProps } from './SkipLink.tsx';
