// The public surface of KeyCard, KeyDetails and KeyValue: outside src/components/ they are imported only through
// this file.
export { KeyCard, type KeyCardProps } from './KeyCard.tsx';
export { KeyDetails, type KeyDetailsProps } from './KeyDetails.tsx';
export { KeyValue, type KeyValueProps, type KeyCardLabels, type KeyNames, type LimitItem } from './KeyValue.tsx';
