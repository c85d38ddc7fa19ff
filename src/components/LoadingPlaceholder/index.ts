// Alias folder so `LoadingPlaceholder` can be imported by its own name.
export { LoadingPlaceholder, type LoadingPlaceholderProps } from '../Skeleton/Skeleton.tsx';
