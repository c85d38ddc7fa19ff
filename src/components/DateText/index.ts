export { DateText, hasDate, type DateValue } from './DateText.tsx';
