export { Notice, type NoticeProps, type NoticeTone } from './Notice.tsx';
