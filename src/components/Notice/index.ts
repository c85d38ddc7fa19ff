export { Notice, type NoticeProps } from './Notice.tsx';
export type { NoticeTone } from './NoticeTone.ts';
