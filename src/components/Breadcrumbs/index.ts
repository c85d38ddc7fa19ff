export { Breadcrumbs, type BreadcrumbsProps, type BreadcrumbItem } from './Breadcrumbs.tsx';
