// ButtonGroup's public surface: outside src/components/ it is imported only through this file.
export { ButtonGroup, type ButtonGroupProps } from './ButtonGroup.tsx';
