export { HeadingAnchors, anchoredBody, type HeadingAnchorsProps, type HeadingAnchorsLabels } from './HeadingAnchors.tsx';
