export {
  Skeleton,
  LoadingPlaceholder,
  type SkeletonProps,
  type SkeletonShape,
  type LoadingPlaceholderProps,
} from './Skeleton.tsx';
