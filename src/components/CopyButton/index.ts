export { CopyButton, type CopyButtonProps, type CopyButtonLabels } from './CopyButton.tsx';
export { copyText, selectContents, type CopyResult } from './copyText.ts';
export { CopyIcon, CheckIcon, CrossIcon, EyeIcon, EyeOffIcon, ChevronDownIcon, ChevronRightIcon } from '../private/icons.tsx';
