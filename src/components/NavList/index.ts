// NavList's public surface: outside src/components/ it is imported only through this file.
export { NavList, type NavListProps, type NavListItem, type NavListLabels } from './NavList.tsx';
