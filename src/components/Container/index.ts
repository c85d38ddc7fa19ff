// Container's public surface: outside src/components/ it is imported only through this file.
export { Container, type ContainerProps } from './Container.tsx';
