// Notice's public surface: outside src/components/ it is imported only through this file.
export { Notice, type NoticeProps } from './Notice.tsx';
export type { NoticeTone } from './NoticeTone.ts';
