// Select's public surface: outside src/components/ it is imported only through this file.
export { Select, type SelectProps, type SelectOption } from './Select.tsx';
