export { PasswordInput, type PasswordInputProps, type PasswordInputLabels } from './PasswordInput.tsx';
