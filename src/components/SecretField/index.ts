// SecretField's public surface: outside src/components/ it is imported only through this file.
export { SecretField, type SecretFieldProps, type SecretFieldLabels } from './SecretField.tsx';
