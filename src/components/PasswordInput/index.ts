// PasswordInput's public surface: outside src/components/ it is imported only through this file.
export { PasswordInput, type PasswordInputProps, type PasswordInputLabels } from './PasswordInput.tsx';
