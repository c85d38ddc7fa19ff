export { SecretField, type SecretFieldProps, type SecretFieldLabels } from './SecretField.tsx';
