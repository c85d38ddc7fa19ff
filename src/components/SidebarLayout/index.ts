// SidebarLayout's public surface: outside src/components/ it is imported only through this file.
export { SidebarLayout, type SidebarLayoutProps } from './SidebarLayout.tsx';
