// TextInput's public surface: outside src/components/ it is imported only through this file.
export { TextInput, type TextInputProps, type TextInputType } from './TextInput.tsx';
