export { NavList, type NavListProps, type NavListItem, type NavListLabels } from './NavList.tsx';
