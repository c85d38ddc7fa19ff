// The account screens' shared parts (forms, message and form pages, notices, pagination, key props, labels,
// screen-share mode): the account screens import them from here.
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
