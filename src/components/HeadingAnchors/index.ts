// HeadingAnchors' public surface: outside src/components/ it is imported only through this file.
export { HeadingAnchors, anchoredBody, type HeadingAnchorsProps, type HeadingAnchorsLabels } from './HeadingAnchors.tsx';
