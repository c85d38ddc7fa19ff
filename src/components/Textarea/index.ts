// Textarea's public surface: outside src/components/ it is imported only through this file.
export { Textarea, type TextareaProps } from './Textarea.tsx';
