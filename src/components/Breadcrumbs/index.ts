// Breadcrumbs' public surface: outside src/components/ it is imported only through this file.
export { Breadcrumbs, type BreadcrumbsProps, type BreadcrumbItem } from './Breadcrumbs.tsx';
