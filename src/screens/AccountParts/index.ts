export { KeyDetails, type KeyDetailsProps, type KeyDetailValues } from './KeyDetails.tsx';
export { DateText } from './DateText.tsx';
export { ServerNotices } from './ServerNotices.tsx';
export { secretLabels, confirmLabels, type AccountLabels } from './labels.ts';
export * as accountStyles from './AccountParts.css.ts';
