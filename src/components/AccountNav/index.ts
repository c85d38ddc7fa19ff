// AccountNav's public surface: outside src/components/ it is imported only through this file.
export { AccountNav, type AccountNavProps, type AccountNavItem } from './AccountNav.tsx';
