export { KeyCard, KeyValue, type KeyCardProps, type KeyCardLabels, type LimitItem } from './KeyCard.tsx';
export { DateText, hasDate, type DateValue } from './DateText.tsx';
