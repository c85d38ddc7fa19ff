// CopyButton's public surface, with copyText and the shared small icons: outside src/components/ they are
// imported only through this file.
export { CopyButton, type CopyButtonProps, type CopyButtonLabels } from './CopyButton.tsx';
export { copyText, selectContents, type CopyResult } from './copyText.ts';
export { CopyIcon, CheckIcon, CrossIcon, EyeIcon, EyeOffIcon, ChevronDownIcon, ChevronRightIcon } from '../private/icons.tsx';
