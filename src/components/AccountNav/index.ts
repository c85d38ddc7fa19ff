export { AccountNav, type AccountNavProps, type AccountNavItem } from './AccountNav.tsx';
