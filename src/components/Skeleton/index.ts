// Skeleton's public surface (with LoadingPlaceholder): outside src/components/ they are imported only through
// this file.
export {
  Skeleton,
  LoadingPlaceholder,
  type SkeletonProps,
  type SkeletonShape,
  type LoadingPlaceholderProps,
} from './Skeleton.tsx';
