// DateText's public surface: outside src/components/ it is imported only through this file.
export { DateText, hasDate, type DateValue } from './DateText.tsx';
