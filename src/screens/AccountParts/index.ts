// The account and keys screens' shared parts (forms, message and form pages, notices, pagination, key props,
// labels, screen-share mode), for stories and tests. The screens import each part from its own module: the
// deploy build refuses a screen that imports this barrel (vite.portal.config.ts › SCREENS_BARREL: through it,
// every part would look shared by the account and keys files and travel in the entry).
export { AccountForm, type AccountFormProps, type AccountFormConfirm } from './AccountForm.tsx';
export { AppSummary, type AppSummaryProps } from './AppSummary.tsx';
export { MessagePage, FormPage, type MessagePageProps, type FormPageProps } from './pages.tsx';
export { LinkList } from './LinkList.tsx';
export { ModelPagination } from './ModelPagination.tsx';
export { RichBody } from './RichBody.tsx';
export { ServerNotices } from './ServerNotices.tsx';
export { SuccessNotice } from './SuccessNotice.tsx';
export { CancelLink, ConfirmPanel } from './ConfirmPanel.tsx';
export { keyDetailsProps } from './modelProps.ts';
export { confirmLabels, secretLabels, type AccountLabels } from './labels.ts';
export { appCardLabels } from './appCardLabels.ts';
export { ScreenShareArea, ScreenShareSwitch, SCREEN_SHARE_PREFERENCE, useScreenShareMode } from './ScreenShareArea.tsx';
